import { useId } from "react";
import { TAG_MAX } from "../../../domain/guestList/limits";
import { CloseIcon } from "../../../kit/ui/icons";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { GUEST_LIST_TEXTS } from "./texts";
import { fill } from "../../../domain/fill";

interface TagsFieldProps {
  tags: string[];
  /** Tags in use on the list, offered as the owner types. */
  known: string[];
  /** The tag being typed; the dialog saves it too if it is not added first. */
  draft: string;
  onChange: (tags: string[]) => void;
  onDraft: (draft: string) => void;
}

/** The household's tags as chips; a tag is picked from those in use (the list offers them) or typed anew. */
export function TagsField({ tags, known, draft, onChange, onDraft: setDraft }: TagsFieldProps) {
  const texts = useOwnerTexts(GUEST_LIST_TEXTS);
  const id = useId();
  const add = () => {
    const tag = draft.trim();
    if (tag && !tags.includes(tag)) onChange([...tags, tag]);
    setDraft("");
  };

  return (
    <div className="field tags-field">
      <span className="field__label" id={`${id}-label`}>
        {texts.tags}
      </span>
      {tags.length > 0 && (
        <ul className="chips" aria-labelledby={`${id}-label`}>
          {tags.map((tag) => (
            <li key={tag} className="tag-chip tag-chip--removable">
              {tag}
              <button type="button" className="tag-chip__remove" aria-label={fill(texts.removeTagChip, { tag })} onClick={() => onChange(tags.filter((kept) => kept !== tag))}>
                <CloseIcon />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="tags-field__add">
        <input
          id={`${id}-input`}
          className="field__input"
          aria-label={texts.tagInput}
          aria-describedby={`${id}-hint`}
          list={`${id}-known`}
          value={draft}
          maxLength={TAG_MAX}
          onChange={(event) => setDraft(event.target.value)}
          // Enter adds the tag rather than saving the whole household.
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            add();
          }}
        />
        <datalist id={`${id}-known`}>
          {known
            .filter((tag) => !tags.includes(tag))
            .map((tag) => (
              <option key={tag} value={tag} />
            ))}
        </datalist>
        <button type="button" className="button button--secondary" disabled={draft.trim() === ""} onClick={add}>
          {texts.addTagButton}
        </button>
      </div>
      <p id={`${id}-hint`} className="field__hint">
        {texts.tagInputHint}
      </p>
    </div>
  );
}
