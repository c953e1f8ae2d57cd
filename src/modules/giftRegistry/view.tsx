import { useEffect, useRef, useState } from "react";
import { useSite, useTexts, useTranslate } from "../../kit/guestPage/SiteContext";
import { EditModeDialog, GuestErrorDialog, Modal } from "../../kit/guestPage/ui/Modal";
import { SiteImage } from "../../kit/guestPage/ui/SiteImage";
import { ModuleTitle, RichText } from "../../kit/guestPage/ui/ModuleText";
import { EditViewSwitch, type GiftView } from "./EditViewSwitch";
import { GiftItemCard } from "./GiftItemCard";
import { givenOf, maxContribution, reservedOf } from "./limits";
import type { GivingDialog as GivingDialogView } from "./GivingDialog";
import { givingAppOf } from "./giving/givingApp";
import { ReservationDialog, type ReservationKind } from "./ReservationDialog";
import { useOwnReservations } from "./useOwnReservations";
import type { GiftRegistryModule } from "./schema";
import { GIFT_TEXTS } from "./texts";

type Dialog =
  | { kind: ReservationKind | "IMAGE" | "GIVE"; itemId: string }
  | { kind: "EDIT_MODE" }
  | { kind: "ERROR"; message: string; detail?: string };

/**
 * Gift registry: START (a button) or LIST. With 0–1 items the list is always shown; with
 * more a guest presses the start button first, and in edit mode the owner switches between
 * the two (Startknapp, Önskelista). Item dialogs: RESERVE, CANCEL_RESERVATION, IMAGE.
 */
export default function GiftRegistryView({ module }: { module: GiftRegistryModule }) {
  const site = useSite();
  const t = useTranslate();
  const texts = useTexts(GIFT_TEXTS);
  const items = module.giftRegistry;
  const [view, setView] = useState<GiftView>(items.length > 1 && !site.editMode ? "START" : "LIST");
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const shown = items.length <= 1 ? "LIST" : view;
  const close = () => setDialog(null);
  const own = useOwnReservations(site.siteId);
  const app = givingAppOf(module, site.market, site.swishCommerce !== null);
  const listRef = useRef<HTMLUListElement>(null);
  const opening = useRef(false);

  // "Visa önskelista" takes the keyboard into the list it opens, on its first gift's first control.
  useEffect(() => {
    if (!opening.current || view !== "LIST") return;
    opening.current = false;
    const list = listRef.current;
    (list?.querySelector<HTMLElement>("button, a[href]") ?? list)?.focus();
  }, [view]);

  // In edit mode a gift is the owner's to change: its guest actions open its editor (the info dialog where there is none).
  const open = (kind: ReservationKind | "IMAGE" | "GIVE", itemId: string) => {
    if (!site.editMode || kind === "IMAGE") setDialog({ kind, itemId });
    else if (site.editPart) site.editPart(module.id, itemId);
    else setDialog({ kind: "EDIT_MODE" });
  };

  // The giving dialog's code (the payment links, the amounts) loads when a guest first wants to give.
  const [Giving, setGiving] = useState<typeof GivingDialogView | null>(null);
  const give = async (itemId: string) => {
    if (!Giving && !site.editMode) {
      try {
        const { GivingDialog } = await import("./GivingDialog");
        setGiving(() => GivingDialog);
      } catch {
        setDialog({ kind: "ERROR", message: texts.giveUnavailable });
        return;
      }
    }
    open("GIVE", itemId);
  };

  const dialogItem = dialog && "itemId" in dialog ? items.find((item) => item.id === dialog.itemId) : undefined;

  return (
    <div className="gift-registry">
      {site.editMode && items.length > 1 && <EditViewSwitch view={view} onView={setView} />}
      <ModuleTitle text={t(module.title)} />
      <RichText className="module__text" html={t(module.text)} />
      {shown === "START" ? (
        <button type="button" className="site-button site-button--primary gift-registry__start" onClick={() => {
            opening.current = true;
            setView("LIST");
          }}
        >
          {t(module.showGiftRegistryButton) || texts.showList}
        </button>
      ) : (
        <ul ref={listRef} className="gift-registry__list" tabIndex={-1}>
          {items.map((item) => (
            <GiftItemCard
              key={item.id}
              module={module}
              item={item}
              reserved={reservedOf(site.reservations, item.id)}
              given={givenOf(site.reservations, item.id)}
              app={app}
              own={site.editMode ? reservedOf(site.reservations, item.id) : own.quantityOf(module.id, item.id)}
              onImage={() => open("IMAGE", item.id)}
              onReserve={() => open("RESERVE", item.id)}
              onCancel={() => open("CANCEL_RESERVATION", item.id)}
              onGive={() => void give(item.id)}
            />
          ))}
        </ul>
      )}
      {dialog?.kind === "IMAGE" && dialogItem?.image && (
        <Modal title={t(dialogItem.title) || texts.noTitle} onClose={close} wide>
          <SiteImage className="gift-registry__large-image" image={dialogItem.image} sizes="90vw" alt={t(dialogItem.title)} />
        </Modal>
      )}
      {(dialog?.kind === "RESERVE" || dialog?.kind === "CANCEL_RESERVATION") && dialogItem && (
        <ReservationDialog
          key={`${dialog.kind}-${dialogItem.id}`}
          kind={dialog.kind}
          module={module}
          item={dialogItem}
          reserved={reservedOf(site.reservations, dialogItem.id)}
          own={own.quantityOf(module.id, dialogItem.id)}
          onDone={(by) => own.change(module.id, dialogItem.id, by)}
          onClose={close}
          onEditMode={() => setDialog({ kind: "EDIT_MODE" })}
          onError={(message, detail) => setDialog({ kind: "ERROR", message, detail })}
        />
      )}
      {dialog?.kind === "GIVE" && dialogItem && app && Giving && (
        <Giving
          key={dialogItem.id}
          module={module}
          item={dialogItem}
          app={app}
          maxAmount={maxContribution(dialogItem, reservedOf(site.reservations, dialogItem.id), givenOf(site.reservations, dialogItem.id))}
          onClose={close}
          onEditMode={() => setDialog({ kind: "EDIT_MODE" })}
          onError={(message, detail) => setDialog({ kind: "ERROR", message, detail })}
        />
      )}
      {dialog?.kind === "EDIT_MODE" && <EditModeDialog onClose={close} />}
      {dialog?.kind === "ERROR" && <GuestErrorDialog message={dialog.message} detail={dialog.detail} onClose={close} />}
    </div>
  );
}
