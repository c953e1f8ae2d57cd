import { useMutation, useQueryClient } from "@tanstack/react-query";
import { saveMetaNoindex, storedSettings } from "../../api/siteSettings";
import { useShowError } from "../../../kit/errors/useShowError";
import { CheckboxField } from "../../../kit/ui/fields";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { useSiteEditor } from "../../../kit/editor/siteEditorContext";
import { MORE_TEXTS } from "./texts";

/** Search-engine visibility (spec 3, Site indexing): stored as soon as the box changes, apart from the draft. */
export function SearchVisibilityField() {
  const { siteId, site } = useSiteEditor();
  const texts = useOwnerTexts(MORE_TEXTS);
  const showError = useShowError();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (metaNoindex: boolean) => saveMetaNoindex(siteId, metaNoindex),
    onSuccess: (stored) => storedSettings(queryClient, siteId, stored),
    onError: (error) => showError(error, texts.visibilityFailed),
  });
  // While a change is on its way the box shows it; a failed one goes back to the stored value.
  const metaNoindex = save.isPending ? save.variables : site.metaNoindex;

  return (
    <div className="settings-form">
      <CheckboxField label={texts.visible} checked={!metaNoindex} disabled={save.isPending} onChange={(event) => save.mutate(!event.target.checked)} />
      <p className="field__hint">{texts.visibleHint}</p>
      <p className="settings-form__status" role="status">
        {save.isSuccess && texts.visibilitySaved}
      </p>
    </div>
  );
}
