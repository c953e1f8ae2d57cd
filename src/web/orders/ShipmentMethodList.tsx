import { useId } from "react";
import { carrierDisplayName, type ShipmentMethod, type ShipmentType } from "../../domain/orders/shipmentMethods";
import { INVITATION_CURRENCY } from "../../domain/orders/invitationPrice";
import { useI18n } from "../i18n/useI18n";
import { formatMoney } from "../payments/money";
import { deliveryEstimate } from "./deliveryEstimate";
import type { OrderTexts } from "./texts";

interface ShipmentMethodListProps {
  texts: OrderTexts;
  methods: ShipmentMethod[];
  chosen: ShipmentMethod;
  onChoose: (method: ShipmentMethod) => void;
}

/** A pick-up method goes by its carrier's name alone (spec 3, section 9); the others by their own name. */
export const methodTitle = (method: ShipmentMethod) => (method.type === "pick_up" ? carrierDisplayName(method.carrier) : method.name);

export const methodTypeText = (type: ShipmentType, texts: OrderTexts) => ({ express: texts.typeExpress, normal: texts.typeNormal, pick_up: texts.typePickUp })[type];

/** The carrier's methods as choices: name, how it travels, the estimate and the price. */
export function ShipmentMethodList({ texts, methods, chosen, onChoose }: ShipmentMethodListProps) {
  const { language } = useI18n();
  const name = useId();
  return (
    <fieldset className="checkout-choice checkout-methods">
      <legend className="visually-hidden">{texts.methodsHeading}</legend>
      {methods.map((method) => (
        <label key={method.shipmentMethodUid} className="checkout-choice__option checkout-method">
          <input type="radio" name={name} value={method.shipmentMethodUid} checked={method.shipmentMethodUid === chosen.shipmentMethodUid} onChange={() => onChoose(method)} />
          <span className="checkout-choice__name">{methodTitle(method)}</span>
          <span className="checkout-method__price">{formatMoney(method.price, INVITATION_CURRENCY, language)}</span>
          <span className="checkout-method__detail">{methodTypeText(method.type, texts)}</span>
          <span className="checkout-method__detail">{deliveryEstimate(method, texts)}</span>
        </label>
      ))}
    </fieldset>
  );
}
