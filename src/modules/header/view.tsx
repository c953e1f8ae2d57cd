import { EventLogo } from "../../kit/guestPage/design/EventLogo";
import { SiteImage } from "../../kit/guestPage/ui/SiteImage";
import { useSite, useTexts, useTranslate } from "../../kit/guestPage/SiteContext";
import { headerImageSizes, headerImageStyle } from "./imageBox";
import type { HeaderModule } from "./schema";
import { HEADER_TEXTS } from "./texts";
import { EmptyModuleHint } from "../EmptyModuleHint";

const ALIGNMENT = { "-1": "top", "0": "middle", "1": "bottom" } as const;

/** The page's top: image, the title as the page's h1 (or the event logo) and a second line. */
export default function HeaderView({ module }: { module: HeaderModule }) {
  const t = useTranslate();
  const { document, editMode } = useSite();
  const texts = useTexts(HEADER_TEXTS);
  const title = t(module.title);
  const secondLine = t(module.secondLine);
  const logo = module.showEventLogo ? document.eventLogo : null;
  const size = module.userSelectedImageSize.toLowerCase();
  const className = [
    "header",
    `header--${size}`,
    `header--align-${ALIGNMENT[module.titleVerticalAlignment]}`,
    module.image ? "header--has-image" : "header--no-image",
    logo ? "header--logo" : "",
  ]
    .filter(Boolean)
    .join(" ");

  return (
    <div className={className} style={module.image ? headerImageStyle(module.userSelectedImageSize, document.theme) : undefined}>
      {module.image && (
        <div className="header__media">
          {/* The first image on the page: loaded at once, not lazily. */}
          <SiteImage
            className="header__image"
            image={module.image}
            sizes={headerImageSizes(module.userSelectedImageSize, module.image, document.theme)}
            priority
          />
        </div>
      )}
      <div className="header__content">
        {logo ? (
          <>
            <h1 className="header__title header__title--hidden">{title || [logo.name1, logo.name2].filter(Boolean).join(" & ")}</h1>
            <div className="header__logo">
              <EventLogo logo={logo} />
            </div>
          </>
        ) : (
          title && <h1 className="header__title">{title}</h1>
        )}
        {secondLine ? (
          <p className="header__second-line">{secondLine}</p>
        ) : (
          editMode && <p className="header__second-line header__second-line--placeholder">{texts.noSecondLine}</p>
        )}
      </div>
      <EmptyModuleHint module={module} />
    </div>
  );
}
