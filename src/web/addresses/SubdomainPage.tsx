import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { useNavigate, useParams } from "react-router";
import { sanitizeLabel, subdomainHost, suggestedLabel } from "../../domain/addresses";
import { isStatus } from "../../kit/api/client";
import { subdomainAvailable, updateHost } from "../api/addresses";
import { editorSiteKey } from "../api/sites";
import { useAppConfig } from "../../kit/app/appConfig";
import { useI18n } from "../i18n/useI18n";
import { PaymentDialog } from "../payments/PaymentDialog";
import { siteTarget } from "../payments/paymentTarget";
import { AddressPage } from "./AddressPage";
import { SEARCH_AVAILABLE, SEARCH_UNAVAILABLE } from "./addressSearch";
import { InlineError } from "./InlineError";
import { siteAddressOffer } from "./offer";
import { OfferAction } from "./OfferAction";
import { addressPaths } from "./paths";
import { useAddressCheck } from "./useAddressCheck";
import { useAddressSite } from "./useAddressSite";
import "./addresses.css";
import { fill } from "../../domain/fill";

/**
 * /redigera/:siteId/valj-adress/subdoman/ (spec 3, "Subdomain flow"): search a name, then buy
 * it (when the price is above 0) or take it free, then update the host and confirm.
 */
export function SubdomainPage() {
  const { siteId = "" } = useParams();
  const { t } = useI18n();
  const { brand, sitesDomain } = useAppConfig();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const site = useAddressSite(siteId);
  const paths = addressPaths(siteId);
  const texts = t.addresses;
  const inputId = useId();
  const { search, dispatch, check } = useAddressCheck((label) => subdomainAvailable(siteId, label));
  const [paying, setPaying] = useState(false);
  // A site without an address starts from the couple's names, once, as the wizard got them.
  const [suggested, setSuggested] = useState(false);
  if (!suggested && site.data) {
    setSuggested(true);
    const wizard = site.data.wizardData;
    const suggestion = !site.data.host && wizard ? suggestedLabel([wizard.name1, wizard.name2]) : "";
    if (suggestion && search.address === "") dispatch({ type: "edit", address: suggestion });
  }

  const take = useMutation({
    mutationFn: ({ label }: { label: string; reference?: string }) => updateHost(siteId, label),
    onSuccess: async (_answer, { reference }) => {
      await queryClient.invalidateQueries({ queryKey: editorSiteKey(siteId) });
      navigate(paths.subdomainConfirmation(reference));
    },
    onError: (error, { reference }) => {
      if (isStatus(error, 409)) dispatch({ type: "taken" });
      // A payment just made may have bought the subdomain, which makes any other name free to take.
      if (reference) void queryClient.invalidateQueries({ queryKey: editorSiteKey(siteId) });
    },
  });

  const label = search.address;
  const offer = site.data && siteAddressOffer(site.data, "subdomain", brand);
  const fullAddress = subdomainHost(label, sitesDomain);
  const canSearch = label !== "" && fullAddress !== site.data?.host;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSearch && !search.checking) void check();
  };
  const edit = (value: string) => {
    take.reset();
    dispatch({ type: "edit", address: sanitizeLabel(value) });
  };

  return (
    <AddressPage title={texts.subdomainTitle} lead={texts.subdomainLead} back={{ to: paths.choice, label: texts.backToChoice }} loading={!site.data}>
      {site.data?.host && <p className="address-current">{fill(texts.currentAddress, { host: site.data.host })}</p>}
      <section className="card address-search">
        <form className="address-search__form" onSubmit={submit} role="search">
          <label className="field__label" htmlFor={inputId}>
            {texts.subdomainLabel}
          </label>
          <p id={`${inputId}-hint`} className="field__hint">
            {texts.subdomainHint}
          </p>
          <div className="address-search__row">
            <div className="address-input">
              <input
                id={inputId}
                className="field__input address-input__field"
                value={label}
                onChange={(event) => edit(event.target.value)}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                aria-describedby={`${inputId}-suffix ${inputId}-hint`}
                maxLength={80}
              />
              <span id={`${inputId}-suffix`} className="address-input__suffix">
                .{sitesDomain}
              </span>
            </div>
            {canSearch && (
              <button type="submit" className="button button--primary" disabled={search.checking}>
                {search.checking ? texts.searching : texts.search}
              </button>
            )}
          </div>
        </form>

        <div className="address-result" aria-live="polite">
          {Boolean(search.error) && <InlineError text={texts.checkFailed} error={search.error} />}
          {search.result === SEARCH_UNAVAILABLE && <p className="notice notice--warning">{fill(texts.unavailable, { address: fullAddress })}</p>}
          {search.result === SEARCH_AVAILABLE && offer && (
            <div className="address-offer">
              <p className="notice notice--success address-offer__title">{fill(texts.available, { address: fullAddress })}</p>
              <OfferAction
                offer={offer}
                freeLabel={take.isPending ? texts.saving : texts.takeFree}
                busy={take.isPending}
                onBuy={() => setPaying(true)}
                onTake={() => take.mutate({ label })}
              />
            </div>
          )}
          {take.isPending && take.variables?.reference && <p role="status">{texts.saving}</p>}
          {take.error && <InlineError text={take.variables?.reference && isStatus(take.error, 409) ? texts.takenAfterPayment : texts.updateFailed} error={take.error} />}
        </div>
      </section>

      {paying && offer?.kind === "buy" && (
        <PaymentDialog
          target={siteTarget(siteId, offer.product)}
          onClose={() => setPaying(false)}
          onPaid={(reference) => {
            setPaying(false);
            take.mutate({ label, reference });
          }}
        />
      )}
    </AddressPage>
  );
}
