import type { ReactNode } from "react";

/** A list sized to `count`, keeping the entries already given and filling the rest with `blank`. */
export function resized<T>(list: T[], count: number, blank: T): T[] {
  return Array.from({ length: count }, (_, index) => list[index] ?? blank);
}

/**
 * How many guests answer (1 to `max`), shared by the newer and the legacy RSVP. With a
 * `placeholder` the select starts on it (the legacy form: no person until one is chosen).
 */
export function GuestCountSelect({ id, label, count, max, disabled, placeholder, onChange }: { id: string; label: string; count: number; max: number; disabled: boolean; placeholder?: string; onChange: (count: number) => void }) {
  return (
    <div className="site-field rsvp__count">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={count} disabled={disabled} onChange={(event) => onChange(Number(event.target.value))}>
        {placeholder !== undefined && (
          <option value={0} disabled>
            {placeholder}
          </option>
        )}
        {Array.from({ length: max }, (_, index) => (
          <option key={index + 1} value={index + 1}>
            {index + 1}
          </option>
        ))}
      </select>
    </div>
  );
}

/** One guest's part of the form, headed "{title} {n}" only when more than one may answer. */
export function GuestSection({ id, index, title, headed, children }: { id: string; index: number; title: string; headed: boolean; children: ReactNode }) {
  return (
    <section className="rsvp__guest" aria-labelledby={headed ? id : undefined}>
      {headed && (
        <h3 id={id} className="rsvp__guest-title">
          {`${title} ${index + 1}`}
        </h3>
      )}
      {children}
    </section>
  );
}
