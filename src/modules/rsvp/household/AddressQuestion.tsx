import { useMemo, useState } from "react";
import type { Market } from "../../../domain/brands";
import { ADDRESS_PART_MAX, COUNTRY_CODES, countryName } from "../../../domain/guestList/countries";
import { describeError, guestApi } from "../../../kit/guestPage/guestApi";
import { useIslandId } from "../../../kit/guestPage/islands/islandId";
import { useBrandTexts, useSite } from "../../../kit/guestPage/SiteContext";
import { GuestErrorDialog } from "../../../kit/guestPage/ui/Modal";
import { HOUSEHOLD_RSVP_TEXTS } from "./texts";

const MARKET_COUNTRY: Record<Market, string> = { se: "SE", dk: "DK" };
type Parts = { street: string; street2: string; postalCode: string; city: string; country: string };

/**
 * The personal page's one question about the household's postal address (decision 105): asked
 * after the RSVP until the household gives it or skips it, then never again. Every field but
 * the second street line is needed; the country starts at the market's own.
 */
export function AddressQuestion({ token }: { token: string }) {
  const site = useSite();
  const texts = useBrandTexts(HOUSEHOLD_RSVP_TEXTS);
  const id = useIslandId();
  const [parts, setParts] = useState<Parts>({ street: "", street2: "", postalCode: "", city: "", country: MARKET_COUNTRY[site.market] });
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<"saved" | "skipped" | null>(null);
  const [error, setError] = useState<{ detail?: string } | null>(null);
  const countries = useMemo(() => {
    const names = COUNTRY_CODES.map((code) => ({ code, name: countryName(code, site.language) }));
    return names.sort((a, b) => a.name.localeCompare(b.name, site.language));
  }, [site.language]);

  const send = async (body: object, outcome: "saved" | "skipped") => {
    setBusy(true);
    try {
      await guestApi(`/api/households/${encodeURIComponent(token)}/address`, { method: "POST", body });
      setDone(outcome);
    } catch (failure) {
      setError({ detail: describeError(failure, site.uiLanguage) });
    } finally {
      setBusy(false);
    }
  };

  if (done) return <p className="household-rsvp__notice" role="status">{done === "saved" ? texts.addressSaved : texts.addressSkipped}</p>;
  const field = (name: keyof Omit<Parts, "country">, label: string, required: boolean, autoComplete: string) => (
    <div className="site-field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        type="text"
        required={required}
        autoComplete={autoComplete}
        maxLength={ADDRESS_PART_MAX[name === "street2" ? "street" : name]}
        value={parts[name]}
        onChange={(change) => setParts({ ...parts, [name]: change.target.value })}
      />
    </div>
  );
  return (
    <section className="household-rsvp__address" aria-labelledby={`${id}-address-title`}>
      <h3 id={`${id}-address-title`}>{texts.addressTitle}</h3>
      <p className="household-rsvp__lead">{texts.addressLead}</p>
      <form
        className="site-form"
        onSubmit={(submitted) => {
          submitted.preventDefault();
          void send(parts, "saved");
        }}
      >
        <fieldset disabled={busy} className="household-rsvp__address-fields">
          {field("street", texts.street, true, "address-line1")}
          {field("street2", texts.street2, false, "address-line2")}
          {field("postalCode", texts.postalCode, true, "postal-code")}
          {field("city", texts.city, true, "address-level2")}
          <div className="site-field">
            <label htmlFor={`${id}-country`}>{texts.country}</label>
            <select id={`${id}-country`} autoComplete="country" value={parts.country} onChange={(change) => setParts({ ...parts, country: change.target.value })}>
              {countries.map(({ code, name }) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        </fieldset>
        <div className="household-rsvp__actions">
          <button type="button" className="site-button" disabled={busy} onClick={() => void send({ skip: true }, "skipped")}>
            {texts.skipAddress}
          </button>
          <button type="submit" className="site-button site-button--primary" disabled={busy} aria-busy={busy}>
            {texts.saveAddress}
          </button>
        </div>
      </form>
      {error && <GuestErrorDialog message={texts.addressFailed} detail={error.detail} onClose={() => setError(null)} />}
    </section>
  );
}
