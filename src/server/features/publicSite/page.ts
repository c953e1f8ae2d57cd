import { brandTexts } from "../../../domain/brandWords";
import type { Brand } from "../../../domain/brands";
import type { UiLanguage } from "../../../domain/languages";
import { escapeHtml } from "../../../domain/html";
import { htmlDocument } from "./document";

interface Texts {
  notFound: string;
  notFoundBody: string;
  passwordTitle: string;
  passwordLead: string;
  password: string;
  enter: string;
  /** Any failure of the login but a wrong password (spec 3, section 8). */
  loginFailed: string;
  notPublished: string;
  notPublishedYet: string;
  notPublishedAnyLonger: string;
  ownerUnpublished: string;
  ownerPublish: string;
  ownerExpired: string;
  ownerExtend: string;
  ownerLogin: string;
  linkNotFound: string;
  toSite: string;
}

const TEXTS: Record<UiLanguage, Texts> = {
  sv: {
    notFound: "Sidan finns inte",
    notFoundBody: "Det finns ingen publicerad sida på den här adressen.",
    passwordTitle: "Sidan är skyddad",
    passwordLead: "Skriv lösenordet du har fått för att se sidan.",
    password: "Lösenord",
    enter: "Visa sidan",
    loginFailed: "Misslyckades att hämta sidan genom inloggning",
    notPublished: "Sidan är inte publicerad",
    notPublishedYet: "Den här sidan är inte publicerad än. Titta gärna in igen lite senare.",
    notPublishedAnyLonger: "Den här sidan är inte publicerad längre.",
    ownerUnpublished: "Det här är din sida. Välj en adress och publicera den, så kan gästerna se den.",
    ownerPublish: "Välj adress och publicera",
    ownerExpired: "Det här är din sida. Publiceringstiden har gått ut; förläng den, så kan gästerna se sidan igen.",
    ownerExtend: "Förläng publiceringen",
    ownerLogin: "Är det här din sida? Logga in",
    linkNotFound: "Länken fungerar inte",
    toSite: "Till sidan",
  },
  en: {
    notFound: "Page not found",
    notFoundBody: "There is no published page at this address.",
    passwordTitle: "This page is protected",
    passwordLead: "Enter the password you were given to see the page.",
    password: "Password",
    enter: "Show the page",
    loginFailed: "Could not fetch the page by logging in.",
    notPublished: "This page is not published",
    notPublishedYet: "This page is not published yet. Please come back a little later.",
    notPublishedAnyLonger: "This page is no longer published.",
    ownerUnpublished: "This is your page. Choose an address and publish it, and your guests can see it.",
    ownerPublish: "Choose an address and publish",
    ownerExpired: "This is your page. Its publication period has ended; extend it, and your guests can see the page again.",
    ownerExtend: "Extend the publication",
    ownerLogin: "Is this your page? Log in",
    linkNotFound: "This link does not work",
    toSite: "Go to the page",
  },
  da: {
    notFound: "Siden findes ikke",
    notFoundBody: "Der er ingen offentliggjort side på denne adresse.",
    passwordTitle: "Siden er beskyttet",
    passwordLead: "Skriv den adgangskode, du har fået, for at se siden.",
    password: "Adgangskode",
    enter: "Vis siden",
    loginFailed: "Det lykkedes ikke at hente siden ved login.",
    notPublished: "Siden er ikke offentliggjort",
    notPublishedYet: "Denne side er ikke offentliggjort endnu. Kig gerne forbi igen lidt senere.",
    notPublishedAnyLonger: "Denne side er ikke offentliggjort længere.",
    ownerUnpublished: "Dette er din side. Vælg en adresse, og offentliggør den, så kan gæsterne se den.",
    ownerPublish: "Vælg adresse og offentliggør",
    ownerExpired: "Dette er din side. Offentliggørelsesperioden er udløbet; forlæng den, så kan gæsterne se siden igen.",
    ownerExtend: "Forlæng offentliggørelsen",
    ownerLogin: "Er det din side? Log ind",
    linkNotFound: "Linket virker ikke",
    toSite: "Gå til siden",
  },
};

