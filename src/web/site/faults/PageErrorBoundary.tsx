import type { ReactNode } from "react";
import { ErrorBoundary } from "../../ui/ErrorBoundary";
import { FAULT_TEXTS } from "../../../kit/guestPage/faults/texts";
import type { UiLanguage } from "../../../domain/languages";

interface FaultProps {
  uiLanguage: UiLanguage;
  /** The brand's contact mail, named in the message. */
  contactMail: string;
  /** Inside the owner's app, which has its own <main>. */
  embedded: boolean;
}

/** The page's own message with the contact address, in place of a page that crashed outside its modules. */
export function PageFault({ uiLanguage, contactMail, embedded }: FaultProps) {
  const texts = FAULT_TEXTS[uiLanguage];
  const Page = embedded ? "div" : "main";
  const [before, after] = texts.pageError.split("{contact}");
  return (
    <Page className="page-error">
      <div className="page-error__card site-card" role="alert">
        <h1 className="page-error__title">{texts.pageErrorTitle}</h1>
        <p className="page-error__text">
          {before}
          <a href={`mailto:${contactMail}`}>{contactMail}</a>
          {after}
        </p>
      </div>
    </Page>
  );
}

/** Around the page outside its modules (menu, graphics): a crash there shows the page's own message. */
export function PageErrorBoundary({ onError, children, ...fault }: FaultProps & { onError: (error: Error) => void; children: ReactNode }) {
  return (
    <ErrorBoundary fallback={<PageFault {...fault} />} onError={onError}>
      {children}
    </ErrorBoundary>
  );
}
