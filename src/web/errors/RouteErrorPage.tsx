import { useEffect } from "react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { useI18n } from "../i18n/useI18n";
import { NotFoundPage } from "../notFound/NotFoundPage";
import { PageFrame } from "../ui/PageFrame";
import { PageTitle } from "../ui/PageTitle";
import { reportError } from "./reportError";

/** The router's error element: a page failed to render or load, so we report it and say so kindly. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useI18n();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (!notFound) reportError(error, "route error");
  }, [error, notFound]);

  return (
    <PageFrame>
      {notFound ? (
        <NotFoundPage />
      ) : (
        <div className="page page--narrow">
          <PageTitle text={t.errors.pageTitle} />
          <section className="card card--centered" role="alert" aria-labelledby="route-error-title">
            <h1 id="route-error-title">{t.errors.pageTitle}</h1>
            <p>{t.errors.pageText}</p>
            <div className="actions actions--centered">
              <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
                {t.errors.reload}
              </button>
              <Link className="button button--secondary" to="/" reloadDocument>
                {t.common.toStart}
              </Link>
            </div>
          </section>
        </div>
      )}
    </PageFrame>
  );
}
