import type { UiLanguage } from "../../../domain/languages";

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const TEXTS: Record<UiLanguage, { notFound: string; notFoundBody: string; siteOn: string; language: string }> = {
  sv: { notFound: "Sidan finns inte", notFoundBody: "Det finns ingen publicerad sida på den här adressen.", siteOn: "Sidan på", language: "Språk" },
  en: { notFound: "Page not found", notFoundBody: "There is no published page at this address.", siteOn: "The site at", language: "Language" },
  da: { notFound: "Siden findes ikke", notFoundBody: "Der er ingen offentliggjort side på denne adresse.", siteOn: "Siden på", language: "Sprog" },
};

function document(language: UiLanguage, title: string, body: string, noindex: boolean): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="${noindex ? "noindex, noimageindex, nofollow" : "all"}">
<title>${escape(title)}</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:Georgia,serif;background:#fbf7f2;color:#2f2a26;text-align:center;padding:1.5rem}h1{font-weight:400;font-size:2rem;margin:0 0 .5rem}p{color:#5d544c}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

/** The guest page of a site, reduced to its address and language until the module page exists. */
export function sitePage(host: string, language: UiLanguage, noindex: boolean): string {
  const t = TEXTS[language];
  return document(language, host, `<h1>${t.siteOn} ${escape(host)}</h1><p>${t.language}: <span data-language>${language}</span></p>`, noindex);
}

export function notFoundPage(language: UiLanguage): string {
  const t = TEXTS[language];
  return document(language, t.notFound, `<h1>${t.notFound}</h1><p>${t.notFoundBody}</p>`, true);
}
