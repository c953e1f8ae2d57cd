import { useId, useState, type KeyboardEvent } from "react";
import { TextField } from "../../ui/fields";
import { linkHref, LINK_URL_DEFAULT } from "./richTextLinks";
import { RICH_TEXT_TEXTS } from "./richTextTexts";
import { useOwnerTexts } from "./useOwnerTexts";

interface RichTextLinkFormProps {
  /** The href of the link at the cursor, when there is one. */
  current: string | null;
  onLink: (href: string) => void;
  onRemove: () => void;
  onCancel: () => void;
}

/**
 * Asks for the link's address (default https://). Not a <form>: the field may sit inside
 * another form. Enter adds the link, Escape cancels without closing the surrounding dialog.
 */
export function RichTextLinkForm({ current, onLink, onRemove, onCancel }: RichTextLinkFormProps) {
  const texts = useOwnerTexts(RICH_TEXT_TEXTS);
  const [url, setUrl] = useState(current ?? LINK_URL_DEFAULT);
  const [missing, setMissing] = useState(false);
  const errorId = useId();

  const submit = () => {
    const href = linkHref(url);
    if (href) onLink(href);
    else setMissing(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      submit();
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  };

  return (
    <div role="group" aria-label={texts.link} className="rich-text-link">
      <TextField
        label={texts.linkUrl}
        type="url"
        inputMode="url"
        value={url}
        autoFocus
        aria-invalid={missing || undefined}
        aria-describedby={missing ? errorId : undefined}
        onChange={(event) => {
          setUrl(event.target.value);
          setMissing(false);
        }}
        onKeyDown={onKeyDown}
      />
      {missing && (
        <p id={errorId} role="alert" className="notice notice--error">
          {texts.linkMissing}
        </p>
      )}
      <div className="rich-text-link__actions">
        <button type="button" className="button button--primary" onClick={submit}>
          {texts.addLink}
        </button>
        {current && (
          <button type="button" className="button button--secondary" onClick={onRemove}>
            {texts.removeLink}
          </button>
        )}
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {texts.cancel}
        </button>
      </div>
    </div>
  );
}
