import { useCallback, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { PREVIEW_TEXTS } from "./actionBarTexts";

/** A phone's width in CSS pixels, the one the guest page's phone layout is made for. */
export const PHONE_WIDTH = 390;

/** Copies the editor's stylesheets (the guest page's among them) into the frame, and keeps them in step. */
function mirrorStyles(frame: Document) {
  const copy = () => {
    frame.head.replaceChildren(...Array.from(document.head.querySelectorAll('link[rel="stylesheet"], style'), (sheet) => frame.importNode(sheet, true)));
  };
  copy();
  const observer = new MutationObserver(copy);
  observer.observe(document.head, { childList: true, subtree: true, characterData: true });
  return () => observer.disconnect();
}

/**
 * Review mode's phone preview: the page rendered into an iframe 390 px wide. An iframe rather
 * than a narrow box, because the guest page's phone layout comes from media queries on the
 * viewport, which only a frame of its own gives a phone's width. React renders into it through
 * a portal, so the page keeps the editor's state and contexts.
 */
export function PhonePreview({ children }: { children: ReactNode }) {
  const texts = useOwnerTexts(PREVIEW_TEXTS);
  const [body, setBody] = useState<HTMLElement | null>(null);

  // Set up once the frame is in the document (its own about:blank document is ready then).
  const attach = useCallback((frame: HTMLIFrameElement) => {
    const inner = frame.contentDocument;
    if (!inner) return;
    inner.documentElement.lang = document.documentElement.lang;
    inner.body.style.margin = "0";
    const stop = mirrorStyles(inner);
    setBody(inner.body);
    return () => {
      stop();
      setBody(null);
    };
  }, []);

  return (
    <div className="phone-preview">
      <iframe ref={attach} className="phone-preview__frame" title={texts.phoneFrame} style={{ width: PHONE_WIDTH }} />
      {body && createPortal(children, body)}
    </div>
  );
}
