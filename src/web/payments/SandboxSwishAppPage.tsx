import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useParams, useSearchParams } from "react-router";
import type { SwishStatus } from "../../domain/payments/payments";
import type { Currency } from "../../domain/payments/products";
import { answerSandboxSwish } from "../api/payments";
import { useAppConfig } from "../../kit/app/appConfig";
import { useShowError } from "../../kit/errors/useShowError";
import { useI18n } from "../i18n/useI18n";
import { PageTitle } from "../ui/PageTitle";
import { formatPrice } from "./money";
import "./payments.css";

type Answer = { status: Exclude<SwishStatus, "NOT_SET">; errorCode?: string };

/** Swish's asynchronous error codes (INTEGRATIONS.md 2.5), and the payer cancelling, for trying the error paths. */
const TEST_FAILURES: { value: string; answer: Answer }[] = [
  { value: "RF07", answer: { status: "ERROR", errorCode: "RF07" } },
  { value: "BANKIDCL", answer: { status: "ERROR", errorCode: "BANKIDCL" } },
  { value: "FF10", answer: { status: "ERROR", errorCode: "FF10" } },
  { value: "TM01", answer: { status: "ERROR", errorCode: "TM01" } },
  { value: "DS24", answer: { status: "ERROR", errorCode: "DS24" } },
  { value: "CANCELLED", answer: { status: "CANCELLED" } },
];

/** The amount the payment dialog's link names (?amount=öre&currency=SEK), as the real app shows the payee's request. */
function linkedPrice(search: URLSearchParams): { amount: number; currency: Currency } | undefined {
  const amount = Number(search.get("amount"));
  const currency = search.get("currency");
  return Number.isInteger(amount) && amount > 0 && (currency === "SEK" || currency === "DKK") ? { amount, currency } : undefined;
}

/**
 * /sandbox/swish/:swishId: test mode's stand-in for the Swish app on the payer's phone. It
 * shows the payee and amount and sends the payer's answer to the Swish fake.
 */
export function SandboxSwishAppPage() {
  const { swishId = "" } = useParams();
  const [search] = useSearchParams();
  const { brand, sandboxPayments } = useAppConfig();
  const { language, t } = useI18n();
  const texts = t.payments.sandboxApp;
  const showError = useShowError();
  const [failure, setFailure] = useState(TEST_FAILURES[0]!.value);
  const answer = useMutation({
    mutationFn: ({ status, errorCode }: Answer) => answerSandboxSwish(swishId, status, errorCode),
    onError: (error) => showError(error, texts.answerFailed),
  });
  const price = linkedPrice(search);

  return (
    <main className="swish-sandbox">
      <PageTitle text={texts.title} />
      <div className="swish-sandbox__phone">
        <h1 className="swish-sandbox__title">{texts.title}</h1>
        {!sandboxPayments ? (
          <p>{texts.notSandbox}</p>
        ) : answer.isSuccess ? (
          <p className="notice notice--success" role="status">
            {texts.answered}
          </p>
        ) : (
          <>
            <p className="swish-sandbox__lead">{texts.lead}</p>
            <dl className="swish-sandbox__details">
              <div>
                <dt>{texts.payee}</dt>
                <dd>{brand.name}</dd>
              </div>
              {price && (
                <div>
                  <dt>{texts.amount}</dt>
                  <dd className="swish-sandbox__amount">{formatPrice(price.amount, price.currency, language)}</dd>
                </div>
              )}
            </dl>
            <div className="swish-sandbox__actions">
              <button type="button" className="button button--primary button--large" disabled={answer.isPending} onClick={() => answer.mutate({ status: "PAID" })}>
                {texts.approve}
              </button>
              <button type="button" className="button button--secondary button--large" disabled={answer.isPending} onClick={() => answer.mutate({ status: "DECLINED" })}>
                {texts.decline}
              </button>
            </div>
            <details className="swish-sandbox__errors">
              <summary>{texts.errorChoice}</summary>
              <div className="swish-sandbox__error-row">
                <select aria-label={texts.errorChoice} className="field__input" value={failure} onChange={(event) => setFailure(event.target.value)}>
                  {TEST_FAILURES.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.value}
                    </option>
                  ))}
                </select>
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={answer.isPending}
                  onClick={() => answer.mutate(TEST_FAILURES.find((option) => option.value === failure)!.answer)}
                >
                  {texts.sendError}
                </button>
              </div>
            </details>
          </>
        )}
      </div>
    </main>
  );
}
