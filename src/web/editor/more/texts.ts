import type { UiLanguage } from "../../../domain/languages";

interface MoreTexts {
  title: string;
  colors: string;
  languages: string;
  languagesLead: string;
  mainLanguage: string;
  removeLanguage: string;
  onlyLanguage: string;
  addLanguage: string;
  /** Said before a language's name on its add button, for screen readers. */
  addNamed: string;
  suggested: string;
  searchLanguages: string;
  languagesFound: string;
  noLanguageFound: string;
  settings: string;
  address: string;
  noAddress: string;
  chooseAddress: string;
  changeAddress: string;
  qrCode: string;
  qrLead: string;
  qrDownload: string;
  password: string;
  protect: string;
  passwordLabel: string;
  passwordKept: string;
  savePassword: string;
  removePassword: string;
  passwordSaved: string;
  passwordRemoved: string;
  passwordFailed: string;
  searchEngines: string;
  visible: string;
  visibleHint: string;
  visibilitySaved: string;
  visibilityFailed: string;
  passwordAndSearch: string;
  invitations: string;
  invitationsLead: string;
  newInvite: string;
}

export const MORE_TEXTS: Record<UiLanguage, MoreTexts> = {
  sv: {
    title: "Mer",
    colors: "Färger",
    languages: "Språk",
    languagesLead: "Sidan visas på de här språken. Texterna skriver du för varje språk.",
    mainLanguage: "huvudspråk",
    removeLanguage: "Ta bort {language}",
    onlyLanguage: "Sidan behöver minst ett språk.",
    addLanguage: "Lägg till språk",
    addNamed: "Lägg till",
    suggested: "Förslag",
    searchLanguages: "Sök bland alla språk",
    languagesFound: "{count} språk hittades",
    noLanguageFound: "Inget språk heter så.",
    settings: "Inställningar",
    address: "Adress",
    noAddress: "Ingen adress vald ännu",
    chooseAddress: "Välj adress",
    changeAddress: "Byt adress",
    qrCode: "QR-kod",
    qrLead: "En QR-kod som leder gästerna till sidan, att skriva ut eller dela.",
    qrDownload: "Ladda ner QR-kod",
    password: "Lösenord för gäster",
    protect: "Skydda sidan med lösenord",
    passwordLabel: "Lösenord",
    passwordKept: "Sidan har ett lösenord. Skriv ett nytt om du vill byta det.",
    savePassword: "Spara lösenordet",
    removePassword: "Ta bort lösenordet",
    passwordSaved: "Lösenordet är sparat.",
    passwordRemoved: "Lösenordet är borttaget.",
    passwordFailed: "Misslyckades att spara lösenordet",
    searchEngines: "Sökmotorer",
    visible: "Visa sidan i sökmotorer",
    visibleHint: "Utan bocken ber vi Google och andra sökmotorer att inte visa sidan.",
    visibilitySaved: "Ändringen är sparad.",
    visibilityFailed: "Misslyckades att spara synligheten i sökmotorer",
    passwordAndSearch: "Lösenord och sökmotorer",
    invitations: "Inbjudningar",
    invitationsLead: "Tryckta inbjudningskort som matchar sidan.",
    newInvite: "Skapa en ny inbjudan",
  },
  en: {
    title: "More",
    colors: "Colours",
    languages: "Languages",
    languagesLead: "The page is shown in these languages. You write the texts for each language.",
    mainLanguage: "main language",
    removeLanguage: "Remove {language}",
    onlyLanguage: "The page needs at least one language.",
    addLanguage: "Add a language",
    addNamed: "Add",
    suggested: "Suggested",
    searchLanguages: "Search all languages",
    languagesFound: "{count} languages found",
    noLanguageFound: "No language by that name.",
    settings: "Settings",
    address: "Address",
    noAddress: "No address chosen yet",
    chooseAddress: "Choose address",
    changeAddress: "Change address",
    qrCode: "QR code",
    qrLead: "A QR code that takes your guests to the page, to print or share.",
    qrDownload: "Download QR code",
    password: "Password for guests",
    protect: "Protect the page with a password",
    passwordLabel: "Password",
    passwordKept: "The page has a password. Write a new one if you want to change it.",
    savePassword: "Save the password",
    removePassword: "Remove the password",
    passwordSaved: "The password is saved.",
    passwordRemoved: "The password is removed.",
    passwordFailed: "Failed to save the password",
    searchEngines: "Search engines",
    visible: "Show the page in search engines",
    visibleHint: "Without the tick we ask Google and other search engines not to show the page.",
    visibilitySaved: "The change is saved.",
    visibilityFailed: "Failed to save the search engine visibility",
    passwordAndSearch: "Password and search engines",
    invitations: "Invitations",
    invitationsLead: "Printed invitation cards that match the page.",
    newInvite: "Create a new invitation",
  },
  da: {
    title: "Mere",
    colors: "Farver",
    languages: "Sprog",
    languagesLead: "Siden vises på disse sprog. Teksterne skriver du for hvert sprog.",
    mainLanguage: "hovedsprog",
    removeLanguage: "Fjern {language}",
    onlyLanguage: "Siden skal have mindst ét sprog.",
    addLanguage: "Tilføj sprog",
    addNamed: "Tilføj",
    suggested: "Forslag",
    searchLanguages: "Søg blandt alle sprog",
    languagesFound: "{count} sprog fundet",
    noLanguageFound: "Intet sprog hedder sådan.",
    settings: "Indstillinger",
    address: "Adresse",
    noAddress: "Ingen adresse valgt endnu",
    chooseAddress: "Vælg adresse",
    changeAddress: "Skift adresse",
    qrCode: "QR-kode",
    qrLead: "En QR-kode, der fører gæsterne til siden, til at printe eller dele.",
    qrDownload: "Download QR-kode",
    password: "Adgangskode for gæster",
    protect: "Beskyt siden med en adgangskode",
    passwordLabel: "Adgangskode",
    passwordKept: "Siden har en adgangskode. Skriv en ny, hvis du vil skifte den.",
    savePassword: "Gem adgangskoden",
    removePassword: "Fjern adgangskoden",
    passwordSaved: "Adgangskoden er gemt.",
    passwordRemoved: "Adgangskoden er fjernet.",
    passwordFailed: "Det lykkedes ikke at gemme adgangskoden",
    searchEngines: "Søgemaskiner",
    visible: "Vis siden i søgemaskiner",
    visibleHint: "Uden flueben beder vi Google og andre søgemaskiner om ikke at vise siden.",
    visibilitySaved: "Ændringen er gemt.",
    visibilityFailed: "Det lykkedes ikke at gemme synligheden i søgemaskiner",
    passwordAndSearch: "Adgangskode og søgemaskiner",
    invitations: "Invitationer",
    invitationsLead: "Trykte invitationskort, der matcher siden.",
    newInvite: "Lav en ny invitation",
  },
};
