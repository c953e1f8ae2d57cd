import { siteLanguageCodes } from "../../../domain/site/siteLanguages";
import { isLegacyEditorSite, type AnyEditorSite } from "../../../modules/legacy/editorSite";

/** The site's languages as the guest list offers them: a legacy site its one language, a newer one its list. */
export const guestListLanguages = (site: AnyEditorSite): string[] => (isLegacyEditorSite(site) ? [site.language] : siteLanguageCodes(site));
