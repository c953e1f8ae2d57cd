import { ownerMailLanguage } from "../../../domain/languages";
import type { EditorSite } from "../../../modules/editorSite";
import { starterDocument, wizardDocument } from "../../../modules/starter/documents";
import type { WizardData } from "../../../domain/wizard";
import type { SiteDocument } from "../../../modules/siteDocument";
import type { Deps } from "../../deps";
import { starterImages } from "../../seed/starterImages";
import { presentEditorSite } from "../siteEditing/presenter";
import type { SiteRow } from "../../core";

type StarterDeps = Pick<Deps, "config" | "storage" | "now">;

/** The brand's starter page in the market's language (se: Swedish, dk: Danish), with the shared starter pictures. */
export async function starterSiteDocument(deps: StarterDeps): Promise<SiteDocument> {
  const { brand, market } = deps.config.brand;
  return starterDocument(brand, await starterImages(deps.storage), deps.now(), ownerMailLanguage(null, market));
}

/** The site the start wizard generates from what it was told. */
export async function wizardSiteDocument(deps: StarterDeps, data: WizardData): Promise<SiteDocument> {
  return wizardDocument(data, await starterImages(deps.storage), deps.now());
}

/**
 * A document not stored as a site yet, as the editor loads a site: unpublished, no address,
 * no password, nothing reserved or answered.
 */
export function presentUnsavedSite(id: string, document: SiteDocument, now: Date): EditorSite {
  const unsaved: SiteRow = {
    id,
    accountId: "",
    host: null,
    subdomain: null,
    active: false,
    activeDate: null,
    activeExpireDate: null,
    passwordHash: null,
    metaNoindex: false,
    customDomainActive: false,
    customDomainActiveDate: null,
    customDomainRegistrationsAvailable: 0,
    domainProofToken: "",
    visitorCount: 0,
    document,
    createdAt: now,
    updatedAt: now,
  };
  return presentEditorSite(unsaved, document, [], [], [], null);
}
