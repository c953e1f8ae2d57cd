/**
 * The base of the editor's own links (spec 1, section 2, "Edit base path"). Quick start runs
 * under /snabbstart or /kom-igang/redigera (either may sit below a prefix); otherwise the
 * editor belongs to one site and its id is required.
 */
export function isQuickStart(pathname: string): boolean {
  return pathname.includes("snabbstart") || pathname.includes("kom-igang");
}

export function editBasePath(pathname: string, siteId?: string): string {
  const quickStart = pathname.indexOf("snabbstart");
  if (quickStart !== -1) return pathname.slice(0, quickStart + "snabbstart".length);
  const getStarted = pathname.indexOf("kom-igang");
  if (getStarted !== -1) return `${pathname.slice(0, getStarted + "kom-igang".length)}/redigera`;
  if (!siteId) throw new Error(`The edit base path of ${pathname} needs a site id`);
  return `/redigera/${siteId}`;
}
