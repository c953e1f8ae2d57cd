import { useState } from "react";
import { useParams } from "react-router";
import type { TopLevelDomain } from "../../domain/addresses";
import type { PaymentProduct } from "../../domain/payments/products";
import { domainAvailable } from "../api/addresses";
import { useAppConfig } from "../../kit/app/appConfig";
import { FormattedText } from "../i18n/FormattedText";
import { useI18n } from "../i18n/useI18n";
import { PaymentDialog } from "../payments/PaymentDialog";
import { siteTarget } from "../payments/paymentTarget";
import { SupportMailLink } from "../ui/SupportMailLink";
import { AddressPage } from "./AddressPage";
import { SEARCH_AVAILABLE, SEARCH_OTHER_REGISTRAR, SEARCH_UNAVAILABLE } from "./addressSearch";
import { DomainSearchForm } from "./DomainSearchForm";
import { InlineError } from "./InlineError";
import { siteAddressOffer } from "./offer";
import { OfferAction } from "./OfferAction";
import { addressPaths } from "./paths";
import { NoPaymentError } from "./registerWithRetry";
import { useAddressCheck } from "./useAddressCheck";
import { useAddressSite } from "./useAddressSite";
import { useDomainPurchase } from "./useDomainPurchase";
import "./addresses.css";
import { fill } from "../../domain/fill";

/**
 * /redigera/:siteId/valj-adress/doman/ (spec 3, "Domain search states"): search a domain;
 * an available one is paid for and registered, a taken one may be used from another registrar.
 */
export function DomainPage() {
  const { siteId = "" } = useParams();
  const { t } = useI18n();
  const { brand } = useAppConfig();
  const site = useAddressSite(siteId);
  const paths = addressPaths(siteId);
  const texts = t.addresses;
  const [name, setName] = useState("");
  const [tld, setTld] = useState<TopLevelDomain>(".se");
  const { search, dispatch, check } = useAddressCheck((domain) => domainAvailable(siteId, domain));
  const { purchase, phase } = useDomainPurchase(siteId);
  const [paying, setPaying] = useState<PaymentProduct | null>(null);

  const domain = search.address;
  const otherRegistrar = search.result === SEARCH_OTHER_REGISTRAR;
  const offer = site.data && siteAddressOffer(site.data, otherRegistrar ? "domain_other_registrar" : "domain", brand);
  const buy = () => offer?.kind === "buy" && setPaying(offer.product);
  const take = () => purchase.mutate({ domain, otherRegistrar });

  const change = (nextName: string, nextTld: TopLevelDomain) => {
    setName(nextName);
    setTld(nextTld);
    purchase.reset();
    dispatch({ type: "edit", address: nextName ? `${nextName}${nextTld}` : "" });
  };

  return (
    <AddressPage title={texts.domainTitle} lead={texts.domainLead} back={{ to: paths.choice, label: texts.backToChoice }} loading={!site.data}>
      {site.data?.host && <p className="address-current">{fill(texts.currentAddress, { host: site.data.host })}</p>}
      <section className="card address-search">
        <DomainSearchForm name={name} tld={tld} checking={search.checking} onChange={change} onSearch={() => void check()} />

        <div className="address-result" aria-live="polite">
          {Boolean(search.error) && <InlineError text={texts.checkFailed} error={search.error} />}
          {search.result === SEARCH_AVAILABLE && offer && (
            <div className="address-offer">
              <p className="notice notice--success address-offer__title">{fill(texts.available, { address: domain })}</p>
              <OfferAction offer={offer} freeLabel={fill(texts.registerFree, { domain })} busy={purchase.isPending} onBuy={buy} onTake={take} />
            </div>
          )}
          {(search.result === SEARCH_UNAVAILABLE || otherRegistrar) && (
            <div className="address-offer">
              <p className="notice notice--warning">{fill(texts.domainUnavailable, { address: domain })}</p>
              {!otherRegistrar && (
                <button type="button" className="button button--secondary" onClick={() => dispatch({ type: "otherRegistrar" })}>
                  {texts.offerOtherRegistrar}
                </button>
              )}
            </div>
          )}
          {otherRegistrar && offer && (
            <div className="address-offer">
              <h2 className="address-offer__heading">{texts.otherRegistrarTitle}</h2>
              <p>{fill(texts.otherRegistrarText, { domain })}</p>
              <OfferAction offer={offer} freeLabel={fill(texts.useDomain, { domain })} busy={purchase.isPending} onBuy={buy} onTake={take} />
            </div>
          )}
          {purchase.isPending && (
            <p className="address-progress" role="status">
              <span className="address-progress__spinner" aria-hidden="true" />
              {phase === "registering" ? fill(texts.registering, { domain }) : texts.saving}
            </p>
          )}
          {purchase.error && <PurchaseError error={purchase.error} registering={phase === "registering"} />}
        </div>
      </section>

      {paying && (
        <PaymentDialog
          target={siteTarget(siteId, paying)}
          onClose={() => setPaying(null)}
          onPaid={(reference) => {
            setPaying(null);
            purchase.mutate({ domain, reference, otherRegistrar });
          }}
        />
      )}
    </AddressPage>
  );
}

/** Spec 3, section 8: after ten 402 answers a no-payment error; any other registration failure a registration error. */
function PurchaseError({ error, registering }: { error: Error; registering: boolean }) {
  const { t } = useI18n();
  if (error instanceof NoPaymentError || registering) {
    return (
      <p className="notice notice--error" role="alert">
        <FormattedText template={error instanceof NoPaymentError ? t.addresses.noPayment : t.addresses.registrationFailed} values={{ mail: <SupportMailLink /> }} />
      </p>
    );
  }
  return <InlineError text={t.addresses.updateFailed} error={error} />;
}
