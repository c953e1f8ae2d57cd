import { z } from "zod";
import { schemasOf } from "./moduleLists";
import { MODULE_DEFINITIONS } from "./registry";

/** Any module of the newer site shape, told apart by siteModuleType. */
export const siteModule = z.discriminatedUnion("siteModuleType", schemasOf(MODULE_DEFINITIONS));
export type SiteModule = z.infer<typeof siteModule>;
export type SiteModuleType = SiteModule["siteModuleType"];
export type ModuleOf<T extends SiteModuleType> = Extract<SiteModule, { siteModuleType: T }>;
