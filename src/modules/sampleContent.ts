import type { SiteModule } from "./siteModule";

/**
 * Sample content: the starter pages' invented people and gifts carry `sample: true` until the
 * owner edits the module (or removes it), so the editor can mark it and Save can name it.
 */
export function sampleModules<M extends Pick<SiteModule, "hide"> & { sample?: boolean }>(document: { siteModules: readonly M[] }): M[] {
  return document.siteModules.filter((module) => module.sample === true && !module.hide);
}

/** The module as the owner's own: an edit in its dialog takes the sample mark away. */
export function withoutSampleMark<M extends { sample?: boolean }>(module: M): M {
  if (!module.sample) return module;
  const { sample: _sample, ...own } = module;
  return own as M;
}
