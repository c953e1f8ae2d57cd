import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { formatDateTime } from "../../domain/dates";
import { editorSiteKey } from "../api/sites";
import { restoreVersion, useSiteVersion, useSiteVersions } from "../api/versions";
import { editBasePath } from "../editor/editBasePath";
import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import { useLoadError, useShowError } from "../../kit/errors/useShowError";
import { useI18n } from "../i18n/useI18n";
import { PageTitle } from "../ui/PageTitle";
import { DocumentFrame } from "./DocumentFrame";
import { VERSIONS_TEXTS } from "./texts";
import { versionGuestDocument } from "./versionDocument";
import "./versions.css";
import { fill } from "../../domain/fill";

/**
 * /redigera/:siteId/versioner (spec 3, "Versions screen"): saved versions, a preview of one, and
 * restore; the legacy page a conversion kept among them, restored to undo the conversion.
 */
export function VersionsPage() {
  const { siteId = "" } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useI18n();
  const texts = useOwnerTexts(VERSIONS_TEXTS);
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
      await queryClient.invalidateQueries({ queryKey: editorSiteKey(siteId) });
      await navigate(editorPath);
    },
    onError: (error) => showError(error, t.errors.restoreFailed),
  });

  const isLatest = selectedId !== undefined && selectedId === latestId;
  const sameAsLatest =
    !isLatest && selected.data !== undefined && latest.data !== undefined && JSON.stringify(selected.data.document) === JSON.stringify(latest.data.document);
  const canRestore = !isLatest && selected.data !== undefined && latest.data !== undefined && !sameAsLatest;
  const selectedDate = selectedSummary ? formatDateTime(selectedSummary.createdAt) : "";
  const stored = selected.data?.document;
  const document = useMemo(() => stored && versionGuestDocument(stored), [stored]);

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
                    {version.savedBy && <span className="versions__saved-by">{fill(texts.savedBy, { mail: version.savedBy })}</span>}
                    {version.legacy && <span className="versions__legacy">{texts.legacy}</span>}
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
                {selectedDate && <p className="muted versions__saved">{fill(t.versions.savedAt, { date: selectedDate })}</p>}
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
            <DocumentFrame key={selectedId} siteId={siteId} document={document} label={fill(t.versions.previewLabel, { date: selectedDate })} />
          </section>
        </div>
      )}
    </div>
  );
}
