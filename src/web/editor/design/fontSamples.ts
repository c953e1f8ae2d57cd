import { fontSampleStylesheet, type FontFamily } from "../../../kit/guestPage/design/fonts";

/** The stylesheets that show these families in a picker: one each (weight 400), none for a system font. */
export const fontSampleSheets = (fonts: readonly FontFamily[]): string[] => [...new Set(fonts.map(fontSampleStylesheet).filter((href) => href !== null))];
