import { escapeHtml } from "../../../domain/html";

/** The HTML around a server-rendered guest page. */
export interface HtmlDocument {
  language: string;
  title: string;
  noindex: boolean;
  head?: string;
  body: string;
}

/** JSON inside a <script> tag, with "<" escaped so the data can never close the tag. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

export function htmlDocument({ language, title, noindex, head = "", body }: HtmlDocument): string {
  return `<!doctype html>
<html lang="${escapeHtml(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="${noindex ? "noindex, noimageindex, nofollow" : "all"}">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
${head}
</head>
<body>${body}</body>
</html>`;
}
