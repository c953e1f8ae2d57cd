import { useId, useState, type ReactNode } from "react";
import { offersEventLogo } from "../../../domain/site/designChoices";
import { SideDrawer } from "../drawers/SideDrawer";
import { EditorTabs, tabPanelProps, type DialogTab } from "../../../kit/editor/fields/EditorTabs";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { useSiteEditor } from "../../../kit/editor/siteEditorContext";
import { ColorSchemePicker } from "./colors/ColorSchemePicker";
import { EventLogoTab } from "./eventLogo/EventLogoTab";
import { FontsTab } from "./FontsTab";
import { GraphicsTab } from "./GraphicsTab";
import { LayoutsTab } from "./LayoutsTab";
import { TemplatesTab } from "./TemplatesTab";
import { DESIGN_TEXTS } from "./texts";
import "./design.css";

type DesignTab = keyof (typeof DESIGN_TEXTS)["sv"]["tabs"];

const PANELS: Record<DesignTab, () => ReactNode> = {
  templates: TemplatesTab,
  layouts: LayoutsTab,
  fonts: FontsTab,
  colors: ColorSchemePicker,
  graphics: GraphicsTab,
  logo: EventLogoTab,
};

/**
 * The Design drawer (spec 3, Editor screen): design templates, layouts, fonts, colours, site
 * graphics and, for the wedding brand, the event logo. Every choice changes the draft at once.
 */
export function DesignDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { brand } = useSiteEditor();
  const texts = useOwnerTexts(DESIGN_TEXTS);
  const id = useId();
  const [tab, setTab] = useState<DesignTab>("templates");
  const tabs: DialogTab<DesignTab>[] = (Object.keys(PANELS) as DesignTab[])
    .filter((each) => each !== "logo" || offersEventLogo(brand))
    .map((each) => ({ id: each, label: texts.tabs[each] }));
  const Panel = PANELS[tab];
  return (
    <SideDrawer open={open} onClose={onClose} title={texts.title} alongside>
      <EditorTabs idPrefix={id} label={texts.tabsLabel} tabs={tabs} selected={tab} onSelect={setTab} />
      <div {...tabPanelProps(id, tab)} className="design-panel">
        <Panel />
      </div>
    </SideDrawer>
  );
}
