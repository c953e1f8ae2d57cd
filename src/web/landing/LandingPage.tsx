import { Link } from "react-router";
import { useAppConfig } from "../../kit/app/appConfig";
import { useI18n } from "../i18n/useI18n";
import { publishingPriceText } from "../payments/publishingPrice";
import { registrationPath } from "../registration/registrationPath";
import { PageTitle } from "../ui/PageTitle";
import { usePageType } from "../ui/usePageType";
import { LandingArt } from "./LandingArt";
import { fill } from "../../domain/fill";

/** The start page: what the brand offers, and the two ways in. */
export function LandingPage() {
  const { brand } = useAppConfig();
  const { language, t } = useI18n();
  const pageType = usePageType();
  const features = [
    [t.landing.featureBuildTitle, t.landing.featureBuildText],
    [t.landing.featureRsvpTitle, t.landing.featureRsvpText],
    [t.landing.featureAddressTitle, t.landing.featureAddressText],
  ] as const;

  return (
    <div className="landing">
      <PageTitle text={brand.pageTypeName[language]} />
      <section className="landing__hero" aria-labelledby="landing-title">
        <div className="landing__intro">
          <p className="eyebrow">{brand.pageTypeName[language]}</p>
          <h1 id="landing-title" className="landing__title">
            {fill(t.landing.heading, { pageType })}
          </h1>
          <p className="lead">{t.landing.lead}</p>
          <p className="landing__price">{publishingPriceText(t, brand, language)}</p>
          <div className="actions">
            <Link className="button button--primary button--large" to={registrationPath(brand.brand)}>
              {t.landing.getStarted}
            </Link>
            <Link className="button button--secondary button--large" to="/logga-in">
              {t.common.logIn}
            </Link>
          </div>
        </div>
        <LandingArt brand={brand.brand} />
      </section>
      <section className="landing__features" aria-labelledby="features-title">
        <h2 id="features-title" className="visually-hidden">
          {t.landing.featuresHeading}
        </h2>
        <ul className="feature-list">
          {features.map(([title, text]) => (
            <li key={title} className="card feature">
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
