import { useState } from "react";
import { useParams } from "react-router";
import { useDnsCheck } from "../api/addresses";
import { useI18n } from "../i18n/useI18n";
import { ReceiptView } from "../payments/ReceiptView";
import { AddressPage } from "./AddressPage";
import { DnsRecord } from "./DnsRecords";
import { InlineError } from "./InlineError";
import { addressPaths } from "./paths";
import { useAddressSite } from "./useAddressSite";
import "./addresses.css";
import { fill } from "../../domain/fill";

/**
 * valj-adress/doman-annan-registrar/bekraftelse/:reference? (spec 3, "Address screens"): the
 * receipt, the DNS records to enter at the owner's registrar, and a check that says whether
 * each points right. The values are the server's (hosting IP, alias and the site's proof,
 * a TXT record: any one of them proves the domain is the owner's, and it answers only then).
 */
export function OtherRegistrarConfirmationPage() {
  const { siteId = "", reference } = useParams();
  const { t } = useI18n();
  const site = useAddressSite(siteId);
  const paths = addressPaths(siteId);
  const texts = t.addresses;
  const domain = site.data?.host ?? undefined;
  const dns = useDnsCheck(siteId, domain);
  const [checked, setChecked] = useState(false);

  const checkNow = async () => {
    const result = await dns.refetch();
    setChecked(!result.error);
  };

  return (
    <AddressPage title={texts.dnsTitle} back={{ to: paths.editor, label: texts.backToEditor }} loading={!site.data}>
      {domain && (
        <section className="card address-dns" aria-labelledby="dns-records-heading">
          <p>{fill(texts.dnsLead, { domain })}</p>
          <h2 id="dns-records-heading" className="address-dns__heading">
            {texts.dnsRecords}
          </h2>
          {dns.isPending && <p className="muted">{t.common.loading}</p>}
          {dns.data && (
            <div className="dns-records">
              <DnsRecord type="A" name={domain} record={dns.data.a} checked={checked} />
              <DnsRecord type="CNAME" name={`www.${domain}`} record={dns.data.www} checked={checked} />
              <DnsRecord type="TXT" name={domain} record={{ ...dns.data.txt, ok: dns.data.proven }} checked={checked} />
            </div>
          )}
          {dns.error && !dns.isFetching && <InlineError text={texts.dnsCheckFailed} error={dns.error} />}
          <div className="address-dns__check">
            <button type="button" className="button button--primary" onClick={() => void checkNow()} disabled={dns.isFetching}>
              {dns.isFetching ? texts.dnsChecking : texts.dnsCheck}
            </button>
            <div aria-live="polite">
              {checked && dns.data && !dns.isFetching && (
                <p className={dns.data.ok ? "notice notice--success" : "notice notice--warning"}>{dns.data.ok ? fill(texts.dnsAllOk, { domain }) : texts.dnsNotYet}</p>
              )}
            </div>
          </div>
        </section>
      )}
      {reference && <ReceiptView siteId={siteId} reference={reference} />}
    </AddressPage>
  );
}
