import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useMemo } from "react";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import type { ConvertedSite } from "../../../modules/legacy/conversionPreview";
import { isLegacyEditorSite } from "../../../modules/legacy/editorSite";
import { conversionPreviewKey, convertSite, previewConversion } from "../../api/legacySites";
import { editorSiteKey, useEditorSite } from "../../api/sites";
import { useLoadError, useShowError } from "../../../kit/errors/useShowError";
import { useI18n } from "../../i18n/useI18n";
import { menuEntries } from "../../site/menuEntries";
import { PageTitle } from "../../ui/PageTitle";
import { DocumentFrame } from "../../versions/DocumentFrame";
import { editBasePath } from "../editBasePath";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { EDITOR_TEXTS } from "../site/texts";
import type { ConvertedState } from "./ConvertedNotice";
import { conversionLine } from "./moduleNames";
import { CONVERSION_TEXTS } from "./texts";
import "./conversion.css";
import { fill } from "../../../domain/fill";

/**
 * /redigera/:siteId/konvertera (issue 14, decision 056): what converting the legacy site to the
 * newer shape changes, with the converted page drawn as guests would see it, before anything is
 * stored; Konvertera stores it and leads back to the editor, where the notice offers undo.
 */
export function ConversionPage() {
  const { siteId = "" } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t, language } = useI18n();
  const texts = useOwnerTexts(CONVERSION_TEXTS);
  const editorTexts = useOwnerTexts(EDITOR_TEXTS);
  const showError = useShowError();
  const site = useEditorSite(siteId);
  const legacy = site.data !== undefined && isLegacyEditorSite(site.data);
  const preview = useQuery({ queryKey: conversionPreviewKey(siteId), queryFn: () => previewConversion(siteId), enabled: legacy, gcTime: 0 });
  useLoadError(site.error, editorTexts.loadFailed);
  useLoadError(preview.error, texts.loadFailed);
  const editorPath = `${editBasePath(pathname, siteId)}/`;

  const convert = useMutation({
    mutationFn: () => convertSite(siteId),
    onSuccess: async ({ legacyVersion, ...converted }: ConvertedSite) => {
      queryClient.setQueryData(editorSiteKey(siteId), converted);
      await navigate(editorPath, { state: { converted: legacyVersion } satisfies ConvertedState });
    },
    onError: (error) => showError(error, texts.convertFailed),
  });

  const document = preview.data?.document;
  const siteLanguage = document?.availableLanguages[0]?.languageCode ?? "sv";
  // The module's own label (its menu title, else its title), as the editor's tools name it.
  const labels = useMemo(() => new Map(document ? menuEntries(document.siteModules, siteLanguage, true, "").map((entry) => [entry.moduleId, entry.label]) : []), [document, siteLanguage]);
  const changedAnchors = preview.data?.modules.flatMap((module) => (module.anchor && module.anchor.legacy !== module.anchor.newer ? [module.anchor] : [])) ?? [];
  const modulesId = useId();
  const anchorsId = useId();
  const answersId = useId();
  const undoId = useId();
  const previewId = useId();

  return (
    <div className="editor-page editor-page--wide conversion">
      <PageTitle text={texts.title} />
      <p className="conversion__back">
        <Link to={editorPath}>← {texts.backToEditor}</Link>
      </p>
      <h1>{texts.title}</h1>
      {site.data && !legacy && <p className="card conversion__nothing">{texts.nothingToConvert}</p>}
      {(site.isPending || (legacy && preview.isPending)) && <p className="muted">{t.common.loading}</p>}
      {preview.data && (
        <>
          <p className="lead conversion__lead">{texts.lead}</p>
          <div className="conversion__layout">
            <div className="card conversion__changes">
              <section aria-labelledby={modulesId}>
                <h2 id={modulesId}>{texts.modulesHeading}</h2>
                <ol className="conversion__modules">
                  {preview.data.modules.map((module) => (
                    <li key={module.legacyId}>
                      <span className="conversion__module-name">{labels.get(module.legacyId)}</span>
                      <span className="conversion__module-change">{conversionLine(module, language)}</span>
                    </li>
                  ))}
                </ol>
              </section>
              <section aria-labelledby={anchorsId}>
                <h2 id={anchorsId}>{texts.anchorsHeading}</h2>
                {changedAnchors.length === 0 ? (
                  <p>{texts.noAnchorChanges}</p>
                ) : (
                  <>
                    <ul className="conversion__anchors">
                      {changedAnchors.map((anchor) => (
                        <li key={anchor.legacy}>{fill(texts.anchorChange, { legacy: `#${anchor.legacy}`, newer: `#${anchor.newer}` })}</li>
                      ))}
                    </ul>
                    <p className="muted">{texts.anchorsNote}</p>
                  </>
                )}
              </section>
              <section aria-labelledby={answersId}>
                <h2 id={answersId}>{texts.answersHeading}</h2>
                <p>{texts.receivers}</p>
                <p>{texts.olderAnswers}</p>
              </section>
              <section aria-labelledby={undoId}>
                <h2 id={undoId}>{texts.undoHeading}</h2>
                <p>{texts.undoText}</p>
              </section>
              <div className="conversion__actions">
                <Link className="button button--secondary" to={editorPath}>
                  {texts.cancel}
                </Link>
                <button type="button" className="button button--primary" disabled={convert.isPending} onClick={() => convert.mutate()}>
                  {convert.isPending ? texts.converting : texts.convert}
                </button>
              </div>
            </div>
            <section className="conversion__preview" aria-labelledby={previewId}>
              <h2 id={previewId}>{texts.previewHeading}</h2>
              <DocumentFrame siteId={siteId} document={document} label={texts.previewLabel} reservations={site.data?.giftRegistryReservations} />
            </section>
          </div>
        </>
      )}
    </div>
  );
}