/** Why a personal link opens nothing, and whom to ask, in the brand's words. */
const LINK_NOT_FOUND_BODY = brandTexts<string>((words) => ({
  sv: `Den här inbjudningslänken gäller inte, kanske för att en ny har skickats. Be ${words.sv.hosts} om länken igen.`,
  en: `This invitation link is not valid, perhaps because a new one has been sent. Please ask ${words.en.hosts} for the link again.`,
  da: `Dette invitationslink er ikke gyldigt, måske fordi der er sendt et nyt. Bed ${words.da.hosts} om linket igen.`,
}));

/** The inline style and script of these pages never vary, so the Content-Security-Policy allows them by hash. */
export const PAGE_STYLE = `
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:Georgia,"Times New Roman",serif;background:#fbf7f2;color:#2f2a26;padding:1.5rem;box-sizing:border-box}
main{max-width:24rem;width:100%;text-align:center}h1{font-weight:400;font-size:2rem;margin:0 0 .75rem}p{color:#554c44;line-height:1.5}
form{display:grid;gap:.75rem;margin-top:1.5rem;text-align:left;font-family:system-ui,sans-serif}label{font-weight:600;font-size:.95rem}
input{font:inherit;padding:.75rem;border:1px solid #8c8179;border-radius:.5rem;background:#fff}input:focus-visible,button:focus-visible{outline:3px solid #1f4d3f;outline-offset:2px}
button{font:inherit;font-weight:600;padding:.8rem;border:0;border-radius:2rem;background:#1f4d3f;color:#fff;cursor:pointer}
.owner{margin-top:2rem;padding-top:1.5rem;border-top:1px solid #e2d8cd;font-family:system-ui,sans-serif}
.owner a{display:inline-block;font-weight:600;padding:.8rem 1.5rem;border-radius:2rem;background:#1f4d3f;color:#fff;text-decoration:none}.owner a:focus-visible{outline:3px solid #1f4d3f;outline-offset:2px}
[role=alert]{color:#9b2c1f;margin:0;font-family:system-ui,sans-serif}
.ornament{display:flex;align-items:center;gap:.75rem;justify-content:center;color:#b08d57;font-size:1.5rem;margin-bottom:1.25rem}
.ornament::before,.ornament::after{content:"";width:3.5rem;height:1px;background:#d9c6a5}
.login{margin-top:2.5rem;font-family:system-ui,sans-serif;font-size:.9rem}.login a{color:#1f4d3f}
.gate{position:fixed;inset:0;overflow:auto;display:grid;place-items:center;padding:1.5rem;background:var(--color-background);color:var(--color-on-background);font-family:var(--font-text)}
.gate main{padding:2.5rem 0}.gate p,.gate label{color:inherit}.gate form,.gate [role=alert]{font-family:inherit}.gate [role=alert]{color:inherit;font-weight:600}
.gate .names{font-family:var(--font-heading);font-size:clamp(2.25rem,1.6rem + 3vw,3.25rem);line-height:1.15;margin:0 0 1.25rem;text-wrap:balance}
.gate .names::after{content:"";display:block;width:3rem;height:1px;margin:1.5rem auto 0;background:var(--color-primary-text)}
.gate h1{font-family:var(--font-heading);font-size:1.5rem}
.gate input{border-color:var(--color-line);background:var(--color-surface);color:var(--color-on-surface)}
.gate button{background:var(--color-primary);color:var(--color-on-primary)}
.gate input:focus-visible,.gate button:focus-visible{outline-color:var(--color-primary-text)}
.gate [role=status]{margin:1.5rem 0 .5rem}.seats{display:grid;gap:.4rem;margin:0 0 1rem;padding:0;list-style:none;font-size:1.15rem;overflow-wrap:anywhere}.gate form+[role=alert]{margin-top:1rem}.gate .login a{color:inherit}
`;
const STYLE = `<style>${PAGE_STYLE}</style>`;

