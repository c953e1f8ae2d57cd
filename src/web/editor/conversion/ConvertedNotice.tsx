import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation, useNavigate } from "react-router";
import { editorSiteKey } from "../../api/sites";
import { restoreVersion } from "../../api/versions";
import { useShowError } from "../../../kit/errors/useShowError";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { EditorNotice } from "../site/EditorNotice";
import { EDITOR_TEXTS } from "../site/texts";
import { CONVERSION_TEXTS } from "./texts";

/** The editor's location state after a conversion: the version whose restore undoes it. */
export interface ConvertedState {
  converted: { _id: string; createdAt: string };
}

const convertedVersion = (state: unknown) => (state as Partial<ConvertedState> | null)?.converted;

/**
 * "Sidan är konverterad", under the editor's action bar after a conversion, with Ångra: restoring
 * the legacy version the conversion kept, after which the editor loads the legacy site again.
 */
export function ConvertedNotice({ siteId }: { siteId: string }) {
  const texts = useOwnerTexts(CONVERSION_TEXTS);
  const { closeNotice } = useOwnerTexts(EDITOR_TEXTS);
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const showError = useShowError();
  const version = convertedVersion(location.state);
  // The notice belongs to this visit: closed or used, it is gone from the history entry too.
  const dismiss = () => navigate(location.pathname, { replace: true, state: null });

  const undo = useMutation({
    mutationFn: (versionId: string) => restoreVersion(siteId, versionId),
    onSuccess: async () => {
      // The site (legacy again) and its version list, which has the restore as its newest.
      await queryClient.invalidateQueries({ queryKey: editorSiteKey(siteId) });
      await dismiss();
    },
    onError: (error) => showError(error, texts.undoFailed),
  });

  if (!version) return null;
  return (
    <EditorNotice tone="success" closeLabel={closeNotice} onClose={() => void dismiss()}>
      <span>{texts.converted}</span>
      <span className="editor-notice__actions">
        <button type="button" className="button button--secondary" disabled={undo.isPending} onClick={() => undo.mutate(version._id)}>
          {undo.isPending ? texts.undoing : texts.undo}
        </button>
      </span>
    </EditorNotice>
  );
}
