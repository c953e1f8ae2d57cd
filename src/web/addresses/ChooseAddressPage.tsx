import { useId, type ReactNode } from "react";
import { Link, useParams } from "react-router";
import { useAppConfig } from "../../kit/app/appConfig";
import { FormattedText } from "../i18n/FormattedText";
import { useI18n } from "../i18n/useI18n";
import { SupportMailLink } from "../ui/SupportMailLink";
import { AddressPage } from "./AddressPage";
import { siteAddressOffer } from "./offer";
import { OfferPrice } from "./OfferPrice";
import { addressPaths } from "./paths";
import { useAddressSite } from "./useAddressSite";
import "./addresses.css";
import { fill } from "../../domain/fill";

function Choice({ title, example, text, children }: { title: string; example: string; text: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="card address-choice" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p className="address-choice__example" aria-hidden="true">
        {example}
      </p>
      <p>{text}</p>
      <div className="address-choice__offer">{children}</div>
    </section>
  );
}

/** /redigera/:siteId/valj-adress (spec 3, "Address screens"): a subdomain or an own domain, with what each costs now. */
export function ChooseAddressPage() {
  const { siteId = "" } = useParams();
  const { t } = useI18n();
  const { brand, sitesDomain } = useAppConfig();
  const site = useAddressSite(siteId);
  const paths = addressPaths(siteId);
  const texts = t.addresses;
  const subdomain = site.data && siteAddressOffer(site.data, "subdomain", brand);
  const domain = site.data && siteAddressOffer(site.data, "domain", brand);

  return (
    <AddressPage title={texts.title} lead={texts.lead} back={{ to: paths.editor, label: texts.backToEditor }} loading={!site.data}>
      {site.data?.host && <p className="address-current">{fill(texts.currentAddress, { host: site.data.host })}</p>}
      <div className="address-choices">
        <Choice title={texts.subdomainTitle} example={`${texts.exampleName}.${sitesDomain}`} text={texts.subdomainText}>
          {subdomain && subdomain.kind !== "contact" && <OfferPrice offer={subdomain} />}
          <Link className="button button--primary" to={paths.subdomain}>
            {texts.chooseSubdomain}
          </Link>
        </Choice>
        <Choice title={texts.domainTitle} example={`${texts.exampleName}.se`} text={texts.domainText}>
          {domain?.kind === "contact" ? (
            <p className="notice notice--warning">
              <FormattedText template={texts.contact} values={{ mail: <SupportMailLink /> }} />
            </p>
          ) : (
            <>
              {domain && <OfferPrice offer={domain} />}
              <Link className="button button--primary" to={paths.domain}>
                {texts.chooseDomain}
              </Link>
            </>
          )}
        </Choice>
      </div>
    </AddressPage>
  );
}
