import { useEffect, useId, useRef, useState } from "react";
import { translate } from "../../domain/languages";
import { ImageField } from "../../web/editor/images/ImageField";
import { RichTextField } from "../../web/editor/fields/RichTextField";
import { TranslatedTextField } from "../../web/editor/fields/TranslatedTextField";
import { useOwnerTexts } from "../../web/editor/fields/useOwnerTexts";
import { useSiteEditor } from "../../web/editor/site/siteEditorContext";
import { CheckboxField, TextField } from "../../web/ui/fields";
import { GIFT_EDITOR_TEXTS } from "./editorTexts";
import { completeLink, lacksQuantity, linkFromInput, parseGiftQuantity, withReservable } from "./itemEditing";
import { GIFT_QUANTITY, type GiftItem } from "./schema";

interface GiftItemEditorProps {
  item: GiftItem;
  onChange: (item: GiftItem) => void;
  onBack: () => void;
  onRemove: () => void;
}

/**
 * EDIT: one gift (spec 2, item edit dialog). Changes reach the draft as they are made;
 * "Önskat antal" shows only for a reservable gift and keeps what was typed until it is valid.
 */
export function GiftItemEditor({ item, onChange, onBack, onRemove }: GiftItemEditorProps) {
  const texts = useOwnerTexts(GIFT_EDITOR_TEXTS);
  const { language } = useSiteEditor();
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const [quantityText, setQuantityText] = useState(item.quantity === null ? "" : String(item.quantity));
  const quantityInvalid = !parseGiftQuantity(quantityText).valid || lacksQuantity(item);

  // Opening a gift (or adding one) starts at its title.
  useEffect(() => {
    sectionRef.current?.querySelector<HTMLInputElement>("input")?.focus();
  }, []);

  const changeQuantity = (text: string) => {
    setQuantityText(text);
    const parsed = parseGiftQuantity(text);
    if (parsed.valid) onChange({ ...item, quantity: parsed.quantity });
  };

  const changeReservable = (reservable: boolean) => {
    const next = withReservable(item, reservable);
    setQuantityText(next.quantity === null ? "" : String(next.quantity));
    onChange(next);
  };

  return (
    <section ref={sectionRef} className="gift-item-editor" aria-labelledby={headingId}>
      <div className="gift-item-editor__header">
        <button type="button" className="button button--ghost gift-item-editor__back" onClick={onBack}>
          <span aria-hidden="true">←</span>
          {texts.back}
        </button>
        <h3 id={headingId} className="gift-item-editor__heading">
          {translate(item.title, language) || texts.noTitle}
        </h3>
      </div>
      <TranslatedTextField label={texts.itemTitle} value={item.title} onChange={(title) => onChange({ ...item, title })} />
      <TextField
        label={texts.link}
        hint={texts.linkHint}
        type="url"
        inputMode="url"
        placeholder="https://"
        maxLength={2000}
        value={item.link ?? ""}
        onChange={(event) => onChange({ ...item, link: linkFromInput(event.target.value) })}
        onBlur={() => onChange({ ...item, link: completeLink(item.link) })}
      />
      <RichTextField label={texts.description} value={item.description} onChange={(description) => onChange({ ...item, description })} />
      <CheckboxField label={texts.reservable} checked={item.reservable} onChange={(event) => changeReservable(event.target.checked)} />
      {item.reservable && (
        <div className={quantityInvalid ? "gift-item-editor__quantity gift-item-editor__quantity--invalid" : "gift-item-editor__quantity"}>
          <TextField
            label={texts.wantedQuantity}
            hint={quantityInvalid ? texts.quantityInvalid : undefined}
            type="number"
            inputMode="numeric"
            min={GIFT_QUANTITY.min}
            max={GIFT_QUANTITY.max}
            step={1}
            required
            aria-invalid={quantityInvalid || undefined}
            value={quantityText}
            onChange={(event) => changeQuantity(event.target.value)}
          />
        </div>
      )}
      <ImageField label={texts.image} image={item.image} onChange={(image) => onChange({ ...item, image })} />
      <div className="gift-item-editor__actions">
        <button type="button" className="button button--secondary gift-item-editor__remove" onClick={onRemove}>
          {texts.removeItem}
        </button>
        <button type="button" className="button button--secondary" onClick={onBack}>
          {texts.back}
        </button>
      </div>
    </section>
  );
}
