import { useId } from "react";
import { changeLayout } from "../../../domain/print/changeLayout";
import { CARD_LAYOUTS, CARD_TRIMS } from "../../../domain/print/layouts";
import { DesignChoice } from "../../editor/design/DesignChoice";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { CardPage } from "../card/CardPage";
import { CARD_TEXTS } from "../cardTexts";
import { MATCH_SITE } from "../siteDesign";
import { useCardEditor } from "./cardEditorContext";
import { MatchSiteButton } from "./MatchSiteButton";

/** The four layouts, each drawn as the card would become (texts and photo kept), and the corners. */
export function CardLayoutTab() {
  const { card, update, cardSite } = useCardEditor();
  const texts = useOwnerTexts(CARD_TEXTS);
  const layoutName = useId();
  const trimName = useId();
  return (
    <>
      <MatchSiteButton onMatch={() => update((current) => MATCH_SITE.layout(current, cardSite.facts))} help={texts.matchLayout} />
      <fieldset className="design-fieldset drawer-section">
        <legend className="drawer-lead">{texts.layoutLead}</legend>
        <div className="design-choices card-layouts">
          {CARD_LAYOUTS.map((layout) => (
            <DesignChoice
              key={layout}
              name={layoutName}
              label={texts.layouts[layout]}
              selected={card.layout === layout}
              onChoose={() => update((current) => (current.layout === layout ? current : changeLayout(current, layout, cardSite.facts)))}
            >
              <div className="card-layouts__sample" aria-hidden="true">
                <CardPage card={changeLayout(card, layout, cardSite.facts)} page={1} sizes="8rem" />
              </div>
            </DesignChoice>
          ))}
        </div>
      </fieldset>
      <fieldset className="design-fieldset drawer-section">
        <legend className="drawer-heading">{texts.trim}</legend>
        <div className="card-trims">
          {CARD_TRIMS.map((trim) => (
            <label key={trim} className="card-trims__choice">
              <input type="radio" name={trimName} checked={card.trim === trim} onChange={() => update((current) => ({ ...current, trim }))} />
              <span className={`card-trims__corner card-trims__corner--${trim}`} aria-hidden="true" />
              {trim === "rounded" ? texts.trimRounded : texts.trimNone}
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
