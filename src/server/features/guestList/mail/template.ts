import { escapeHtml } from "../../../../domain/html";
import { uiLanguageFor } from "../../../../domain/languages";
import type { HouseholdMailKind } from "../../../../domain/guestList/mail";
import { MAIL_FRAME_TEXTS } from "../../../../domain/guestList/mailTexts";
import { adjustForContrast, visibleRgb, type Rgb } from "../../../../domain/site/colors";
import type { Hsla } from "../../../../domain/site/design";
import type { GuestDocument } from "../../../../modules/guestDocument";
import { siteColors } from "../../../../kit/guestPage/design/designAttributes";
import { fontFamily } from "../../../../kit/guestPage/design/fonts";
import type { QueuedMail } from "../../../core";
import { fill } from "../../../../domain/fill";

/** The site's look as mail clients can show it: hex colours (no hsl() in older clients) and font stacks with fallbacks. */
export interface MailTheme {
  background: string;
  surface: string;
  onSurface: string;
  primary: string;
  onPrimary: string;
  primaryText: string;
  /** The primary colour as text on the page's background, around the card (the stop link). */
  footerText: string;
  headingFont: string;
  textFont: string;
}

const hex = (rgb: Rgb) => `#${rgb.map((channel) => channel.toString(16).padStart(2, "0")).join("")}`;
const shown = (color: Hsla) => hex(visibleRgb(color));

export function mailTheme(document: Pick<GuestDocument, "theme" | "colorScheme" | "fonts">): MailTheme {
  const colors = siteColors(document);
  return {
    background: shown(colors.background),
    surface: shown(colors.surface),
    onSurface: shown(colors.onSurface),
    primary: shown(colors.primary),
    onPrimary: shown(colors.onPrimary),
    primaryText: shown(adjustForContrast(colors.primary, colors.surface)),
    footerText: shown(adjustForContrast(colors.primary, colors.background)),
    headingFont: fontFamily(document.fonts.heading),
    textFont: fontFamily(document.fonts.text),
  };
}

export interface MailEvent {
  name: string;
  when: string | null;
  place: string | null;
}

/** One line of what a mail says about an event (the evening before it): a label, its value, and a link to open when it has one. */
export interface MailDetail {
  label: string;
  value: string;
  href?: string;
}

/** Everything one household's mail says; the owner's subject and body already chosen (theirs or the default). */
export interface GuestMailContent {
  kind: HouseholdMailKind;
  to: string;
  language: string;
  householdName: string;
  /** The couple's names, the mail's heading (the site's header title); empty for none. */
  names: string;
  subject: string;
  body: string;
  events: MailEvent[];
  /** The evening-before mail's facts about its event, under the body. */
  details?: MailDetail[];
  /** Notices to guests the mail carries, under a heading of their own. */
  notices?: { heading: string; texts: string[] };
  link: string;
  /** The deadline as guests read it, or null. */
  deadline: string | null;
  stopUrl: string;
  /** The owner's account address: guests' replies to the mail reach the couple, not the service. */
  replyTo: string;
  theme: MailTheme;
}

const paragraphs = (text: string) => text.split(/\n{2,}/).map((part) => part.trim()).filter(Boolean);
const attr = (style: string) => `style="${escapeHtml(style)}"`;

/** The events (their day and place) are in the invitation and the save-the-date; a reminder and an update point to the page. */
const showsEvents = (content: GuestMailContent) => (content.kind === "invitation" || content.kind === "saveTheDate") && content.events.length > 0;

function eventsHtml(content: GuestMailContent, heading: string): string {
  if (!showsEvents(content)) return "";
  const { theme } = content;
  const rows = content.events
    .map((event) => {
      const details = [event.when, event.place].filter(Boolean).map((detail) => escapeHtml(detail!)).join(" · ");
      return `<tr><td ${attr(`padding:10px 0;border-top:1px solid ${theme.primaryText}33`)}><strong ${attr(`font-family:${theme.headingFont};font-size:18px;font-weight:400;color:${theme.onSurface}`)}>${escapeHtml(event.name)}</strong>${details ? `<br><span ${attr("font-size:14px")}>${details}</span>` : ""}</td></tr>`;
    })
    .join("");
  return `${headingHtml(theme, heading)}<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${rows}</table>`;
}

const headingHtml = (theme: MailTheme, heading: string) =>
  `<p ${attr(`margin:24px 0 4px;font-size:13px;letter-spacing:.08em;text-transform:uppercase;color:${theme.primaryText}`)}>${escapeHtml(heading)}</p>`;

function detailsHtml(content: GuestMailContent): string {
  if (!content.details?.length) return "";
  const { theme } = content;
  const rows = content.details
    .map((detail) => {
      const value = detail.href ? `<a href="${escapeHtml(detail.href)}" ${attr(`color:${theme.primaryText}`)}>${escapeHtml(detail.value)}</a>` : escapeHtml(detail.value);
      return `<tr><td ${attr(`padding:8px 0;border-top:1px solid ${theme.primaryText}33`)}><span ${attr(`font-size:13px;color:${theme.primaryText}`)}>${escapeHtml(detail.label)}</span><br><span ${attr("white-space:pre-line")}>${value}</span></td></tr>`;
    })
    .join("");
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" ${attr("margin:8px 0 0")}>${rows}</table>`;
}

