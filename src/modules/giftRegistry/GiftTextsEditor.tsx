import { Fragment } from "react";
import { TranslatedTextField } from "../../kit/editor/fields/TranslatedTextField";
import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import { GIFT_EDITOR_TEXTS } from "./editorTexts";
import type { GiftRegistryModule } from "./schema";
import type { GIFT_TEXTS } from "./texts";

type TextKey =
  | "showGiftRegistryButton"
  | "reserveButton"
  | "cancelReservationButton"
  | "labelReservePassword"
  | "labelReserveQuantity"
  | "labelCancelReservationPassword"
  | "labelCancelReservationQuantity"
  | "statusTextQuantity"
  | "statusTextReservedSingular"
  | "statusTextReservedPlural";

type Defaults = (typeof GIFT_TEXTS)["sv"];
type Group = { legend?: "reserveDialog" | "cancelDialog" | "status"; fields: [TextKey, keyof Defaults][] };

/** Each field with the built-in text guests see while it is empty. */
const GROUPS: Record<"BUTTONS" | "TEXTS", Group[]> = {
  BUTTONS: [
    {
      fields: [
        ["showGiftRegistryButton", "showList"],
        ["reserveButton", "reserve"],
        ["cancelReservationButton", "cancelReservation"],
      ],
    },
  ],
  TEXTS: [
    {
      legend: "reserveDialog",
      fields: [
        ["labelReservePassword", "reservePassword"],
        ["labelReserveQuantity", "reserveQuantity"],
      ],
    },
    {
      legend: "cancelDialog",
      fields: [
        ["labelCancelReservationPassword", "cancelPassword"],
        ["labelCancelReservationQuantity", "cancelQuantity"],
      ],
    },
    {
      legend: "status",
      fields: [
        ["statusTextQuantity", "quantity"],
        ["statusTextReservedSingular", "reservedSingular"],
        ["statusTextReservedPlural", "reservedPlural"],
      ],
    },
  ],
};

/** BUTTONS and TEXTS: the guest-facing button, label and status texts of the registry. */
export function GiftTextsEditor({ kind, module, onChange, defaults }: { kind: "BUTTONS" | "TEXTS"; module: GiftRegistryModule; onChange: (module: GiftRegistryModule) => void; defaults: Defaults }) {
  const texts = useOwnerTexts(GIFT_EDITOR_TEXTS);
  const fields = (group: Group) =>
    group.fields.map(([key, fallback]) => (
      <TranslatedTextField key={key} label={texts[key]} value={module[key]} placeholder={defaults[fallback]} onChange={(value) => onChange({ ...module, [key]: value })} />
    ));
  return (
    <>
      <p className="module-dialog__lead">{texts.defaultHint}</p>
      {GROUPS[kind].map((group, index) =>
        group.legend ? (
          <fieldset key={group.legend} className="gift-texts-editor__group">
            <legend className="gift-texts-editor__legend">{texts[group.legend]}</legend>
            {fields(group)}
          </fieldset>
        ) : (
          <Fragment key={index}>{fields(group)}</Fragment>
        ),
      )}
    </>
  );
}
