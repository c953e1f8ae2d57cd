import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { ENVELOPE_PRICES, ROUNDED_CORNERS_PRICE } from "../../domain/orders/invitationPrice";
import { CARD_QUANTITIES, ENVELOPES, type Envelopes } from "../../domain/orders/orderPayload";
import type { CardTrim } from "../../domain/print/layouts";
import type { OrderTexts } from "./texts";
import { fill } from "../../domain/fill";

interface CardOptionsProps {
  texts: OrderTexts;
  quantity: number;
  envelopes: Envelopes;
  /** The stored card's: chosen in the card editor, shown here with its price. */
  trim: CardTrim;
  editCardPath: string;
  onQuantity: (quantity: number) => void;
  onEnvelopes: (envelopes: Envelopes) => void;
  /** One card per household is chosen: the quantity is their number, not chosen here. */
  perHousehold?: boolean;
  /** The option of one card per household, when the site has a guest list. */
  children?: ReactNode;
}

/** Whole kronor as the price labels write them: 300 öre → "3". */
const kronor = (ore: number) => String(ore / 100);

/** How many cards, which envelopes, and the card's corners (spec 3, sections 5 and 9). */
export function CardOptions({ texts, quantity, envelopes, trim, editCardPath, onQuantity, onEnvelopes, perHousehold = false, children }: CardOptionsProps) {
  const id = useId();
  const envelopeNames: Record<Envelopes, string> = { none: texts.envelopeNone, standard: texts.envelopeStandard, premium: texts.envelopePremium };
  return (
    <div className="checkout-options">
      <div className="field">
        <label className="field__label" htmlFor={`${id}-quantity`}>
          {texts.quantity}
        </label>
        <select
          id={`${id}-quantity`}
          className="field__input checkout-options__quantity"
          value={quantity}
          disabled={perHousehold}
          aria-describedby={perHousehold ? undefined : `${id}-quantity-hint`}
          onChange={(event) => onQuantity(Number(event.target.value))}
        >
          {(perHousehold ? [quantity] : CARD_QUANTITIES).map((count) => (
            <option key={count} value={count}>
              {fill(texts.quantityOption, { count })}
            </option>
          ))}
        </select>
        {!perHousehold && (
          <p id={`${id}-quantity-hint`} className="field__hint">
            {texts.quantityHint}
          </p>
        )}
      </div>
      {children}

      <fieldset className="checkout-choice">
        <legend className="field__label">{texts.envelopes}</legend>
        {ENVELOPES.map((option) => (
          <label key={option} className="checkout-choice__option">
            <input type="radio" name={`${id}-envelopes`} value={option} checked={envelopes === option} onChange={() => onEnvelopes(option)} />
            <span className="checkout-choice__name">{envelopeNames[option]}</span>
            {option !== "none" && <span className="checkout-choice__price">{fill(texts.perPiece, { price: kronor(ENVELOPE_PRICES[option]) })}</span>}
          </label>
        ))}
      </fieldset>

      <div className="checkout-corners">
        <p className="field__label">{texts.corners}</p>
        <p className="checkout-corners__value">
          <span className="checkout-choice__name">{trim === "rounded" ? texts.cornersRounded : texts.cornersStraight}</span>
          {trim === "rounded" && <span className="checkout-choice__price">{fill(texts.perCard, { price: kronor(ROUNDED_CORNERS_PRICE) })}</span>}
        </p>
        <p className="field__hint">
          {texts.cornersHint} <Link to={editCardPath}>{texts.changeCorners}</Link>
        </p>
      </div>
    </div>
  );
}
