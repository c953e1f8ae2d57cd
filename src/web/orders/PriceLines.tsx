import { INVITATION_CURRENCY, type InvitationPrice } from "../../domain/orders/invitationPrice";
import { useI18n } from "../i18n/useI18n";
import { formatMoney } from "../payments/money";
import type { OrderTexts } from "./texts";

/** The price lines of spec 3, section 9, the total, and the VAT in it; the checkout's and the receipt's. */
export function PriceLines({ price, texts, caption }: { price: InvitationPrice; texts: OrderTexts; caption: string }) {
  const { language } = useI18n();
  const amount = (value: number) => formatMoney(value, INVITATION_CURRENCY, language);
  return (
    <table className="price-lines">
      <caption className="visually-hidden">{caption}</caption>
      <tbody>
        {price.lines.map((line) => (
          <tr key={line.kind} className={`price-lines__line price-lines__line--${line.kind}`}>
            <th scope="row">{line.label[language]}</th>
            <td>{amount(line.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="price-lines__total">
          <th scope="row">{texts.total}</th>
          <td>{amount(price.total)}</td>
        </tr>
        <tr className="price-lines__vat">
          <th scope="row">{texts.vat}</th>
          <td>{amount(price.vat)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
