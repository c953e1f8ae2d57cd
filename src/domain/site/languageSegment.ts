/**
 * The language a guest page path asks for (spec 2: `/{language}`): the site's main
 * language at `/`, another available one at `/{code}`; anything else is not a page (null).
 */
export function languageForPath(path: string, available: string[], main: string): string | null {
  const segments = path.split("?")[0]!.split("/").filter(Boolean);
  const fallback = available.includes(main) ? main : available[0]!;
  if (segments.length === 0) return fallback;
  if (segments.length === 1 && available.includes(segments[0]!)) return segments[0]!;
  return null;
}
