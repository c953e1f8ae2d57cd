/** Never empty: the list and its reserve buttons mean something before the owner writes an intro. */
export const isEmptyGiftRegistry = () => false;
