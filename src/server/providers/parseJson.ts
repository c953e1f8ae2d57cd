/** An outside service's answer as JSON, or undefined when it is not: the caller says what was wrong. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
