import type { UiLanguage } from "../../domain/languages";
import { useAppConfig } from "../../kit/app/appConfig";
import { FormattedText } from "../i18n/FormattedText";
import { useI18n } from "../i18n/useI18n";
import { PageTitle } from "../ui/PageTitle";
import { SupportMailLink } from "../ui/SupportMailLink";
import { da } from "./content/da";
import { en } from "./content/en";
import { sv } from "./content/sv";
import type { TermsContent } from "./content/termsContent";

const TERMS: Record<UiLanguage, TermsContent> = { sv, en, da };

/** /villkor. Loaded on demand (see the router), as only a few visitors read it. */
export function TermsPage() {
  const { brand } = useAppConfig();
  const { language, t } = useI18n();
  const terms = TERMS[language];
  const values = { brand: brand.name, domain: brand.domain, mail: <SupportMailLink /> };
  return (
    <article className="page page--prose" aria-labelledby="terms-title">
      <PageTitle text={t.terms.title} />
      <h1 id="terms-title">{t.terms.title}</h1>
      <p className="lead">
        <FormattedText template={terms.intro} values={values} />
      </p>
      {terms.sections.map((section) => (
        <section key={section.heading} className="prose-section">
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>
              <FormattedText template={paragraph} values={values} />
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
