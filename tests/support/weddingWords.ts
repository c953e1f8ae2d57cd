/** Words that belong to a wedding, in sv, en and da: a party or event page and its owner's app never show them. */
export const WEDDING_WORDS = /bröllop|brudpar|värdpar|vigsel|tärnor|domkyrka|wedding|bridesmaid|ceremony|cathedral|bryllup|brudepar|værtspar|vielse|brudepige|domkirke/i;
