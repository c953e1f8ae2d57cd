import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { PASSWORD_MAX_LENGTH } from "../../../domain/limits";
import { saveSitePassword, storedSettings } from "../../api/siteSettings";
import { useShowError } from "../../../kit/errors/useShowError";
import { CheckboxField, TextField } from "../../../kit/ui/fields";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { useSiteEditor } from "../../../kit/editor/siteEditorContext";
import { passwordChange } from "./passwordChange";
import { MORE_TEXTS } from "./texts";

/**
 * The guest password (spec 3, sections 4 and 5): with the box on a password is required;
 * Save is offered once a new one is written or the box was turned off. The password is
 * stored at once, apart from the draft; it never comes back from the server.
 */
export function GuestPasswordForm() {
  const { siteId, site } = useSiteEditor();
  const texts = useOwnerTexts(MORE_TEXTS);
  const showError = useShowError();
  const queryClient = useQueryClient();
  const [protect, setProtect] = useState(site.hasPassword);
  const [password, setPassword] = useState("");
  const change = passwordChange(protect, password, site.hasPassword);

  const save = useMutation({
    mutationFn: (next: string) => saveSitePassword(siteId, next),
    onSuccess: (stored) => {
      setPassword("");
      storedSettings(queryClient, siteId, stored);
    },
    onError: (error) => showError(error, texts.passwordFailed),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change) save.mutate(change.password);
  };

  return (
    <form className="settings-form" onSubmit={submit}>
      <CheckboxField
        label={texts.protect}
        checked={protect}
        onChange={(event) => {
          setProtect(event.target.checked);
          save.reset();
        }}
      />
      {protect && (
        <TextField
          label={texts.passwordLabel}
          type="text"
          autoComplete="off"
          spellCheck={false}
          required={!site.hasPassword}
          maxLength={PASSWORD_MAX_LENGTH}
          value={password}
          hint={site.hasPassword ? texts.passwordKept : undefined}
          onChange={(event) => {
            setPassword(event.target.value);
            save.reset();
          }}
        />
      )}
      <div className="settings-form__actions">
        {change && (
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {change.password ? texts.savePassword : texts.removePassword}
          </button>
        )}
        <p className="settings-form__status" role="status">
          {save.isSuccess && (save.variables === "" ? texts.passwordRemoved : texts.passwordSaved)}
        </p>
      </div>
    </form>
  );
}
