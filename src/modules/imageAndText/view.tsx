import { ModuleTitle, RichText } from "../../kit/guestPage/ui/ModuleText";
import { SiteImage } from "../../kit/guestPage/ui/SiteImage";
import { useTranslate } from "../../kit/guestPage/SiteContext";
import type { ImageAndTextModule } from "./schema";
import { EmptyModuleHint } from "../EmptyModuleHint";

/** Shown at most this wide (spec 2: size hint 968 px). */
export const IMAGE_AND_TEXT_SIZES = "(min-width: 1032px) 968px, calc(100vw - 2rem)";

/** Title, image, a second title and rich text. */
export default function ImageAndTextView({ module }: { module: ImageAndTextModule }) {
  const t = useTranslate();
  const title = t(module.title);
  const secondTitle = t(module.secondTitle);
  const SecondHeading = title ? "h3" : "h2";
  return (
    <div className={`image-and-text${module.image ? " image-and-text--has-image" : ""}`}>
      <ModuleTitle text={title} />
      <div className="image-and-text__layout">
        {module.image && (
          <figure className="image-and-text__media">
            <SiteImage className="image-and-text__image" image={module.image} sizes={IMAGE_AND_TEXT_SIZES} />
          </figure>
        )}
        <div className="image-and-text__body">
          {secondTitle && <SecondHeading className="image-and-text__second-title">{secondTitle}</SecondHeading>}
          <RichText html={t(module.text)} className="image-and-text__text" />
        </div>
      </div>
      <EmptyModuleHint module={module} />
    </div>
  );
}
