import { useId, useMemo, useState } from "react";
import type { Household } from "../../../domain/guestList/types";
import { useI18n } from "../../i18n/useI18n";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { BulkBar } from "./BulkBar";
import { HOUSEHOLD_SORTS, lacksAddress, shownHouseholds, usedTags, type HouseholdQuery, type HouseholdSort } from "./householdRows";
import { HouseholdsTable } from "./HouseholdsTable";
import type { GuestListView } from "./guestListView";
import { GUEST_LIST_TEXTS, type GuestListTexts } from "./texts";
import { fill, plural } from "../../../domain/fill";

interface HouseholdsSectionProps {
  view: GuestListView;
  onSelect: (householdIds: string[]) => void;
  onEdit: (household: Household) => void;
  onLink: (household: Household) => void;
  onRemove: (household: Household) => void;
  onStatus: (message: string) => void;
}

const SORT_TEXT: Record<HouseholdSort, keyof GuestListTexts> = { name: "sortName", status: "sortStatus", created: "sortCreated" };

/** Search, sort and tag filter over the households, the bulk actions for those selected, and the table. */
export function HouseholdsSection({ view, onSelect, onEdit, onLink, onRemove, onStatus }: HouseholdsSectionProps) {
  const texts = useOwnerTexts(GUEST_LIST_TEXTS);
  const { language } = useI18n();
  const ids = useId();
  const [query, setQuery] = useState<HouseholdQuery>({ search: "", tag: "", sort: "name" });
  const tags = useMemo(() => usedTags(view.households, language), [view.households, language]);
  const rows = useMemo(() => shownHouseholds(view.households, { ...query, tag: tags.includes(query.tag) ? query.tag : "" }, language), [view.households, query, tags, language]);
  const guests = view.households.reduce((sum, household) => sum + household.guests.length, 0);
  const change = (fields: Partial<HouseholdQuery>) => setQuery((current) => ({ ...current, ...fields }));

  const toggle = (householdId: string) =>
    onSelect(view.selectedIds.includes(householdId) ? view.selectedIds.filter((id) => id !== householdId) : [...view.selectedIds, householdId]);
  const toggleAll = (select: boolean) => {
    const shown = new Set(rows.map((row) => row.id));
    onSelect(select ? [...new Set([...view.selectedIds, ...shown])] : view.selectedIds.filter((id) => !shown.has(id)));
  };

  return (
    <section className="guest-list__households" aria-labelledby={`${ids}-heading`}>
      <div className="households__head">
        <h2 id={`${ids}-heading`}>{texts.householdsHeading}</h2>
        <p className="households__count">{fill(texts.count, { shown: rows.length, total: view.households.length, guests: plural(guests, texts.oneGuest, texts.guestCount) })}</p>
      </div>
      <div className="households__filters">
        <div className="field households__search">
          <label className="field__label" htmlFor={`${ids}-search`}>
            {texts.search}
          </label>
          <input id={`${ids}-search`} type="search" className="field__input" value={query.search} onChange={(event) => change({ search: event.target.value })} />
        </div>
        {tags.length > 0 && (
          <div className="field">
            <label className="field__label" htmlFor={`${ids}-tag`}>
              {texts.tagFilter}
            </label>
            <select id={`${ids}-tag`} className="field__input" value={query.tag} onChange={(event) => change({ tag: event.target.value })}>
              <option value="">{texts.allTags}</option>
              {tags.map((tag) => (
                <option key={tag} value={tag}>
                  {tag}
                </option>
              ))}
            </select>
          </div>
        )}
        <label className="households__missing-address">
          <input type="checkbox" checked={query.missingAddress ?? false} onChange={(event) => change({ missingAddress: event.target.checked })} />
          <span>{fill(texts.missingAddressFilter, { count: view.households.filter(lacksAddress).length })}</span>
        </label>
        <div className="field">
          <label className="field__label" htmlFor={`${ids}-sort`}>
            {texts.sort}
          </label>
          <select id={`${ids}-sort`} className="field__input" value={query.sort} onChange={(event) => change({ sort: event.target.value as HouseholdSort })}>
            {HOUSEHOLD_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {texts[SORT_TEXT[sort]]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {view.selectedIds.length > 0 && <BulkBar view={view} tags={tags} onClear={() => onSelect([])} onDone={onStatus} />}
      {rows.length === 0 ? (
        <p className="households__none">{texts.noMatch}</p>
      ) : (
        <HouseholdsTable view={view} rows={rows} onToggle={toggle} onToggleAll={toggleAll} onEdit={onEdit} onLink={onLink} onRemove={onRemove} />
      )}
    </section>
  );
}