function noticesHtml(content: GuestMailContent): string {
  if (!content.notices?.texts.length) return "";
  return headingHtml(content.theme, content.notices.heading) + content.notices.texts.map((notice) => `<p ${attr("margin:8px 0;white-space:pre-line")}>${escapeHtml(notice)}</p>`).join("");
}

/** The details and notices as plain text: a label and its value (and its link) per line. */
function detailsText(content: GuestMailContent): string[] {
  const details = (content.details ?? []).map((detail) => `${detail.label}: ${detail.value}${detail.href ? ` (${detail.href})` : ""}`).join("\n");
  const notices = content.notices?.texts.length ? [`${content.notices.heading}:`, ...content.notices.texts].join("\n\n") : "";
  return [details, notices];
}

/**
 * One household's mail, in the site's colours and fonts: an HTML part with inline styles only
 * (mail clients drop <style> and web fonts; the font stacks fall back to what the reader has)
 * and a plain-text part with the same words and links.
 */
export function guestMail(content: GuestMailContent): QueuedMail {
  const frame = MAIL_FRAME_TEXTS[uiLanguageFor(content.language)];
  const { theme } = content;
  const greeting = fill(frame.greeting, { name: content.householdName });
  const button = content.kind === "invitation" || content.kind === "reminder" ? frame.answer : frame.open;
  const deadline = content.deadline && (content.kind === "invitation" || content.kind === "reminder") ? fill(frame.deadline, { date: content.deadline }) : null;
  const body = paragraphs(content.body);
  const eventsHeading = content.kind === "saveTheDate" ? frame.when : frame.events;

  const html = `<!doctype html><html lang="${escapeHtml(content.language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body ${attr(`margin:0;padding:0;background:${theme.background}`)}>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" ${attr(`background:${theme.background}`)}><tr><td align="center" ${attr("padding:32px 12px")}>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" ${attr(`max-width:560px;background:${theme.surface};color:${theme.onSurface};border-radius:12px;font-family:${theme.textFont};font-size:16px;line-height:1.6`)}><tr><td ${attr("padding:40px 32px")}>
${content.names ? `<h1 ${attr(`margin:0 0 8px;text-align:center;font-family:${theme.headingFont};font-weight:400;font-size:32px;line-height:1.2;color:${theme.onSurface}`)}>${escapeHtml(content.names)}</h1><div ${attr(`width:48px;height:1px;margin:16px auto 28px;background:${theme.primaryText}`)}></div>` : ""}
<p ${attr("margin:0 0 16px;font-size:18px")}>${escapeHtml(greeting)}</p>
${body.map((part) => `<p ${attr("margin:0 0 16px;white-space:pre-line")}>${escapeHtml(part)}</p>`).join("\n")}
${eventsHtml(content, eventsHeading)}
${detailsHtml(content)}
${noticesHtml(content)}
<table role="presentation" cellpadding="0" cellspacing="0" align="center" ${attr("margin:32px auto 16px")}><tr><td ${attr(`border-radius:999px;background:${theme.primary}`)}><a href="${escapeHtml(content.link)}" ${attr(`display:inline-block;padding:14px 32px;border-radius:999px;background:${theme.primary};color:${theme.onPrimary};font-weight:700;text-decoration:none`)}>${escapeHtml(button)}</a></td></tr></table>
${deadline ? `<p ${attr("margin:0 0 8px;text-align:center;font-weight:700")}>${escapeHtml(deadline)}</p>` : ""}
<p ${attr("margin:16px 0 0;text-align:center;font-size:13px;word-break:break-all")}>${escapeHtml(fill(frame.linkHint, { link: content.link }))}</p>
</td></tr></table>
<p ${attr(`margin:20px 0 0;font-family:${theme.textFont};font-size:12px;color:${theme.footerText}`)}>${escapeHtml(frame.stopHint)} <a href="${escapeHtml(content.stopUrl)}" ${attr(`color:${theme.footerText}`)}>${escapeHtml(frame.stop)}</a></p>
</td></tr></table>
</body></html>`;

  const events = showsEvents(content) ? [`${eventsHeading}:`, ...content.events.map((event) => `- ${[event.name, event.when, event.place].filter(Boolean).join(", ")}`)].join("\n") : "";
  const text = [content.names, greeting, ...body, events, ...detailsText(content), `${button}: ${content.link}`, deadline ?? "", `${frame.stopHint} ${frame.stop}: ${content.stopUrl}`].filter(Boolean).join("\n\n");
  // The stop link as the mail programs' own unsubscribe button, one click without opening a page (RFC 2369, RFC 8058).
  const headers = { "List-Unsubscribe": `<${content.stopUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
  return { to: content.to, replyTo: content.replyTo, subject: content.subject, text: `${text}\n`, html, headers };
}
