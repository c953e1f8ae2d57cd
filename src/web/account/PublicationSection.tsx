import { Link } from "react-router";
import type { AccountResponse } from "../../domain/accounts";
import { DEFAULT_EXPIRY_DATE, formatDate } from "../../domain/dates";
import { format } from "../i18n/format";
import { FormattedText } from "../i18n/FormattedText";
import { useI18n } from "../i18n/useI18n";
import { SupportMailLink } from "../ui/SupportMailLink";

/** Shown only for an active site. Extending is offered while there is no custom domain; domains go by mail. */
export function PublicationSection({ site }: { site: AccountResponse["site"] }) {
  const { t } = useI18n();
  const hasCustomDomain = site.customDomains.length > 0;
  return (
    <section className="card account-card account-card--wide" aria-labelledby="publication-heading">
      <h2 id="publication-heading">{t.account.publicationHeading}</h2>
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
                {format(t.account.customDomainExpiry, { domain: customDomain.domain, date: formatDate(customDomain.expires, DEFAULT_EXPIRY_DATE) })}
              </dd>
            ))}
          </div>
        )}
      </dl>
      {!hasCustomDomain && (
        <div className="actions">
          <Link className="button button--primary" to={`/redigera/${site._id}/konto/forlang`}>
            {t.account.extend}
          </Link>
        </div>
      )}
      <p className="muted">
        <FormattedText template={t.account.customDomainContact} values={{ mail: <SupportMailLink /> }} />
      </p>
    </section>
  );
}
