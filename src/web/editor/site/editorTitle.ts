import type { EditorSite } from "../../../modules/editorSite";

/** Demo sites live on demo.… and demo-student.… hosts (spec 3, section 9). */
const DEMO_HOST = /^demo(-student)?\./;

/** The editor tab's title (spec 3, Editor screen): "Demosida" for a demo host, the host of a live site, else the editor's own. */
export function editorTitle(site: Pick<EditorSite, "host" | "active">, texts: { demoTitle: string; pageTitle: string }): string {
  if (site.host && DEMO_HOST.test(site.host)) return texts.demoTitle;
  return site.active && site.host ? site.host : texts.pageTitle;
}
