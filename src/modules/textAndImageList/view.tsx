import { isBlankHtml } from "../../kit/guestPage/ui/blankHtml";
import { ModuleTitle, RichText } from "../../kit/guestPage/ui/ModuleText";
import { SiteImage } from "../../kit/guestPage/ui/SiteImage";
import { useSite, useTranslate } from "../../kit/guestPage/SiteContext";
import type { TextAndImageListModule } from "./schema";
import { EmptyModuleHint } from "../EmptyModuleHint";

/** Spec 2: list images have a 220 px size hint. */
const ITEM_IMAGE_SIZES = "220px";

/** Rows of an image beside a title and rich text. */
export default function TextAndImageListView({ module }: { module: TextAndImageListModule }) {
  const t = useTranslate();
  const { editMode } = useSite();
  const title = t(module.title);
  const ItemHeading = title ? "h3" : "h2";
  return (
    <div className="text-image-list">
      <ModuleTitle text={title} />
      <ul className="text-image-list__items">
        {module.list.map((item) => {
          const itemTitle = t(item.title);
          const text = t(item.text);
          // Spec 2: the title/text block shows in edit mode, or when a title exists or the text is not empty.
          const showBody = editMode || itemTitle !== "" || !isBlankHtml(text);
          return (
            <li key={item.id} className={`text-image-list__item${item.image ? "" : " text-image-list__item--no-image"}`}>
              {item.image && (
                <div className="text-image-list__media">
                  <SiteImage className="text-image-list__image" image={item.image} sizes={ITEM_IMAGE_SIZES} />
                </div>
              )}
              {showBody && (
                <div className="text-image-list__body">
                  {itemTitle && <ItemHeading className="text-image-list__title">{itemTitle}</ItemHeading>}
                  <RichText html={text} className="text-image-list__text" />
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <EmptyModuleHint module={module} />
    </div>
  );
}
