import { useId, useState } from "react";
import { fill } from "../../domain/fill";
import { useAppConfig } from "../../kit/app/appConfig";
import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import { TextField } from "../../kit/ui/fields";
import { GIFT_EDITOR_TEXTS } from "./editorTexts";
import { APP_NAMES } from "./giving/appNames";
import { formatPayeeNumber, GIVING_APP_OF_MARKET, parsePayeeNumber } from "./giving/payeeNumbers";
import { needsPayeeNumber } from "./itemEditing";
import type { GiftRegistryModule } from "./schema";

/**
 * "Pengagåvor": the couple's Swish (se) or MobilePay (dk) number, stored as the app's digits only
 * once the app takes it, shown as people write it after leaving the field; empty clears it. The
 * warning stands while a fund or a shared gift has no number to go to. Where the deployment's
 * Swish Commerce number takes the money, the section says so instead.
 */
export function PayeeNumberField({ module, onChange }: { module: GiftRegistryModule; onChange: (module: GiftRegistryModule) => void }) {
  const { swishCommerce } = useAppConfig();
  return swishCommerce ? <CommercePayee payee={swishCommerce.payee} /> : <OwnPayeeNumber module={module} onChange={onChange} />;
}

/** Where the deployment's own Swish Commerce number takes the money: nothing for the couple to fill in. */
function CommercePayee({ payee }: { payee: string }) {
  const texts = useOwnerTexts(GIFT_EDITOR_TEXTS);
  const headingId = useId();
  return (
    <section className="gift-money" aria-labelledby={headingId}>
      <h3 id={headingId} className="gift-list-editor__heading">
        {texts.money}
      </h3>
      <p className="gift-money__lead">{fill(texts.moneyByCommerce, { payee: formatPayeeNumber("swish", payee) })}</p>
    </section>
  );
}

function OwnPayeeNumber({ module, onChange }: { module: GiftRegistryModule; onChange: (module: GiftRegistryModule) => void }) {
  const texts = useOwnerTexts(GIFT_EDITOR_TEXTS);
  const givingApp = GIVING_APP_OF_MARKET[useAppConfig().brand.market];
  const app = APP_NAMES[givingApp];
  const headingId = useId();
  const [text, setText] = useState(module.payeeNumber === null ? "" : formatPayeeNumber(givingApp, module.payeeNumber));
  // Told only once the field is left, so a number half typed is not called wrong.
  const [left, setLeft] = useState(false);
  const parsed = parsePayeeNumber(givingApp, text);
  const invalid = left && text.trim() !== "" && parsed === null;

  const change = (typed: string) => {
    setText(typed);
    const number = typed.trim() === "" ? null : parsePayeeNumber(givingApp, typed);
    if (typed.trim() === "" || number !== null) onChange({ ...module, payeeNumber: number });
  };

  const leave = () => {
    setLeft(true);
    if (parsed !== null) setText(formatPayeeNumber(givingApp, parsed));
  };

  return (
    <section className="gift-money" aria-labelledby={headingId}>
      <h3 id={headingId} className="gift-list-editor__heading">
        {texts.money}
      </h3>
      <p className="gift-money__lead">{fill(texts.moneyLead, { app })}</p>
      {needsPayeeNumber(module) && (
        <p className="notice notice--warning" role="note">
          {fill(texts.payeeMissing, { app })}
        </p>
      )}
      <div className={invalid ? "gift-money__number gift-money__number--invalid" : "gift-money__number"}>
        <TextField
          label={fill(texts.payeeNumber, { app })}
          hint={fill(invalid ? texts.payeeInvalid : texts.payeeHint, { app })}
          type="tel"
          autoComplete="tel"
          maxLength={40}
          aria-invalid={invalid || undefined}
          value={text}
          onChange={(event) => change(event.target.value)}
          onBlur={leave}
        />
      </div>
    </section>
  );
}
