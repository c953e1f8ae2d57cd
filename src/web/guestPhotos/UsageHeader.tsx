import { fill } from "../../domain/fill";
import type { OwnerPhotoList } from "../../domain/guestPhotos/types";
import type { UiLanguage } from "../../domain/languages";
import type { GuestPhotoTexts } from "./texts";
import { storageSize } from "./usage";

interface UsageHeaderProps {
  texts: GuestPhotoTexts;
  language: UiLanguage;
  usage: OwnerPhotoList["usage"];
}

/** How many photos, how many wait, and the storage they fill against the site's quota. */
export function UsageHeader({ texts, language, usage }: UsageHeaderProps) {
  const share = usage.quotaBytes > 0 ? Math.min(1, usage.bytes / usage.quotaBytes) : 0;
  const number = new Intl.NumberFormat(language);
  return (
    <div className="card photo-usage">
      <p className="photo-usage__counts">{fill(texts.counts, { photos: number.format(usage.photos), pending: number.format(usage.pending) })}</p>
      <p className="photo-usage__storage">
        <span>{texts.storage}</span> <span>{fill(texts.storageUsed, { used: storageSize(usage.bytes, language), quota: storageSize(usage.quotaBytes, language) })}</span>
      </p>
      <div className="photo-usage__bar" aria-hidden="true" data-full={share >= 0.9}>
        <span style={{ width: `${(share * 100).toFixed(1)}%` }} />
      </div>
    </div>
  );
}
