import { useId } from "react";
import type { EventLogo as EventLogoData } from "../../../../domain/site/design";
import { EVENT_LOGO_VARIANTS } from "../../../../domain/site/designNames";
import { newEventLogo, withVariant, type EventLogoVariant } from "../../../../domain/site/eventLogoEditing";
import { designAttributes } from "../../../../kit/guestPage/design/designAttributes";
import { EventLogo } from "../../../../kit/guestPage/design/EventLogo";
import { useOwnerTexts } from "../../../../kit/editor/fields/useOwnerTexts";
import { useSiteEditor } from "../../../../kit/editor/siteEditorContext";
import { DesignChoice } from "../DesignChoice";
import { EventLogoFields } from "./EventLogoFields";
import { EVENT_LOGO_TEXTS } from "./eventLogoTexts";

/** The logo on the site's own background and colours; `sample` scales it down for a style tile. */
function LogoOnPage({ logo, sample }: { logo: EventLogoData; sample?: boolean }) {
  const { document } = useSiteEditor();
  const { className, style } = designAttributes(document);
  const page = (
    <div className={`${className} logo-page${sample ? " design-sample__page" : ""}`} style={style}>
      <EventLogo logo={logo} />
    </div>
  );
  return sample ? (
    <div className="design-sample" aria-hidden="true">
      {page}
    </div>
  ) : (
    page
  );
}

/** The event logo (spec 3, wedding brand): its style, names, date, colours and, for the badge, size and placement. */
export function EventLogoTab() {
  const { document, update } = useSiteEditor();
  const texts = useOwnerTexts(EVENT_LOGO_TEXTS);
  const name = useId();
  const logo = document.eventLogo;
  const setLogo = (change: (current: EventLogoData | null) => EventLogoData | null) => update((current) => ({ ...current, eventLogo: change(current.eventLogo) }));
  const chooseVariant = (variant: EventLogoVariant) => setLogo((current) => (current ? withVariant(current, variant) : newEventLogo(variant, new Date())));
  const [sample1, sample2] = texts.sampleNames;
  const sampleLogo = (variant: EventLogoVariant) => {
    const base = logo ? withVariant(logo, variant) : newEventLogo(variant, new Date());
    return { ...base, name1: base.name1 || sample1, name2: base.name2 || sample2 };
  };

  return (
    <>
      {!logo && <p className="drawer-lead">{texts.lead}</p>}
      {logo && (
        <section className="drawer-section logo-preview" aria-label={texts.preview}>
          {logo.name1.trim() || logo.name2.trim() ? <LogoOnPage logo={logo} /> : <p className="logo-preview__empty">{texts.emptyPreview}</p>}
        </section>
      )}
      <fieldset className="design-fieldset drawer-section">
        <legend className="drawer-heading">{texts.style}</legend>
        <div className="design-choices">
          {EVENT_LOGO_VARIANTS.map((variant) => (
            <DesignChoice key={variant} name={name} label={texts.variants[variant]} selected={logo?.variant === variant} onChoose={() => chooseVariant(variant)}>
              <LogoOnPage logo={sampleLogo(variant)} sample />
            </DesignChoice>
          ))}
        </div>
      </fieldset>
      {logo && (
        <div className="drawer-section">
          <EventLogoFields logo={logo} onChange={(changed) => setLogo(() => changed)} />
          <p className="field__hint logo-hint">{texts.headerHint}</p>
          <button type="button" className="button button--ghost" onClick={() => setLogo(() => null)}>
            {texts.remove}
          </button>
        </div>
      )}
    </>
  );
}
