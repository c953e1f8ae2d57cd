/** The terms as text; {brand}, {domain} and {mail} are filled in from the brand setting. */
export interface TermsContent {
  intro: string;
  sections: { heading: string; paragraphs: string[] }[];
}
