import { PlusIcon } from "../../../kit/ui/icons";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { EDITOR_TEXTS } from "./texts";

/** An empty site asks for its first module (spec 3, Editor screen). */
export function EmptySitePrompt({ onAdd }: { onAdd: () => void }) {
  const texts = useOwnerTexts(EDITOR_TEXTS);
  return (
    <div className="empty-site">
      <h2>{texts.emptyTitle}</h2>
      <p className="muted">{texts.emptyText}</p>
      <button type="button" className="button button--primary button--large" onClick={onAdd}>
        <PlusIcon />
        {texts.addFirst}
      </button>
    </div>
  );
}
