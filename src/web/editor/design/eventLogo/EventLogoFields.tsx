import type { EventLogo } from "../../../../domain/site/design";
import { EVENT_LOGO_SLIDERS } from "../../../../domain/site/design";
import { BADGE_VARIANT } from "../../../../domain/site/eventLogoEditing";
import { TextField } from "../../../../kit/ui/fields";
import { RangeField } from "../../../../kit/editor/fields/RangeField";
import { useOwnerTexts } from "../../../../kit/editor/fields/useOwnerTexts";
import { ColorOverrideField } from "./ColorOverrideField";
import { EVENT_LOGO_TEXTS } from "./eventLogoTexts";

const SLIDERS = ["fontSizeInitials", "distanceInitialsX", "distanceInitialsY"] as const;

/** The logo's names, date and colours; the badge also its background and the initials' size and placement. */
export function EventLogoFields({ logo, onChange }: { logo: EventLogo; onChange: (logo: EventLogo) => void }) {
  const texts = useOwnerTexts(EVENT_LOGO_TEXTS);
  const badge = logo.variant === BADGE_VARIANT;
  const set = <K extends keyof EventLogo>(field: K, value: EventLogo[K]) => onChange({ ...logo, [field]: value });
  return (
    <div className="event-logo-fields">
      <div className="event-logo-fields__names">
        <TextField label={texts.name1} value={logo.name1} maxLength={60} onChange={(event) => set("name1", event.target.value)} />
        <TextField label={texts.name2} value={logo.name2} maxLength={60} onChange={(event) => set("name2", event.target.value)} />
      </div>
      <TextField label={texts.additionalText} value={logo.additionalText} maxLength={120} onChange={(event) => set("additionalText", event.target.value)} />
      <ColorOverrideField toggleLabel={texts.ownTextColor} colorLabel={texts.textColor} value={logo.colorText} onChange={(value) => set("colorText", value)} />
      {badge && (
        <>
          <ColorOverrideField
            toggleLabel={texts.ownBackgroundColor}
            colorLabel={texts.backgroundColor}
            value={logo.colorBackground}
            onChange={(value) => set("colorBackground", value)}
          />
          {SLIDERS.map((field) => (
            <RangeField key={field} label={texts[field]} {...EVENT_LOGO_SLIDERS[field]} value={logo[field]} onChange={(value) => set(field, value)} />
          ))}
        </>
      )}
    </div>
  );
}