/** Posts host and password (from the form's data attributes) and reloads on success; a 401 is a wrong password, anything else (the network, a limit, the server) a failed login, in the spec's words. */
export const PASSWORD_SCRIPT = `
const form=document.querySelector("form"),error=document.getElementById("error"),data=form.dataset;
const show=(text)=>{error.textContent=text;error.hidden=false;form.password.select()};
form.addEventListener("submit",async(e)=>{e.preventDefault();error.hidden=true;let r;
try{r=await fetch("/api/sites/password-login/",{method:"POST",headers:{"content-type":"application/json"},body:JSON.stringify({host:data.host,password:form.password.value})})}catch{show(data.loginFailed);return}
if(r.ok){location.reload();return}
show(r.status===401?data.wrongPassword:data.loginFailed);});
`;

export function notFoundPage(language: UiLanguage): string {
  const t = TEXTS[language];
  return htmlDocument({ language, title: t.notFound, noindex: true, head: STYLE, body: `<main><h1>${t.notFound}</h1><p>${t.notFoundBody}</p></main>` });
}

/** A personal link that opens nothing (unknown, regenerated, or of another site): the same page for all, with the way to the site. */
export function linkNotFoundPage(language: UiLanguage, brand: Brand): string {
  const t = TEXTS[language];
  const body = `<main><div class="ornament" aria-hidden="true">&#10086;</div><h1>${t.linkNotFound}</h1><p>${LINK_NOT_FOUND_BODY[brand][language]}</p><p class="login"><a href="/">${t.toSite}</a></p></main>`;
  return htmlDocument({ language, title: t.linkNotFound, noindex: true, head: STYLE, body });
}

/** What the password page shows of a protected site: its design and the couple's names, nothing of its content. */
export interface GateDesign {
  className: string;
  /** The root's custom properties (colours, fonts), as designAttributes() gives them. */
  style: Record<string, string>;
  stylesheets: string[];
  names: string;
}

/** A page in a site's design (theme, colours, fonts, the couple's names) showing `main` and nothing of the site's content; always noindex. */
export function gatePage(language: UiLanguage, title: string, design: GateDesign, main: string, script = ""): string {
  const style = Object.entries(design.style).map(([property, value]) => `${property}:${value}`).join(";");
  const names = design.names ? `<p class="names">${escapeHtml(design.names)}</p>` : "";
  const body = `<div class="${escapeHtml(design.className)} gate" style="${escapeHtml(style)}"><main>${names}${main}</main></div>${script}`;
  const head = [STYLE, ...design.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`)].join("\n");
  return htmlDocument({ language, title, noindex: true, head, body });
}

/** The only thing a guest sees of a protected site until the password is given. */
export function passwordPage(language: UiLanguage, host: string, wrongPasswordText: string, design: GateDesign): string {
  const t = TEXTS[language];
  const data = `data-host="${escapeHtml(host)}" data-language="${language}" data-wrong-password="${escapeHtml(wrongPasswordText)}" data-login-failed="${escapeHtml(t.loginFailed)}"`;
  const main = `<h1>${t.passwordTitle}</h1><p>${t.passwordLead}</p>
<form ${data}><label for="password">${t.password}</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<p id="error" role="alert" hidden></p><button type="submit">${t.enter}</button></form>`;
  return gatePage(language, `${t.passwordTitle} · ${design.names || host}`, design, main, `<script>${PASSWORD_SCRIPT}</script>`);
}

/**
 * What a guest sees of a site that is not published: never paid for, or its period over.
 * Nothing of the site's content; its owner is offered the way to publish or extend.
 */
export function notPublishedPage(language: UiLanguage, state: "unpublished" | "expired", links: { owner?: string; login: string }): string {
  const t = TEXTS[language];
  const lead = state === "expired" ? t.notPublishedAnyLonger : t.notPublishedYet;
  // The owner is often logged in on the owner's app only (cookies are per host), so everyone else gets a quiet way in.
  const owner = links.owner
    ? `<section class="owner"><p>${state === "expired" ? t.ownerExpired : t.ownerUnpublished}</p><a href="${escapeHtml(links.owner)}">${state === "expired" ? t.ownerExtend : t.ownerPublish}</a></section>`
    : `<p class="login"><a href="${escapeHtml(links.login)}">${t.ownerLogin}</a></p>`;
  const body = `<main><div class="ornament" aria-hidden="true">&#10086;</div><h1>${t.notPublished}</h1><p>${lead}</p>${owner}</main>`;
  return htmlDocument({ language, title: t.notPublished, noindex: true, head: STYLE, body });
}
