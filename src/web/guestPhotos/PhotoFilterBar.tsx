import { fill } from "../../domain/fill";
import type { GuestPhotoTexts } from "./texts";
import { PHOTO_FILTERS, type PhotoFilter } from "./selection";

interface PhotoFilterBarProps {
  texts: GuestPhotoTexts;
  filter: PhotoFilter;
  counts: Record<PhotoFilter, number>;
  onFilter: (filter: PhotoFilter) => void;
}

/** Väntar på godkännande / Visas / Dolda / Alla, each with its count. */
export function PhotoFilterBar({ texts, filter, counts, onFilter }: PhotoFilterBarProps) {
  const title: Record<PhotoFilter, string> = { pending: texts.filterPending, approved: texts.filterApproved, hidden: texts.filterHidden, all: texts.filterAll };
  return (
    <div className="photo-filter" role="group" aria-label={texts.filter}>
      {PHOTO_FILTERS.map((each) => (
        <button key={each} type="button" className="photo-filter__option" aria-pressed={each === filter} onClick={() => onFilter(each)}>
          {fill(texts.filterCount, { filter: title[each], count: counts[each] })}
        </button>
      ))}
    </div>
  );
}
