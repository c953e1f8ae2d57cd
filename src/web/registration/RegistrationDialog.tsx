import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { Link } from "react-router";
import type { MeResponse } from "../../domain/accounts";
import type { SiteDocument } from "../../modules/siteDocument";
import { ME_QUERY_KEY, register } from "../../kit/api/accounts";
import { useAppConfig } from "../../kit/app/appConfig";
import { useShowError } from "../../kit/errors/useShowError";
import { FormattedText } from "../i18n/FormattedText";
import { useI18n } from "../i18n/useI18n";
import { publishingPriceText } from "../payments/publishingPrice";
import { NewPasswordField } from "../ui/NewPasswordField";
import { Dialog } from "../../kit/ui/Dialog";
import { CheckboxField, TextField } from "../../kit/ui/fields";
import { usePageType } from "../ui/usePageType";
import { fill } from "../../domain/fill";

interface RegistrationDialogProps {
  open: boolean;
  onClose: () => void;
  /** The page built in quick start, stored as the new account's site. */
  document: SiteDocument;
  /** The server has made the account and its site, and logged the new owner in. */
  onRegistered: (me: MeResponse) => void;
}

/**
 * Registration (spec 1, sections 2 and 5): the account and its site, made from the page built
 * so far, in one call. Only its own close button or Escape closes it, never a click outside.
 */
export function RegistrationDialog({ open, onClose, document, onRegistered }: RegistrationDialogProps) {
  const { language, t } = useI18n();
  const { brand, sitesDomain } = useAppConfig();
  const names = document.wizardData ? [document.wizardData.name1, document.wizardData.name2] : [];
  const pageType = usePageType();
  const queryClient = useQueryClient();
  const showError = useShowError();
  const mutation = useMutation({
    mutationFn: register,
    onSuccess: (me) => {
      queryClient.setQueryData(ME_QUERY_KEY, me);
      onRegistered(me);
    },
    onError: (error) => showError(error, t.errors.registrationFailed),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    mutation.mutate({ mail: String(form.get("mail")), password: String(form.get("password")), acceptTerms: true, site: { document } });
  };

  return (
    <Dialog open={open} onClose={onClose} title={t.registration.dialogTitle} closeLabel={t.common.close}>
      <form className="form" onSubmit={submit}>
        <p className="dialog__lead">{fill(t.registration.lead, { pageType })}</p>
        <p className="registration__price">{publishingPriceText(t, brand, language, { sitesDomain, names })}</p>
        <TextField label={t.common.mail} name="mail" type="email" autoComplete="email" required autoFocusInDialog />
        <NewPasswordField label={t.common.password} />
        <CheckboxField
          name="acceptTerms"
          required
          label={
            <FormattedText
              template={t.registration.acceptTerms}
              // A new tab, so what was typed in the dialog is still there after reading the terms.
              values={{ terms: <Link to="/villkor" target="_blank" rel="noopener">{t.registration.termsLink}</Link> }}
            />
          }
        />
        <button type="submit" className="button button--primary button--block" disabled={mutation.isPending}>
          {t.registration.submit}
        </button>
      </form>
    </Dialog>
  );
}
