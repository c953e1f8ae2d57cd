import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { FEEDBACK_MAX_LENGTH } from "../../domain/limits";
import { sendFeedback } from "../api/feedback";
import { useShowError } from "../../kit/errors/useShowError";
import { useI18n } from "../i18n/useI18n";
import { Dialog } from "../../kit/ui/Dialog";
import { CheckboxField, TextAreaField, TextField } from "../../kit/ui/fields";
import { fill } from "../../domain/fill";

interface FeedbackDialogProps {
  open: boolean;
  onClose: () => void;
  /** Offered as the reply address; the owner may change it. */
  accountMail: string;
}

/** Feedback from the editor menu: a text, and an address only when a reply is wanted. */
export function FeedbackDialog({ open, onClose, accountMail }: FeedbackDialogProps) {
  const { t } = useI18n();
  const showError = useShowError();
  const [expectsReply, setExpectsReply] = useState(false);
  const mutation = useMutation({ mutationFn: sendFeedback, onError: (error) => showError(error, t.errors.feedbackSendFailed) });

  const close = () => {
    onClose();
    // The next opening starts with an empty form rather than the thank-you.
    mutation.reset();
    setExpectsReply(false);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    mutation.mutate({ expectsReply, userMail: expectsReply ? String(form.get("userMail")) : "", feedbackText: String(form.get("feedbackText")) });
  };

  return (
    <Dialog open={open} onClose={close} title={mutation.isSuccess ? t.feedback.thanksTitle : t.feedback.title} closeLabel={t.common.close}>
      {mutation.isSuccess ? (
        <div role="status">
          <p className="dialog__lead">{t.feedback.thanksText}</p>
          {mutation.variables.expectsReply && <p>{fill(t.feedback.thanksReply, { mail: mutation.variables.userMail ?? "" })}</p>}
          <div className="dialog__actions">
            <button type="button" className="button button--primary" onClick={close} autoFocus>
              {t.common.close}
            </button>
          </div>
        </div>
      ) : (
        <form className="form" onSubmit={submit}>
          <p className="dialog__lead">{t.feedback.lead}</p>
          <TextAreaField label={t.feedback.text} name="feedbackText" rows={5} maxLength={FEEDBACK_MAX_LENGTH} required autoFocusInDialog />
          <CheckboxField label={t.feedback.expectsReply} checked={expectsReply} onChange={(event) => setExpectsReply(event.target.checked)} />
          {expectsReply && <TextField label={t.feedback.userMail} name="userMail" type="email" autoComplete="email" defaultValue={accountMail} required />}
          <button type="submit" className="button button--primary button--block" disabled={mutation.isPending}>
            {t.feedback.submit}
          </button>
        </form>
      )}
    </Dialog>
  );
}
