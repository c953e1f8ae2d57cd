import { Link } from "react-router";
import type { AccountResponse } from "../../domain/accounts";
import { DEFAULT_EXPIRY_DATE, formatDate } from "../../domain/dates";
import { isPublished } from "../../domain/publication";
import { FormattedText } from "../i18n/FormattedText";
import { useI18n } from "../i18n/useI18n";
import { SupportMailLink } from "../ui/SupportMailLink";
import { fill } from "../../domain/fill";

/** Paid for once, but the period is over: guests no longer see the site. */
export function publicationEnded(site: AccountResponse["site"], now = new Date()): boolean {
  return site.active && !isPublished({ active: true, activeExpireDate: site.activeExpireDate ? new Date(site.activeExpireDate) : null }, now);
}

/**
 * Shown only for an active site. Extending is offered while there is no custom domain (domains
 * go by mail); once the period is over the section says so and offers the extension first.
 */
export function PublicationSection({ site }: { site: AccountResponse["site"] }) {
  const { t } = useI18n();
  const hasCustomDomain = site.customDomains.length > 0;
  const expired = publicationEnded(site);
  const extendLink = (label: string, large = false) => (
    <Link className={`button button--primary${large ? " button--large" : ""}`} to={`/redigera/${site._id}/konto/forlang`}>
      {label}
    </Link>
  );
  return (
    <section className="card account-card account-card--wide" aria-labelledby="publication-heading">
      <h2 id="publication-heading">{t.account.publicationHeading}</h2>
      {expired && (
        <div className="notice notice--warning publication-expired">
          <p>{fill(t.account.expired, { date: formatDate(site.activeExpireDate) })}</p>
          {!hasCustomDomain && extendLink(t.account.extendNow, true)}
        </div>
      )}
      <dl className="details">
        <div>
          <dt>{t.account.activeDate}</dt>
          <dd>{formatDate(site.activeDate)}</dd>
        </div>
        <div>
          <dt>{t.account.expiryDate}</dt>
          <dd>{formatDate(site.activeExpireDate, DEFAULT_EXPIRY_DATE)}</dd>
        </div>
        {hasCustomDomain && (
          <div>
            <dt>{t.account.customDomains}</dt>
            {site.customDomains.map((customDomain) => (
              <dd key={customDomain.domain}>
                {fill(t.account.customDomainExpiry, { domain: customDomain.domain, date: formatDate(customDomain.expires, DEFAULT_EXPIRY_DATE) })}
              </dd>
            ))}
          </div>
        )}
      </dl>
      {!hasCustomDomain && !expired && <div className="actions">{extendLink(t.account.extend)}</div>}
      <p className="muted">
        <FormattedText template={t.account.customDomainContact} values={{ mail: <SupportMailLink /> }} />
      </p>
    </section>
  );
}
