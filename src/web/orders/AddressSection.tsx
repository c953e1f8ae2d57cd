import { useRef, type FormEvent } from "react";
import { shippingAddressLabel, SHIPPING_ADDRESS_LIMITS, type ShippingAddress } from "../../domain/orders/orderPayload";
import { useAppConfig } from "../../kit/app/appConfig";
import { MAIL_MAX_LENGTH } from "../../domain/limits";
import { useI18n } from "../i18n/useI18n";
import { TextField } from "../../kit/ui/fields";
import { ADDRESS_FIELDS, checkAddress, type AddressDraft, type AddressField } from "./addressCheck";
import type { OrderTexts } from "./texts";

interface AddressSectionProps {
  texts: OrderTexts;
  draft: AddressDraft;
  /** The address as sent for shipment methods; while set, the form is locked. */
  locked: ShippingAddress | null;
  onDraft: (draft: AddressDraft) => void;
  onNext: (address: ShippingAddress) => void;
  onChange: () => void;
}

const INPUTS: Record<AddressField, { autoComplete: string; type?: string; inputMode?: "tel" | "email"; maxLength: number }> = {
  firstName: { autoComplete: "shipping given-name", maxLength: SHIPPING_ADDRESS_LIMITS.name },
  lastName: { autoComplete: "shipping family-name", maxLength: SHIPPING_ADDRESS_LIMITS.name },
  addressLine1: { autoComplete: "shipping address-line1", maxLength: SHIPPING_ADDRESS_LIMITS.addressLine1 },
  postCode: { autoComplete: "shipping postal-code", maxLength: SHIPPING_ADDRESS_LIMITS.postCode },
  city: { autoComplete: "shipping address-level2", maxLength: SHIPPING_ADDRESS_LIMITS.city },
  email: { autoComplete: "email", type: "email", inputMode: "email", maxLength: MAIL_MAX_LENGTH },
  phone: { autoComplete: "tel", type: "tel", inputMode: "tel", maxLength: SHIPPING_ADDRESS_LIMITS.phone },
};

/**
 * The shipping address (spec 3, section 5): every field required, checked by the server's own
 * schema on Nästa, then locked as a summary until 'Ändra adress'. The typed values live in the
 * page, so nothing is lost when the form is locked, changed or an error is shown.
 */
export function AddressSection({ texts, draft, locked, onDraft, onNext, onChange }: AddressSectionProps) {
  const { language } = useI18n();
  const { market } = useAppConfig().brand;
  const form = useRef<HTMLFormElement>(null);

  if (locked) {
    return (
      <div className="checkout-address">
        <address className="checkout-address__summary">
          {locked.firstName} {locked.lastName}
          <br />
          {locked.addressLine1}
          <br />
          {locked.postCode} {locked.city}
          <br />
          {locked.email}
          <br />
          {locked.phone}
        </address>
        <button type="button" className="button button--secondary" onClick={onChange}>
          {texts.changeAddress}
        </button>
      </div>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = checkAddress(draft, texts, market);
    for (const field of ADDRESS_FIELDS) {
      const input = form.current?.elements.namedItem(field);
      if (input instanceof HTMLInputElement) input.setCustomValidity(result.problems?.[field] ?? "");
    }
    if (result.address) onNext(result.address);
    else form.current?.reportValidity();
  };

  return (
    <form ref={form} className="form checkout-address__form" noValidate onSubmit={submit}>
      <div className="checkout-address__fields">
        {ADDRESS_FIELDS.map((field) => (
          <div key={field} className={`checkout-address__field checkout-address__field--${field}`}>
            <TextField
              label={shippingAddressLabel(field, language, market)}
              name={field}
              required
              {...INPUTS[field]}
              value={draft[field]}
              onChange={(event) => {
                event.currentTarget.setCustomValidity("");
                onDraft({ ...draft, [field]: event.currentTarget.value });
              }}
            />
          </div>
        ))}
      </div>
      <button type="submit" className="button button--primary checkout-address__next">
        {texts.next}
      </button>
    </form>
  );
}
