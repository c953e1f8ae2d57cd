import type { UiLanguage } from "../languages";

/**
 * What the import says about a file it refuses and about rows it leaves out or changes, in
 * the interface languages; `{value}` is filled with the offending text or number.
 */
export const IMPORT_TEXTS = {
  // The file as a whole.
  unsupportedFile: {
    sv: "Filen kan inte läsas. Spara listan som Excel (.xlsx) eller CSV och försök igen.",
    en: "The file cannot be read. Save the list as Excel (.xlsx) or CSV and try again.",
    da: "Filen kan ikke læses. Gem listen som Excel (.xlsx) eller CSV og prøv igen.",
  },
  oldExcelFile: {
    sv: "Äldre Excel-filer (.xls) kan inte läsas. Spara listan som .xlsx eller CSV och försök igen.",
    en: "Older Excel files (.xls) cannot be read. Save the list as .xlsx or CSV and try again.",
    da: "Ældre Excel-filer (.xls) kan ikke læses. Gem listen som .xlsx eller CSV og prøv igen.",
  },
  fileTooLarge: {
    sv: "Filen är större än {value} MB.",
    en: "The file is larger than {value} MB.",
    da: "Filen er større end {value} MB.",
  },
  tooManyRows: {
    sv: "Filen har fler än {value} rader.",
    en: "The file has more than {value} rows.",
    da: "Filen har flere end {value} rækker.",
  },
  tooManyColumns: {
    sv: "Filen har fler än {value} kolumner. Spara bara gästlistan i en ny fil och försök igen.",
    en: "The file has more than {value} columns. Save just the guest list in a new file and try again.",
    da: "Filen har flere end {value} kolonner. Gem kun gæstelisten i en ny fil og prøv igen.",
  },
  tooManyCells: {
    sv: "Filen har fler än {value} celler (rader gånger kolumner). Spara bara gästlistan i en ny fil och försök igen.",
    en: "The file has more than {value} cells (rows times columns). Save just the guest list in a new file and try again.",
    da: "Filen har flere end {value} celler (rækker gange kolonner). Gem kun gæstelisten i en ny fil og prøv igen.",
  },
  emptyFile: {
    sv: "Filen är tom.",
    en: "The file is empty.",
    da: "Filen er tom.",
  },
  unreadableCsv: {
    sv: "CSV-filen kan inte läsas från rad {value}: kontrollera citattecknen.",
    en: "The CSV file cannot be read from row {value}: check its quotation marks.",
    da: "CSV-filen kan ikke læses fra række {value}: kontrollér anførselstegnene.",
  },
  xlsxTooLarge: {
    sv: "Excel-filen blir större än {value} MB uppackad. Spara bara gästlistan i en ny fil och försök igen.",
    en: "The Excel file unpacks to more than {value} MB. Save just the guest list in a new file and try again.",
    da: "Excel-filen fylder mere end {value} MB udpakket. Gem kun gæstelisten i en ny fil og prøv igen.",
  },
  noNameColumn: {
    sv: "Ingen kolumn för gästens namn (Namn, eller Förnamn och Efternamn). Kolumnerna är: {value}.",
    en: "No column for the guest's name (Name, or First name and Last name). The columns are: {value}.",
    da: "Ingen kolonne til gæstens navn (Navn, eller Fornavn og Efternavn). Kolonnerne er: {value}.",
  },
  // The stored list's bounds, which the households of a file would pass.
  tooManyHouseholds: {
    sv: "Gästlistan rymmer högst {value} hushåll; med filens hushåll blir det fler.",
    en: "A guest list holds at most {value} households; the file's households would make more.",
    da: "Gæstelisten rummer højst {value} husstande; med filens husstande bliver det flere.",
  },
  tooManyGuests: {
    sv: "Gästlistan rymmer högst {value} gäster; med filens gäster blir det fler.",
    en: "A guest list holds at most {value} guests; the file's guests would make more.",
    da: "Gæstelisten rummer højst {value} gæster; med filens gæster bliver det flere.",
  },
  tooManyTags: {
    sv: "Gästlistan rymmer högst {value} grupper; med filens grupper blir det fler.",
    en: "A guest list holds at most {value} groups; the file's groups would make more.",
    da: "Gæstelisten rummer højst {value} grupper; med filens grupper bliver det flere.",
  },
  // One row, left out.
  noName: {
    sv: "Raden har inget namn och hoppas över.",
    en: "The row has no name and is left out.",
    da: "Rækken har intet navn og springes over.",
  },
  nameTooLong: {
    sv: "Namnet är längre än {value} tecken; raden hoppas över.",
    en: "The name is longer than {value} characters; the row is left out.",
    da: "Navnet er længere end {value} tegn; rækken springes over.",
  },
  duplicateGuest: {
    sv: "{value} står redan på en tidigare rad i samma hushåll; raden hoppas över.",
    en: "{value} is already on an earlier row of the same household; the row is left out.",
    da: "{value} står allerede på en tidligere række i samme husstand; rækken springes over.",
  },
  householdFull: {
    sv: "Hushållet har redan {value} gäster; raden hoppas över.",
    en: "The household already has {value} guests; the row is left out.",
    da: "Husstanden har allerede {value} gæster; rækken springes over.",
  },
  householdInvalid: {
    sv: "Hushållet kan inte sparas ({value}); dess rader hoppas över.",
    en: "The household cannot be saved ({value}); its rows are left out.",
    da: "Husstanden kan ikke gemmes ({value}); dens rækker springes over.",
  },
  // One row, kept with a change worth a look.
  badMail: {
    sv: "”{value}” är ingen e-postadress; gästen läggs till utan e-post.",
    en: "“{value}” is not an e-mail address; the guest is added without it.",
    da: "“{value}” er ikke en e-mailadresse; gæsten tilføjes uden den.",
  },
  unknownCountry: {
    sv: "”{value}” är inget land vi känner igen; adressen sparas utan land.",
    en: "“{value}” is not a country we recognise; the address is kept without it.",
    da: "“{value}” er ikke et land, vi kender; adressen gemmes uden land.",
  },
  mergedSpelling: {
    sv: "Hushållet är skrivet med andra stora och små bokstäver eller tecken än på rad {value}: gästen läggs i samma hushåll.",
    en: "The household is written with other capitals or signs than on row {value}: the guest joins that household.",
    da: "Husstanden er skrevet med andre store og små bogstaver eller tegn end i række {value}: gæsten kommer i samme husstand.",
  },
  mergedSameMail: {
    sv: "Samma e-postadress som rad {value}: gästen läggs i samma hushåll.",
    en: "The same e-mail address as row {value}: the guest joins that household.",
    da: "Samme e-mailadresse som række {value}: gæsten kommer i samme husstand.",
  },
  mergedSameAddress: {
    sv: "Samma adress som rad {value}: gästen läggs i samma hushåll.",
    en: "The same address as row {value}: the guest joins that household.",
    da: "Samme adresse som række {value}: gæsten kommer i samme husstand.",
  },
  sameNameElsewhere: {
    sv: "{value} finns också i ett annat hushåll.",
    en: "{value} is also in another household.",
    da: "{value} findes også i en anden husstand.",
  },
  otherMail: {
    sv: "Hushållet har redan en annan e-postadress; ”{value}” används inte.",
    en: "The household already has another e-mail address; “{value}” is not used.",
    da: "Husstanden har allerede en anden e-mailadresse; “{value}” bruges ikke.",
  },
  unknownLanguage: {
    sv: "Språket ”{value}” finns inte på webbplatsen; webbplatsens första språk används.",
    en: "The language “{value}” is not on the site; the site's first language is used.",
    da: "Sproget “{value}” findes ikke på webstedet; webstedets første sprog bruges.",
  },
  unclearYesNo: {
    sv: "”{value}” läses som nej (skriv ja eller nej).",
    en: "“{value}” is read as no (write yes or no).",
    da: "“{value}” læses som nej (skriv ja eller nej).",
  },
} satisfies Record<string, Record<UiLanguage, string>>;

export type ImportTextCode = keyof typeof IMPORT_TEXTS;

/** One of the texts above in a language, its placeholder filled. */
export function importText(code: ImportTextCode, language: UiLanguage, value?: string | number): string {
  return IMPORT_TEXTS[code][language].replace("{value}", value === undefined ? "" : String(value));
}
