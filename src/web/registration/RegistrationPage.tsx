import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { format } from "../i18n/format";
import { useI18n } from "../i18n/useI18n";
import { PageTitle } from "../ui/PageTitle";
import { usePageType } from "../ui/usePageType";
import { RegistrationDialog } from "./RegistrationDialog";
import { WelcomeDialog } from "./WelcomeDialog";

interface RegistrationPageProps {
  title: string;
  lead: string;
  openAtStart: boolean;
}

/** A start page that offers registration; the quick-start editor will take its place later. */
function RegistrationPage({ title, lead, openAtStart }: RegistrationPageProps) {
  const { t } = useI18n();
  const pageType = usePageType();
  const [registering, setRegistering] = useState(openAtStart);
  const [siteId, setSiteId] = useState<string | null>(null);

  return (
    <div className="page page--narrow">
      <PageTitle text={title} />
      <div className="card card--form card--centered">
        <h1>{title}</h1>
        <p className="lead">{format(lead, { pageType })}</p>
        <button type="button" className="button button--primary button--block" onClick={() => setRegistering(true)}>
          {t.getStarted.openRegistration}
        </button>
        <p className="form__links form__links--centered">
          <span>
            {t.getStarted.haveAccount} <Link to="/logga-in">{t.common.logIn}</Link>
          </span>
        </p>
      </div>
      <RegistrationDialog
        open={registering}
        onClose={() => setRegistering(false)}
        onRegistered={(me) => {
          setRegistering(false);
          setSiteId(me.site._id);
        }}
      />
      <WelcomeDialog siteId={siteId} />
    </div>
  );
}

/** /kom-igang: registration opens at once. */
export function GetStartedPage() {
  const { t } = useI18n();
  return <RegistrationPage title={t.getStarted.title} lead={t.getStarted.lead} openAtStart />;
}

/** /snabbstart: registration opens at once only when asked for with ?registerAccount=true. */
export function QuickStartPage() {
  const { t } = useI18n();
  const [searchParams] = useSearchParams();
  return <RegistrationPage title={t.getStarted.quickStartTitle} lead={t.getStarted.quickStartLead} openAtStart={searchParams.get("registerAccount") === "true"} />;
}
