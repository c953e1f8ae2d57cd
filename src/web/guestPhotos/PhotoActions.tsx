import { useState } from "react";
import { ConfirmDialog } from "../../kit/ui/ConfirmDialog";
import { photoFiles } from "./photosApi";
import type { GuestPhotoTexts } from "./texts";

interface PhotoActionsProps {
  texts: GuestPhotoTexts;
  siteId: string;
  slideshowUrl: string;
  /** A reader gets the slideshow and the downloads, not a new link. */
  editor: boolean;
  onNewSlideshowLink: () => void;
}

/** The slideshow for the TV, and everything taken home: the ZIP and the table cards with the upload QR. */
export function PhotoActions({ texts, siteId, slideshowUrl, editor, onNewSlideshowLink }: PhotoActionsProps) {
  const [confirming, setConfirming] = useState(false);
  const files = photoFiles(siteId);
  return (
    <section className="card photo-actions" aria-labelledby="photo-actions-heading">
      <h2 id="photo-actions-heading">{texts.actionsHeading}</h2>
      <div className="photo-actions__row">
        <a className="button button--primary" href={slideshowUrl} target="_blank" rel="noopener noreferrer">
          {texts.openSlideshow}
        </a>
        {editor && (
          <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
            {texts.newSlideshowLink}
          </button>
        )}
      </div>
      <p className="muted">{texts.slideshowHint}</p>
      <div className="photo-actions__row">
        <a className="button button--secondary" href={files.archive} download>
          {texts.downloadZip}
        </a>
        <a className="button button--secondary" href={files.tableCards} download>
          {texts.tableCards}
        </a>
      </div>
      <ConfirmDialog
        open={confirming}
        title={texts.newLinkTitle}
        text={texts.newLinkText}
        confirmLabel={texts.newLinkConfirm}
        cancelLabel={texts.cancel}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onNewSlideshowLink();
        }}
      />
    </section>
  );
}
