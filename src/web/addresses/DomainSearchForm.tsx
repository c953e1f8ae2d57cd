import { useId, type FormEvent } from "react";
import { parseOwnDomain, sanitizeLabel, TOP_LEVEL_DOMAINS, type TopLevelDomain } from "../../domain/addresses";
import { useI18n } from "../i18n/useI18n";

interface DomainSearchFormProps {
  name: string;
  tld: TopLevelDomain;
  checking: boolean;
  onChange: (name: string, tld: TopLevelDomain) => void;
  onSearch: () => void;
}

/** Name and top-level domain (spec 3, section 5): the name sanitised as typed, the search button only once a name is entered. */
export function DomainSearchForm({ name, tld, checking, onChange, onSearch }: DomainSearchFormProps) {
  const { t } = useI18n();
  const texts = t.addresses;
  const nameId = useId();
  const tldId = useId();

  // A pasted whole domain ("anna-och-erik.se") fills both fields.
  const editName = (value: string) => {
    const pasted = value.includes(".") ? parseOwnDomain(value) : undefined;
    if (pasted) onChange(pasted.name, pasted.tld);
    else onChange(sanitizeLabel(value), tld);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name && !checking) onSearch();
  };

  return (
    <form className="address-search__form" onSubmit={submit} role="search">
      <div className="address-search__row">
        <div className="field address-search__name">
          <label className="field__label" htmlFor={nameId}>
            {texts.domainNameLabel}
          </label>
          <input
            id={nameId}
            className="field__input"
            value={name}
            onChange={(event) => editName(event.target.value)}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={80}
          />
        </div>
        <div className="field address-search__tld">
          <label className="field__label" htmlFor={tldId}>
            {texts.tldLabel}
          </label>
          <select id={tldId} className="field__input" value={tld} onChange={(event) => onChange(name, event.target.value as TopLevelDomain)}>
            {TOP_LEVEL_DOMAINS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
        {name && (
          <button type="submit" className="button button--primary address-search__submit" disabled={checking}>
            {checking ? texts.searching : texts.search}
          </button>
        )}
      </div>
    </form>
  );
}
