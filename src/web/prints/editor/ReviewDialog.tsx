import type { PrintCard } from "../../../domain/print/card";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { useI18n } from "../../i18n/useI18n";
import { Dialog } from "../../../kit/ui/Dialog";
import { CardPage } from "../card/CardPage";
import { CARD_TEXTS } from "../cardTexts";

/** Granska (spec 3, Card editor): both sides side by side, as the guests will hold them. */
export function ReviewDialog({ open, onClose, card }: { open: boolean; onClose: () => void; card: PrintCard }) {
  const texts = useOwnerTexts(CARD_TEXTS);
  const { t } = useI18n();
  return (
    <Dialog open={open} onClose={onClose} title={texts.review} closeLabel={t.common.close} className="card-review">
      <div className="card-review__pages">
        {([1, 2] as const).map((page) => (
          <figure key={page} className="card-review__page">
            <CardPage card={card} page={page} sizes="(min-width: 50rem) 22rem, 80vw" />
            <figcaption>{page === 1 ? texts.front : texts.back}</figcaption>
          </figure>
        ))}
      </div>
    </Dialog>
  );
}
