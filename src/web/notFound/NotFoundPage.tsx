import { Link } from "react-router";
import { useI18n } from "../i18n/useI18n";
import { PageTitle } from "../ui/PageTitle";

export function NotFoundPage() {
  const { t } = useI18n();
  return (
    <div className="page page--narrow">
      <PageTitle text={t.errors.notFoundTitle} />
      <section className="card card--centered" aria-labelledby="not-found-title">
        <p className="big-number" aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title">{t.errors.notFoundTitle}</h1>
        <p>{t.errors.notFoundText}</p>
        <Link className="button button--primary" to="/">
          {t.common.toStart}
        </Link>
      </section>
    </div>
  );
}
