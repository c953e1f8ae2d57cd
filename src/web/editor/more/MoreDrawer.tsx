import { useId } from "react";
import { Link, useLocation } from "react-router";
import { ColorSchemePicker } from "../design/colors/ColorSchemePicker";
import { SideDrawer } from "../drawers/SideDrawer";
import { editBasePath, isQuickStart } from "../editBasePath";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { useSiteEditor } from "../../../kit/editor/siteEditorContext";
import { LanguagesSection } from "./LanguagesSection";
import { LegacyImportSection } from "./LegacyImportSection";
import { SettingsSection } from "./SettingsSection";
import { MORE_TEXTS } from "./texts";
import "./more.css";

/**
 * The More drawer (spec 3, Editor screen): colours, languages, settings, for the wedding
 * brand a link to a new invitation card, and the import of a legacy site (not in quick start).
 * A legacy site has one language and no cards until it is converted, so it is offered neither.
 */
export function MoreDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { siteId, brand, legacy } = useSiteEditor();
  const { pathname } = useLocation();
  const texts = useOwnerTexts(MORE_TEXTS);
  const colorsId = useId();
  const invitationsId = useId();
  return (
    <SideDrawer open={open} onClose={onClose} title={texts.title}>
      <section className="drawer-section more-colors" aria-labelledby={colorsId}>
        <h3 id={colorsId} className="drawer-heading">
          {texts.colors}
        </h3>
        <ColorSchemePicker />
      </section>
      {!legacy && <LanguagesSection />}
      <SettingsSection />
      {brand === "wedding" && !legacy && !isQuickStart(pathname) && (
        <section className="drawer-section" aria-labelledby={invitationsId}>
          <h3 id={invitationsId} className="drawer-heading">
            {texts.invitations}
          </h3>
          <p className="drawer-lead">{texts.invitationsLead}</p>
          <Link className="button button--secondary" to={`${editBasePath(pathname, siteId)}/inbjudningar/nytt`}>
            {texts.newInvite}
          </Link>
        </section>
      )}
      {!isQuickStart(pathname) && <LegacyImportSection />}
    </SideDrawer>
  );
}
