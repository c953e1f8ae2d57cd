import type { EventLogo as EventLogoData } from "../../../domain/site/design";

/** The couple's monogram in the header, in one of the seven variants. */
export function EventLogo({ logo }: { logo: EventLogoData }) {
  return (
    <div className={`event-logo event-logo--${logo.variant}`}>
      {logo.name1} &amp; {logo.name2}
    </div>
  );
}
