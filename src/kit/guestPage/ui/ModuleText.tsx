import { isBlankHtml } from "./blankHtml";

/** A module's title: the page's second heading level; nothing when the title is empty. */
export function ModuleTitle({ text }: { text: string }) {
  return text ? <h2 className="module__title">{text}</h2> : null;
}

/** Rich text as sanitized by the server; nothing when it would show nothing. */
export function RichText({ html, className }: { html: string; className?: string }) {
  if (isBlankHtml(html)) return null;
  return <div className={className ? `rich-text ${className}` : "rich-text"} dangerouslySetInnerHTML={{ __html: html }} />;
}
