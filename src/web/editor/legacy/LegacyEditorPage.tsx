import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo } from "react";
import { Link } from "react-router";
import { insertBefore, newId } from "../../../domain/lists";
import type { EditorSite } from "../../../modules/editorSite";
import { legacySiteDocument, type LegacySiteDocument } from "../../../modules/legacy/document";
import type { LegacyEditorSite } from "../../../modules/legacy/editorSite";
import { legacyDocumentFrom, legacyEditorView } from "../../../modules/legacy/editorView";
import { isLegacyGuestModule } from "../../../modules/legacy/guestModules";
import { hasLegacyCounterpart } from "../../../modules/legacy/legacyProperties";
import { newLegacyFormModule } from "../../../modules/legacy/newFormModule";
import { CHOICE_TYPE, moduleChoicesFor } from "../../../modules/moduleChoices";
import type { SiteDocument } from "../../../modules/siteDocument";
import { editorSiteKey, saveLegacySite } from "../../api/sites";
import { useAppConfig } from "../../../kit/app/appConfig";
import { useShowError } from "../../../kit/errors/useShowError";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { editorTitle } from "../site/editorTitle";
import { EditorNotice } from "../site/EditorNotice";
import { storedSiteSave } from "../site/editorBarParts";
import { EditorScreen, type LegacyEditing } from "../site/EditorScreen";
import { LeaveGuard } from "../site/LeaveGuard";
import { EDITOR_TEXTS } from "../site/texts";
import { useDraft } from "../site/useSiteDraft";
import { LegacyFormEditorHost } from "./LegacyFormEditorHost";
import { LEGACY_EDITOR_TEXTS } from "./texts";

/** The legacy document of the site's answer; the settings and reservations are left out. */
const legacyDocumentOf = (site: LegacyEditorSite): LegacySiteDocument => legacySiteDocument.parse(site);
const newImageId = () => newId("image-");
/** The add dialog's RSVP and speech sign-up are, on a legacy site, its own forms (spec 2, Module wrapper). */
const LEGACY_FORM_CHOICES = { Rsvp: "RSVP3", Speech: "Speech2" } as const;

/**
 * A legacy site in the editor (decision 057): the draft is the legacy document, edited on the
 * editor's own screen through its newer view (`legacyEditorView`), each edit mapped back into the
 * legacy shape; the RSVP3 and Speech2 modules open their own dialogs, and the add dialog's OSA and
 * Anmälan av tal add them. Save stores the legacy shape.
 */
export function LegacyEditorPage({ siteId, site }: { siteId: string; site: LegacyEditorSite }) {
  const texts = useOwnerTexts(EDITOR_TEXTS);
  const legacyTexts = useOwnerTexts(LEGACY_EDITOR_TEXTS);
  const { brand } = useAppConfig();
  const showError = useShowError();
  const queryClient = useQueryClient();
  const { draft, dirty, loaded, update, saved } = useDraft(legacyDocumentOf);

  useEffect(() => loaded(site), [site, loaded]);

  const view = useMemo(() => draft && legacyEditorView(draft), [draft]);
  const updateView = useCallback(
    (change: (document: SiteDocument) => SiteDocument) => update((legacy) => legacyDocumentFrom(legacy, change(legacyEditorView(legacy)), newImageId)),
    [update],
  );
  // The editor's parts read the site's settings and reservations from the answer, and its document from the view.
  const editorSite = useMemo(() => view && ({ ...site, ...view, formsWithAnswers: [], awaitingConfirmation: [] } as unknown as EditorSite), [site, view]);

  const legacy: LegacyEditing = useMemo(
    () => ({
      moduleEditor: (module, onClose) => {
        const legacyModule = isLegacyGuestModule(module) ? draft?.modules.find((each) => each.id === module.id) : undefined;
        if (legacyModule?.module !== "RSVP3" && legacyModule?.module !== "Speech2") return undefined;
        return <LegacyFormEditorHost key={module.id} module={legacyModule} update={update} onClose={onClose} />;
      },
      moduleChoices: moduleChoicesFor(brand.brand).filter((choice) => choice in LEGACY_FORM_CHOICES || hasLegacyCounterpart(CHOICE_TYPE[choice])),
      moduleChoicesHint: legacyTexts.moduleChoicesHint,
      addModule: (choice, beforeId) => {
        const type = LEGACY_FORM_CHOICES[choice as keyof typeof LEGACY_FORM_CHOICES];
        if (!type || !draft) return undefined;
        const module = newLegacyFormModule(type, draft.language);
        update((legacy) => ({ ...legacy, modules: insertBefore(legacy.modules, module, beforeId) }));
        return module.id;
      },
    }),
    [draft, update, brand.brand, legacyTexts],
  );

  const save = useMutation({
    mutationFn: (document: LegacySiteDocument) => saveLegacySite(siteId, document),
    onSuccess: (stored, sent) => {
      queryClient.setQueryData(editorSiteKey(siteId), stored);
      saved(sent, stored);
    },
    onError: (error) => showError(error, texts.saveFailed),
  });

  if (!draft || !view || !editorSite) return null;

  return (
    <EditorScreen
      siteId={siteId}
      site={editorSite}
      draft={view}
      update={updateView}
      title={editorTitle(site, texts)}
      chooseAddressPath={site.active ? null : `/redigera/${siteId}/valj-adress`}
      save={storedSiteSave(save.isPending, dirty, texts, () => save.mutate(draft))}
      notice={
        <EditorNotice tone="info">
          {legacyTexts.notice} <Link to={`/redigera/${siteId}/konvertera`}>{legacyTexts.convert}</Link>
        </EditorNotice>
      }
      legacy={legacy}
    >
      <LeaveGuard dirty={dirty} />
    </EditorScreen>
  );
}
