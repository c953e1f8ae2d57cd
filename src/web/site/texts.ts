import type { UiLanguage } from "../../domain/languages";

/** Built-in guest-page texts shared by all modules; each module keeps its own in texts.ts. */
export const SITE_TEXTS = {
  sv: {
    moduleError: "Ett oväntat fel uppstod i den här modulen. Felet har loggats. Ladda om sidan. Om inte det hjälper, kontakta {contact} för hjälp.",
    menu: "Meny",
    skipToContent: "Hoppa till innehållet",
    noMenuTitle: "Ej namngivet",
    close: "Stäng",
    editModeTitle: "Det här går inte i granskningsläget",
    editModeText: "Formuläret kan inte skickas från granskningsläget. Testa på den publicerade adressen i stället.",
    errorTitle: "Fel",
    robotTitle: "Tyvärr gick det fel!",
    robotText: "Vi misstänker att du är en robot. Fyll i formuläret igen och vänta några sekunder innan du skickar. Vi ber om ursäkt för besväret.",
    notFoundTitle: "Sidan finns inte",
    notFoundText: "Det finns ingen sida på den här adressen.",
    hiddenModule: "Den här modulen är dold och visas inte för gästerna.",
    noModules: "Inga moduler att visa",
  },
  en: {
    moduleError: "An unexpected error occurred in this module. The error has been logged. Reload the page. If that does not help, contact {contact} for help.",
    menu: "Menu",
    skipToContent: "Skip to content",
    noMenuTitle: "Untitled",
    close: "Close",
    editModeTitle: "This does not work in review mode",
    editModeText: "The form cannot be sent from review mode. Try it on the published address instead.",
    errorTitle: "Error",
    robotTitle: "Something went wrong",
    robotText: "We suspect that you are a robot. Fill in the form again and wait a few seconds before you send it. We apologise for the trouble.",
    notFoundTitle: "Page not found",
    notFoundText: "There is no page at this address.",
    hiddenModule: "This module is hidden and not shown to guests.",
    noModules: "No modules to show",
  },
  da: {
    moduleError: "Der opstod en uventet fejl i dette modul. Fejlen er logget. Genindlæs siden. Hvis det ikke hjælper, så kontakt {contact} for hjælp.",
    menu: "Menu",
    skipToContent: "Spring til indholdet",
    noMenuTitle: "Ikke navngivet",
    close: "Luk",
    editModeTitle: "Det kan ikke lade sig gøre i visningstilstand",
    editModeText: "Formularen kan ikke sendes fra visningstilstand. Prøv på den offentliggjorte adresse i stedet.",
    errorTitle: "Fejl",
    robotTitle: "Der gik desværre noget galt!",
    robotText: "Vi har mistanke om, at du er en robot. Udfyld formularen igen, og vent et par sekunder, før du sender. Vi beklager ulejligheden.",
    notFoundTitle: "Siden findes ikke",
    notFoundText: "Der er ingen side på denne adresse.",
    hiddenModule: "Dette modul er skjult og vises ikke for gæsterne.",
    noModules: "Ingen moduler at vise",
  },
} satisfies Record<UiLanguage, Record<string, string>>;

export type SiteTexts = (typeof SITE_TEXTS)["sv"];

/** Fills {name} placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
