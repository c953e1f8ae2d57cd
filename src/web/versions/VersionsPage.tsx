import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { formatDateTime } from "../../domain/dates";
import { restoreVersion, useSiteVersion, useSiteVersions } from "../api/versions";
import { useAppConfig } from "../app/appConfig";
import { editBasePath } from "../editor/editBasePath";
import { useOwnerTexts } from "../editor/fields/useOwnerTexts";
import { keepLinksInert } from "../editor/site/inertLinks";
import { useLoadError, useShowError } from "../errors/useShowError";
import { format } from "../i18n/format";
import { useI18n } from "../i18n/useI18n";
import { fontStylesheets } from "../site/design/fonts";
import { SitePage } from "../site/SitePage";
import { PageTitle } from "../ui/PageTitle";
// The preview is the guest page itself, so it needs the guest page's styles (only on this route).
import "../site/design/site.css";
import { VERSIONS_TEXTS } from "./texts";
import "./versions.css";

/** /redigera/:siteId/versioner (spec 3, "Versions screen"): saved versions, a preview of one, and restore. */
export function VersionsPage() {
  const { siteId = "" } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useI18n();
  const texts = useOwnerTexts(VERSIONS_TEXTS);
  const { brand } = useAppConfig();
  const showError = useShowError();
  const versions = useSiteVersions(siteId);
  const [chosenId, setChosenId] = useState<string>();

  const latestId = versions.data?.[0]?._id;
  const selectedId = chosenId ?? latestId;
  const selected = useSiteVersion(siteId, selectedId);
  const latest = useSiteVersion(siteId, latestId);
  const selectedSummary = versions.data?.find((version) => version._id === selectedId);

  useLoadError(versions.error, t.errors.versionsLoadFailed);
  useLoadError(selected.error, t.errors.versionLoadFailed);

  const editorPath = `${editBasePath(pathname, siteId)}/`;
  const restore = useMutation({
    mutationFn: (versionId: string) => restoreVersion(siteId, versionId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ["sites", siteId] });
      await navigate(editorPath);
    },
    onError: (error) => showError(error, t.errors.restoreFailed),
  });

  const isLatest = selectedId !== undefined && selectedId === latestId;
  const sameAsLatest =
    !isLatest && selected.data !== undefined && latest.data !== undefined && JSON.stringify(selected.data.document) === JSON.stringify(latest.data.document);
  const canRestore = !isLatest && selected.data !== undefined && latest.data !== undefined && !sameAsLatest;
  const selectedDate = selectedSummary ? formatDateTime(selectedSummary.createdAt) : "";
  const document = selected.data?.document;
  const language = document?.availableLanguages[0]?.languageCode ?? "sv";

  return (
    <div className="editor-page editor-page--wide versions">
      <PageTitle text={t.versions.title} />
      <p className="versions__back">
        <Link to={editorPath}>← {texts.backToEditor}</Link>
      </p>
      <h1>{t.versions.title}</h1>
      <p className="lead versions__lead">{t.versions.lead}</p>
      {versions.isPending && <p className="muted">{t.common.loading}</p>}
      {versions.error && (
        <p className="notice notice--error" role="alert">
          {t.errors.versionsLoadFailed}
        </p>
      )}
      {versions.data?.length === 0 && <p className="card versions__empty">{t.versions.empty}</p>}
      {versions.data && versions.data.length > 0 && (
        <div className="versions__layout">
          <section className="card versions__list" aria-labelledby="versions-list-heading">
            <h2 id="versions-list-heading">{t.versions.listHeading}</h2>
            <ul>
              {versions.data.map((version, index) => (
                <li key={version._id}>
                  <button
                    type="button"
                    className="versions__item"
                    aria-pressed={version._id === selectedId}
                    onClick={() => setChosenId(version._id)}
                  >
                    <time dateTime={version.createdAt}>{formatDateTime(version.createdAt)}</time>
                    {index === 0 && <span className="versions__current">{t.versions.current}</span>}
                  </button>
                </li>
              ))}
            </ul>
          </section>
          <section className="versions__preview" aria-labelledby="versions-preview-heading">
            <div className="versions__preview-head">
              <div>
                <h2 id="versions-preview-heading">{t.versions.previewHeading}</h2>
                {selectedDate && <p className="muted versions__saved">{format(t.versions.savedAt, { date: selectedDate })}</p>}
              </div>
              {canRestore && (
                <button type="button" className="button button--primary" disabled={restore.isPending} onClick={() => restore.mutate(selectedId!)}>
                  {restore.isPending ? t.versions.restoring : t.versions.restore}
                </button>
              )}
            </div>
            <p className="versions__status" role="status">
              {isLatest ? t.versions.isCurrent : sameAsLatest ? t.versions.sameAsCurrent : canRestore ? t.versions.restoreNote : ""}
            </p>
            <div className="versions__frame">
              <div className="versions__frame-bar" aria-hidden="true">
                <span />
                <span />
                <span />
              </div>
              <div className="versions__viewport" role="region" tabIndex={0} onClickCapture={keepLinksInert} aria-label={format(t.versions.previewLabel, { date: selectedDate })}>
                {selected.isPending && <p className="muted versions__loading">{t.common.loading}</p>}
                {document && (
                  <>
                    <SitePage
                      key={selectedId}
                      siteId={siteId}
                      document={document}
                      language={language}
                      reservations={[]}
                      contactMail={brand.contactMail}
                      editMode
                      embedded
                    />
                    {fontStylesheets(document).map((href) => (
                      <link key={href} rel="stylesheet" href={href} precedence="default" />
                    ))}
                  </>
                )}
              </div>
            </div>
          </section>
        </div>
      )}
    </div>
  );
}
