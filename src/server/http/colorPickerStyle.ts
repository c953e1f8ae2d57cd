import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/**
 * The stylesheet react-colorful appends as a <style> when its chooser first mounts in the
 * owner's app (it has no option to skip that). The owner's Content-Security-Policy allows
 * exactly this text by its hash; it is read from the installed package, so an update of the
 * package cannot leave the hash behind.
 */
export function colorPickerStyle(): string {
  const bundle = readFileSync(createRequire(import.meta.url).resolve("react-colorful"), "utf8");
  const literal = /\.innerHTML='((?:[^'\\]|\\.)*)'/.exec(bundle)?.[1];
  if (!literal) throw new Error("react-colorful's stylesheet was not found in its bundle");
  return literal.replace(/\\(.)/g, "$1");
}
