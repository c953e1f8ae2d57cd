import { useId, useState } from "react";
import { fill } from "../../domain/fill";
import type { UiLanguage } from "../../domain/languages";
import { ConfirmDialog } from "../../kit/ui/ConfirmDialog";
import type { GuestPhotoTexts } from "./texts";

export type BulkAction = "approve" | "hide" | "delete" | "gallery";

interface SelectionBarProps {
  texts: GuestPhotoTexts;
  language: UiLanguage;
  count: number;
  pending: boolean;
  /** Why Lägg i galleriet cannot take these photos (too many, a video), said under the bar. */
  galleryRefusal: string | undefined;
  onAction: (action: BulkAction) => void;
  onClear: () => void;
}

/** Fixed at the bottom while photos are chosen, within a thumb's reach; deleting asks first, saying how many. */
export function SelectionBar({ texts, language, count, pending, galleryRefusal, onAction, onClear }: SelectionBarProps) {
  const [confirming, setConfirming] = useState(false);
  // "2 000 valda", as the language writes a number.
  const shown = new Intl.NumberFormat(language).format(count);
  const many = (one: string, other: string) => fill(count === 1 ? one : other, { count: shown });
  const refusalId = useId();
  return (
    <div className="photo-selection" role="region" aria-label={fill(texts.selectedCount, { count: shown })}>
      <div className="photo-selection__top">
        <p className="photo-selection__count">{fill(texts.selectedCount, { count: shown })}</p>
        <button type="button" className="button button--ghost" onClick={onClear}>
          {texts.clearSelection}
        </button>
      </div>
      <div className="photo-selection__actions">
        <button type="button" className="button button--primary" disabled={pending} onClick={() => onAction("approve")}>
          {texts.approve}
        </button>
        <button type="button" className="button button--secondary" disabled={pending} onClick={() => onAction("hide")}>
          {texts.hide}
        </button>
        <button type="button" className="button button--secondary" disabled={pending || galleryRefusal !== undefined} aria-describedby={galleryRefusal ? refusalId : undefined} onClick={() => onAction("gallery")}>
          {texts.toGallery}
        </button>
        <button type="button" className="button button--danger" disabled={pending} onClick={() => setConfirming(true)}>
          {texts.delete}
        </button>
      </div>
      {galleryRefusal && (
        <p id={refusalId} className="muted photo-selection__hint">
          {galleryRefusal}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title={texts.deleteTitle}
        text={many(texts.deleteOne, texts.deleteMany)}
        confirmLabel={many(texts.deleteConfirmOne, texts.deleteConfirmMany)}
        cancelLabel={texts.cancel}
        danger
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onAction("delete");
        }}
      />
    </div>
  );
}
