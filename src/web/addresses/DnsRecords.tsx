import type { DnsRecordCheck } from "../api/addresses";
import { useI18n } from "../i18n/useI18n";
import { fill } from "../../domain/fill";

interface DnsRecordProps {
  type: "A" | "CNAME" | "TXT";
  name: string;
  record: DnsRecordCheck;
  /** Whether the owner has asked for a check: until then there is no verdict to show. */
  checked: boolean;
}

/** One record to enter at the registrar, and, once checked, whether it points right and what was found. */
export function DnsRecord({ type, name, record, checked }: DnsRecordProps) {
  const { t } = useI18n();
  const texts = t.addresses;
  const status = !checked ? "unchecked" : record.ok ? "ok" : "wrong";
  // The TXT record proves the domain is the owner's rather than pointing anywhere.
  const [okText, wrongText] = type === "TXT" ? [texts.dnsProofOk, texts.dnsProofMissing] : [texts.dnsRecordOk, texts.dnsRecordWrong];
  return (
    <div className={`dns-record dns-record--${status}`}>
      <dl className="dns-record__fields">
        <div>
          <dt>{texts.dnsType}</dt>
          <dd className="dns-record__code">{type}</dd>
        </div>
        <div>
          <dt>{texts.dnsName}</dt>
          <dd className="dns-record__code">{name}</dd>
        </div>
        <div>
          <dt>{texts.dnsValue}</dt>
          <dd className="dns-record__code">{record.expected}</dd>
        </div>
        <div>
          <dt>{texts.dnsStatus}</dt>
          <dd>
            {status === "unchecked" && texts.dnsNotChecked}
            {status === "ok" && <strong className="dns-record__verdict">✓ {okText}</strong>}
            {status === "wrong" && (
              <>
                <strong className="dns-record__verdict">✗ {wrongText}</strong>
                <span className="dns-record__found">{record.found.length ? fill(texts.dnsFound, { values: record.found.join(", ") }) : texts.dnsNothingFound}</span>
              </>
            )}
          </dd>
        </div>
      </dl>
    </div>
  );
}
