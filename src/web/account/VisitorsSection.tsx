import { FormattedText } from "../i18n/FormattedText";
import { useI18n } from "../i18n/useI18n";

export function VisitorsSection({ visitorCount }: { visitorCount: number }) {
  const { language, t } = useI18n();
  const count = new Intl.NumberFormat(language).format(visitorCount);
  return (
    <section className="card account-card" aria-labelledby="visitors-heading">
      <h2 id="visitors-heading">{t.account.visitorsHeading}</h2>
      <p className="visitor-count">
        <FormattedText template={t.account.visitorCount} values={{ count: <strong className="visitor-count__number">{count}</strong> }} />
      </p>
    </section>
  );
}
