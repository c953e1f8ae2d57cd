import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { importReport, type ImportProblem } from "../../../domain/importProblems";
import { ApiError } from "../../../kit/api/client";
import { importLegacySite } from "../../api/legacySites";
import { editorSiteKey } from "../../api/sites";
import { useShowError } from "../../../kit/errors/useShowError";
import { useI18n } from "../../i18n/useI18n";
import { ConfirmDialog } from "../../../kit/ui/ConfirmDialog";
import { TextField } from "../../../kit/ui/fields";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { useSiteEditor } from "../../../kit/editor/siteEditorContext";
import { LEGACY_IMPORT_TEXTS } from "./legacyImportTexts";

/** The import's refusal (422) names every problem's kind (decision 086); other failures go to the error dialog. */
const refusedProblems = (error: unknown): ImportProblem[] | null => (error instanceof ApiError && error.status === 422 && error.data?.importProblems) || null;

/**
 * The owner's upload of a legacy site (issue 14): the document and its images replace the page,
 * asked first; a refused file shows what is wrong in the owner's words, and an imported one reloads the editor.
 */
export function LegacyImportSection() {
  const { siteId } = useSiteEditor();
  const texts = useOwnerTexts(LEGACY_IMPORT_TEXTS);
  const { language } = useI18n();
  const showError = useShowError();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [document, setDocument] = useState<File>();
  const [images, setImages] = useState<File[]>([]);
  const [confirming, setConfirming] = useState(false);

  const upload = useMutation({
    mutationFn: (files: { document: File; images: File[] }) => importLegacySite(siteId, files.document, files.images),
    // The site is a legacy one now: the editor loads it again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: editorSiteKey(siteId) }),
    onError: (error) => {
      if (!refusedProblems(error)) showError(error, texts.failed);
    },
  });
  const problems = refusedProblems(upload.error);
  const report = problems && importReport(problems, language);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (document) setConfirming(true);
  };

  return (
    <section className="drawer-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="drawer-heading">
        {texts.heading}
      </h3>
      <p className="drawer-lead">{texts.lead}</p>
      <form className="settings-form" onSubmit={submit}>
        <TextField
          label={texts.documentLabel}
          type="file"
          accept="application/json,.json"
          required
          onChange={(event) => {
            setDocument(event.target.files?.[0]);
            upload.reset();
          }}
        />
        <TextField
          label={texts.imagesLabel}
          hint={texts.imagesHint}
          type="file"
          accept="image/*"
          multiple
          onChange={(event) => {
            setImages(Array.from(event.target.files ?? []));
            upload.reset();
          }}
        />
        {report && (
          <div className="setting__notice import-report" role="alert">
            <p>{texts.refused}</p>
            <ul>
              {report.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        )}
        <div className="settings-form__actions">
          <button type="submit" className="button button--secondary" disabled={upload.isPending}>
            {upload.isPending ? texts.importing : texts.start}
          </button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        title={texts.confirmTitle}
        text={texts.confirmText}
        confirmLabel={texts.confirm}
        cancelLabel={texts.cancel}
        danger
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          if (document) upload.mutate({ document, images });
        }}
      />
    </section>
  );
}
