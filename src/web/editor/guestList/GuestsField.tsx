import { GUEST_NAME_MAX, GUESTS_PER_HOUSEHOLD } from "../../../domain/guestList/limits";
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, TrashIcon } from "../../../kit/ui/icons";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { moved, newGuestRow, type GuestRow } from "./householdForm";
import { GUEST_LIST_TEXTS } from "./texts";
import { fill } from "../../../domain/fill";

/** The household's guests in order: a name and child or not each; added, removed and moved up or down. */
export function GuestsField({ guests, onChange }: { guests: GuestRow[]; onChange: (guests: GuestRow[]) => void }) {
  const texts = useOwnerTexts(GUEST_LIST_TEXTS);
  const update = (index: number, fields: Partial<GuestRow>) => onChange(guests.map((guest, at) => (at === index ? { ...guest, ...fields } : guest)));

  return (
    <fieldset className="guests-field">
      <legend className="field__label">{texts.guestsHeading}</legend>
      <ol className="guests-field__list">
        {guests.map((guest, index) => {
          const who = guest.name.trim() || fill(texts.unnamedGuest, { number: index + 1 });
          return (
            <li key={guest.key} className="guests-field__row">
              <input
                className="field__input"
                aria-label={fill(texts.guestName, { number: index + 1 })}
                value={guest.name}
                maxLength={GUEST_NAME_MAX}
                onChange={(event) => update(index, { name: event.target.value })}
              />
              <label className="guests-field__child">
                <input type="checkbox" checked={guest.child} onChange={(event) => update(index, { child: event.target.checked })} />
                {texts.child}
              </label>
              <span className="guests-field__buttons">
                <button type="button" className="icon-button" aria-label={fill(texts.moveUp, { name: who })} disabled={index === 0} onClick={() => onChange(moved(guests, index, -1))}>
                  <ArrowUpIcon />
                </button>
                <button type="button" className="icon-button" aria-label={fill(texts.moveDown, { name: who })} disabled={index === guests.length - 1} onClick={() => onChange(moved(guests, index, 1))}>
                  <ArrowDownIcon />
                </button>
                <button type="button" className="icon-button icon-button--danger" aria-label={fill(texts.removeGuest, { name: who })} onClick={() => onChange(guests.filter((_, at) => at !== index))}>
                  <TrashIcon />
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      <button type="button" className="button button--ghost" disabled={guests.length >= GUESTS_PER_HOUSEHOLD} onClick={() => onChange([...guests, newGuestRow()])}>
        <PlusIcon />
        {texts.addGuest}
      </button>
    </fieldset>
  );
}
