import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { AnswerEntry, OlderAnswer } from "../../domain/answers";
import { formatDateTime } from "../../domain/dates";
import { answersKey, deleteAnswer, deleteOlderAnswer, olderAnswersKey } from "../api/answers";
import { editorSiteKey } from "../api/sites";
import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import { useShowError } from "../../kit/errors/useShowError";
import { ConfirmDialog } from "../../kit/ui/ConfirmDialog";
import { rowName, type AnswerRow } from "./answerTable";
import { AnswersTable } from "./AnswersTable";
import { useAnswersView } from "./answersView";
import { AttendanceChart } from "./AttendanceChart";
import { formName } from "./FormPicker";
import { ANSWERS_TEXTS } from "./texts";
import { fill } from "../../domain/fill";

/** Svar (spec 3, RSVP screens): the summary, then the table with a delete per row, asked first. */
export function AnswersPage() {
  const view = useAnswersView();
  const { overview, columns } = view;
  const { siteId, form, entries } = overview;
  const texts = useOwnerTexts(ANSWERS_TEXTS);
  const showError = useShowError();
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<AnswerRow | null>(null);

  // An older answer (decision 060) is deleted at the older call of its kind: a speech sign-up's Form or an RSVP's.
  const olderKind = form.kind === "rsvp" ? "rsvp" : "speech";
  const remove = useMutation({
    mutationFn: (row: AnswerRow) => (row.entry.older ? deleteOlderAnswer(siteId!, olderKind, row.entry._id) : deleteAnswer(siteId!, form.kind, row.entry._id)),
    onSuccess: async (_, row) => {
      // The server has said it is gone: no need to fetch a list of thousands again.
      const gone = (entry: { _id: string }) => entry._id !== row.entry._id;
      if (row.entry.older) queryClient.setQueryData<OlderAnswer[]>(olderAnswersKey(siteId!, olderKind), (answers) => answers?.filter(gone));
      else queryClient.setQueryData<AnswerEntry[]>(answersKey(siteId!, form.kind), (answers) => answers?.filter(gone));
      // The RSVP dialog's warning depends on whether the form still has answers.
      await queryClient.invalidateQueries({ queryKey: editorSiteKey(siteId!), exact: true });
    },
    onError: (error) => showError(error, form.kind === "rsvp" ? texts.deleteFailed : texts.formDeleteFailed),
  });

  const confirm = () => {
    if (removing) remove.mutate(removing);
    setRemoving(null);
  };
  const who = removing ? rowName(removing, columns) || formatDateTime(removing.entry.createdAt) : "";

  return (
    <>
      {form.kind === "rsvp" && <AttendanceChart entries={entries} />}
      {entries.length === 0 ? (
        <p className="card answers__empty">
          {fill(texts.formEmpty, { title: formName(form, texts) })} {view.householdsAnswered && texts.householdAnswers}
        </p>
      ) : (
        <AnswersTable view={view} onRemove={overview.demo || !siteId || view.readOnly ? undefined : setRemoving} />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={texts.removeTitle}
        text={removing ? fill(texts.removeText, { who, date: formatDateTime(removing.entry.createdAt) }) : ""}
        confirmLabel={texts.removeConfirm}
        cancelLabel={texts.cancel}
        onConfirm={confirm}
        onCancel={() => setRemoving(null)}
        danger
      />
    </>
  );
}
