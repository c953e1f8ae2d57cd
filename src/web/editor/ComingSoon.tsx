import type { ReactNode } from "react";
import { useI18n } from "../i18n/useI18n";
import { PageTitle } from "../ui/PageTitle";

interface ComingSoonProps {
  title: string;
  soonTitle: string;
  children: ReactNode;
}

/** An editor page whose feature is still to come: says so plainly, in the editor's own look. */
export function ComingSoon({ title, soonTitle, children }: ComingSoonProps) {
  const { t } = useI18n();
  return (
    <div className="editor-page">
      <PageTitle text={title} />
      <h1>{title}</h1>
      <section className="card coming-soon" aria-labelledby="coming-soon-title">
        <svg className="coming-soon__art" viewBox="0 0 120 80" aria-hidden="true">
          <path className="coming-soon__leaf" d="M18 62c10-22 28-34 52-36-6 20-22 34-52 36z" />
          <path className="coming-soon__stem" d="M18 62C34 50 46 40 62 30" />
          <circle className="coming-soon__dot" cx="88" cy="22" r="6" />
          <circle className="coming-soon__dot coming-soon__dot--soft" cx="100" cy="46" r="10" />
        </svg>
        <p className="badge">{t.common.comingSoon}</p>
        <h2 id="coming-soon-title">{soonTitle}</h2>
        <p className="coming-soon__text">{children}</p>
      </section>
    </div>
  );
}
