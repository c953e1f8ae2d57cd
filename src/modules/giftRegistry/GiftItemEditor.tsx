import { useEffect, useId, useRef, useState } from "react";
import { translate } from "../../domain/languages";
import { ImageField } from "../../kit/editor/images/ImageField";
import { RichTextField } from "../../kit/editor/fields/RichTextField";
import { TranslatedTextField } from "../../kit/editor/fields/TranslatedTextField";
import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import { useSiteEditor } from "../../kit/editor/siteEditorContext";
import { ChoiceField } from "../../kit/editor/fields/ChoiceField";
import { CheckboxField, TextField } from "../../kit/ui/fields";
import { AmountField } from "./AmountField";
import { GIFT_EDITOR_TEXTS } from "./editorTexts";
import { canBeShared, lacksQuantity, parseGiftQuantity, withKind, withPrice, withReservable } from "./itemEditing";
import { giftLink, GIFT_LINK_MAX, type GiftKind } from "./schema";
import { GIFT_QUANTITY, type GiftItem } from "./schema";

interface GiftItemEditorProps {
  item: GiftItem;
  onChange: (item: GiftItem) => void;
  onBack: () => void;
  onRemove: () => void;
}

/**
 * EDIT: one gift (spec 2, item edit dialog). Changes reach the draft as they are made; the
 * link field keeps what was typed and stores it completed ("www.shop.se" → "https://www.shop.se"),
 * or no link while it is not a web address. "Önskat antal" shows only for a reservable gift and
 * keeps what was typed until it is valid. A fund has a goal instead of a link, reserving and a
 * price; switching back to a thing in the same dialog restores what the thing had.
 */
export function GiftItemEditor({ item, onChange, onBack, onRemove }: GiftItemEditorProps) {
  const texts = useOwnerTexts(GIFT_EDITOR_TEXTS);
  const { language } = useSiteEditor();
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const [linkText, setLinkText] = useState(item.link ?? "");
  const linkInvalid = linkText.trim() !== "" && giftLink(linkText) === null;
  const [quantityText, setQuantityText] = useState(item.quantity === null ? "" : String(item.quantity));
  const quantityInvalid = !parseGiftQuantity(quantityText).valid || lacksQuantity(item);
  // The gift as it last was of the other kind, so a mistaken switch loses nothing.
  const asOtherKind = useRef<GiftItem | undefined>(undefined);

  // Opening a gift (or adding one) starts at its title.
  useEffect(() => {
    sectionRef.current?.querySelector<HTMLInputElement>("input")?.focus();
  }, []);

  const changeLink = (text: string) => {
    setLinkText(text);
    onChange({ ...item, link: giftLink(text) });
  };

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

  const changeKind = (kind: GiftKind) => {
    const next = withKind(item, kind, asOtherKind.current);
    asOtherKind.current = item;
    setLinkText(next.link ?? "");
    setQuantityText(next.quantity === null ? "" : String(next.quantity));
    onChange(next);
  };

  const isFund = item.kind === "fund";
  const kinds = [
    { value: "thing" as const, label: texts.kindThing },
    { value: "fund" as const, label: texts.kindFund },
  ];

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
      <ChoiceField legend={texts.kind} choices={kinds} value={item.kind} onChange={changeKind} />
      {!isFund && (
        <div className={linkInvalid ? "gift-item-editor__link gift-item-editor__link--invalid" : "gift-item-editor__link"}>
          <TextField
            label={texts.link}
            hint={linkInvalid ? texts.linkInvalid : texts.linkHint}
            type="url"
            inputMode="url"
            placeholder="https://"
            maxLength={GIFT_LINK_MAX}
            aria-invalid={linkInvalid || undefined}
            value={linkText}
            onChange={(event) => changeLink(event.target.value)}
          />
        </div>
      )}
      <RichTextField label={texts.description} value={item.description} onChange={(description) => onChange({ ...item, description })} />
      {isFund && (
        <>
          <AmountField label={texts.goal} hint={texts.goalHint} invalidHint={texts.amountInvalid} amount={item.goal} onChange={(goal) => onChange({ ...item, goal })} />
          <CheckboxField label={texts.showProgress} checked={item.showProgress} onChange={(event) => onChange({ ...item, showProgress: event.target.checked })} />
        </>
      )}
      {!isFund && (
        <>
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
          <AmountField label={texts.price} hint={texts.priceHint} invalidHint={texts.amountInvalid} amount={item.price} onChange={(price) => onChange(withPrice(item, price))} />
          {canBeShared(item) && <CheckboxField label={texts.shared} checked={item.shared} onChange={(event) => onChange({ ...item, shared: event.target.checked })} />}
        </>
      )}
      <ImageField label={texts.image} image={item.image} onChange={(image) => onChange({ ...item, image })} />
      <div className="gift-item-editor__actions">
        <button type="button" className="button button--secondary gift-item-editor__remove" onClick={onRemove}>
          {texts.removeItem}
        </button>
      </div>
    </section>
  );
}
