import { Fragment, type ReactNode } from "react";
import { PLACEHOLDER } from "../../domain/fill";

/** A catalogue text whose {name} placeholders are elements (links, strong text), so a sentence stays whole in one key. */
export function FormattedText({ template, values }: { template: string; values: Record<string, ReactNode> }) {
  const parts = template.split(PLACEHOLDER);
  // split() with a capture group alternates text and placeholder names.
  return parts.map((part, index) => <Fragment key={index}>{index % 2 === 1 ? (values[part] ?? `{${part}}`) : part}</Fragment>);
}
