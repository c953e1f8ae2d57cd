import { useId, useState, type ReactNode } from "react";
import { EventLogoTab } from "../../editor/design/eventLogo/EventLogoTab";
import { FontsTab } from "../../editor/design/FontsTab";
import { GraphicsTab } from "../../editor/design/GraphicsTab";
import { SideDrawer } from "../../editor/drawers/SideDrawer";
import { EditorTabs, tabPanelProps, type DialogTab } from "../../../kit/editor/fields/EditorTabs";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { CARD_TEXTS } from "../cardTexts";
import { MATCH_SITE } from "../siteDesign";
import { CardColorsTab } from "./CardColorsTab";
import { useCardEditor } from "./cardEditorContext";
import { CardLayoutTab } from "./CardLayoutTab";
import { MatchSiteButton } from "./MatchSiteButton";
import "../../editor/design/design.css";
import "../../../kit/editor/fields/editorFields.css";

type Tab = keyof (typeof CARD_TEXTS)["sv"]["tabs"];

/** A site picker (it reads the card through the page's site-editor adapter), with the tab's 'Matcha med bröllopssida' above it. */
function SitePicker({ match, children }: { match: "graphics" | "fonts" | "logo"; children: ReactNode }) {
  const { update, cardSite } = useCardEditor();
  return (
    <>
      <MatchSiteButton onMatch={() => update((current) => MATCH_SITE[match](current, cardSite.document))} />
      {children}
    </>
  );
}

const PANELS: Record<Tab, () => ReactNode> = {
  layout: CardLayoutTab,
  graphics: () => (
    <SitePicker match="graphics">
      <GraphicsTab />
    </SitePicker>
  ),
  fonts: () => (
    <SitePicker match="fonts">
      <FontsTab />
    </SitePicker>
  ),
  colors: CardColorsTab,
  logo: () => (
    <SitePicker match="logo">
      <EventLogoTab />
    </SitePicker>
  ),
};

/**
 * The card's Design drawer (spec 3, Card editor): Layout, Grafik, Typsnitt, Färger and, for a
 * version 2 site, Logga. Every choice changes the card at once.
 */
export function CardDesignDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const texts = useOwnerTexts(CARD_TEXTS);
  const { cardSite } = useCardEditor();
  const id = useId();
  const [tab, setTab] = useState<Tab>("layout");
  const tabs: DialogTab<Tab>[] = (Object.keys(PANELS) as Tab[])
    .filter((each) => each !== "logo" || cardSite.document.usesSiteModules)
    .map((each) => ({ id: each, label: texts.tabs[each] }));
  const Panel = PANELS[tab];
  return (
    <SideDrawer open={open} onClose={onClose} title={texts.drawerTitle} alongside>
      <EditorTabs idPrefix={id} label={texts.drawerTitle} tabs={tabs} selected={tab} onSelect={setTab} />
      <div {...tabPanelProps(id, tab)} className="design-panel">
        <Panel />
      </div>
    </SideDrawer>
  );
}
