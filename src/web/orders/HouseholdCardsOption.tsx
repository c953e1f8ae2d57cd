import { useId } from "react";
import { fill } from "../../domain/fill";
import type { PerHousehold } from "../../domain/orders/orderPayload";
import { guestListPath } from "../../kit/api/paths";
import type { OrderTexts } from "./texts";

/** A choice of households for the cards: all of them, or those invited to one event, with their number. */
export interface HouseholdChoice {
  eventId: string | null;
  name: string | null;
  count: number;
}

interface HouseholdCardsOptionProps {
  texts: OrderTexts;
  siteId: string;
  choices: HouseholdChoice[];
  perHousehold: PerHousehold | null;
  onChange: (perHousehold: PerHousehold | null) => void;
}

/**
 * The checkout's option of one card per household (decision 105), offered when the site has a
 * guest list: which households, and their address list to download for posting the cards.
 */
export function HouseholdCardsOption({ texts, siteId, choices, perHousehold, onChange }: HouseholdCardsOptionProps) {
  const id = useId();
  const query = perHousehold?.eventId ? `?eventId=${encodeURIComponent(perHousehold.eventId)}` : "";
  return (
    <div className="checkout-households">
      <label className="checkout-choice__option">
        <input type="checkbox" checked={perHousehold !== null} aria-describedby={`${id}-hint`} onChange={(event) => onChange(event.target.checked ? { eventId: null } : null)} />
        <span className="checkout-choice__name">{texts.perHousehold}</span>
      </label>
      <p id={`${id}-hint`} className="field__hint">
        {texts.perHouseholdHint}
      </p>
      {perHousehold && (
        <>
          {choices.length > 1 && (
            <div className="field">
              <label className="field__label" htmlFor={`${id}-households`}>
                {texts.householdsChoice}
              </label>
              <select id={`${id}-households`} className="field__input" value={perHousehold.eventId ?? ""} onChange={(event) => onChange({ eventId: event.target.value || null })}>
                {choices.map((choice) => (
                  <option key={choice.eventId ?? ""} value={choice.eventId ?? ""}>
                    {choice.name === null ? fill(texts.allHouseholds, { count: choice.count }) : fill(texts.eventHouseholds, { event: choice.name, count: choice.count })}
                  </option>
                ))}
              </select>
            </div>
          )}
          <p className="checkout-households__downloads">
            {texts.addressList} <a href={`${guestListPath(siteId)}/addresses.csv${query}`}>{texts.addressCsv}</a> · <a href={`${guestListPath(siteId)}/address-labels.pdf${query}`}>{texts.addressLabels}</a>
          </p>
        </>
      )}
    </div>
  );
}
