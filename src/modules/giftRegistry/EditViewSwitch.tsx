import { useTexts } from "../../kit/guestPage/SiteContext";
import { EditViewSwitch as ViewSwitch } from "../../kit/guestPage/ui/EditViewSwitch";
import { GIFT_TEXTS } from "./texts";

export type GiftView = "START" | "LIST";

/** The owner looks at the start button (0) or the list (1) guests will see. */
export function EditViewSwitch({ view, onView }: { view: GiftView; onView: (view: GiftView) => void }) {
  const texts = useTexts(GIFT_TEXTS);
  const choices = [
    ["START", texts.editStart],
    ["LIST", texts.editList],
  ] as const;
  return <ViewSwitch legend={texts.editViews} choices={choices} view={view} onView={onView} />;
}
