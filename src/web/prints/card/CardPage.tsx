import { useRef } from "react";
import type { CardContentItem, PrintCard } from "../../../domain/print/card";
import type { CardPage as Page, CardPosition } from "../../../domain/print/layouts";
import { EventLogo } from "../../../kit/guestPage/design/EventLogo";
import { fontStylesheets } from "../../../kit/guestPage/design/fonts";
import { SiteGraphic } from "../../site/design/SiteGraphic";
import { CardPhoto } from "./CardPhoto";
import { CardQr } from "./CardQr";
import { CardText } from "./CardText";
import { CARD_BLEED_MM, CARD_TRIM_MM, cardStyle } from "./cardStyle";
import { useCardScale } from "./useCardScale";
import "./card.css";

export type CardDocument = Pick<PrintCard, "layout" | "content" | "siteGraphic" | "colorScheme" | "fonts" | "trim" | "eventLogo">;

/** What the card editor passes to edit on the card itself; without it the card is only shown. */
export interface CardEditing {
  /** Each position's name, for the editable texts and the photo's button. */
  labels: Record<CardPosition, string>;
  addImage: string;
  changeImage: string;
  addQr: string;
  onText: (id: string, text: string) => void;
  onImage: () => void;
  onAddQr: () => void;
}

interface CardPageProps {
  card: CardDocument;
  page: Page;
  /** For the print file: backgrounds and a covering photo run 3 mm past each edge. */
  bleed?: boolean;
  editing?: CardEditing;
  /** How wide the card is shown, for the photo's stored size (the print page asks for the largest). */
  sizes?: string;
  /** The QR image's text alternative. */
  qrAlt?: string;
  /** One card per household: the household's name, written above its own QR code (decision 105). */
  addressee?: string;
}

const PHOTO_LAYOUTS = new Set<CardDocument["layout"]>(["TEXT_ON_PHOTO", "TEXT_ON_PHOTO_GRADIENT"]);

/**
 * One page of an invitation card (page 1 the front, page 2 the back) at its real proportions:
 * A6 portrait, laid out in millimetres and scaled to the width it is given, so the same card
 * fills a thumbnail, the editor and, unscaled, the printed sheet.
 */
export function CardPage({ card, page, bleed = false, editing, sizes = "(min-width: 60rem) 30rem, 90vw", qrAlt = "QR-kod", addressee }: CardPageProps) {
  const ref = useRef<HTMLDivElement>(null);
  const sheetWidth = CARD_TRIM_MM.width + (bleed ? 2 * CARD_BLEED_MM : 0);
  useCardScale(ref, sheetWidth);

  const at = (position: CardPosition) => card.content.find((item) => item.position === position && item.page === page);
  const text = (position: CardPosition) => {
    const item = at(position);
    if (item?.contentType !== "text") return null;
    const edit = editing && { label: editing.labels[position], onChange: (value: string) => editing.onText(item.id, value) };
    return <CardText key={position} text={item.text} className={`print-card__text print-card__text--${position}`} edit={edit} />;
  };
  const photoItem = at("primaryImage");
  const photo = (
    <CardPhoto
      image={photoItem?.contentType === "image" ? photoItem : null}
      sizes={sizes}
      edit={editing && { label: photoItem ? editing.changeImage : editing.addImage, onClick: editing.onImage }}
    />
  );
  const qr = at("qr") as Extract<CardContentItem, { contentType: "qr" }> | undefined;
  const overPhoto = page === 1 && PHOTO_LAYOUTS.has(card.layout);
  // The logo opens the text card's front; the photo layouts carry it on the back.
  const logo = card.eventLogo && (page === 1) === (card.layout === "GENESIS") ? <EventLogo logo={card.eventLogo} /> : null;

  const classes = [
    "print-card",
    `print-card--${card.layout}`,
    `print-card--page-${page}`,
    bleed ? "print-card--bleed" : `print-card--trim-${card.trim}`,
    editing ? "print-card--editing" : "",
  ];
  return (
    <div ref={ref} className={classes.filter(Boolean).join(" ")}>
      <div className="print-card__sheet" style={cardStyle(card)}>
        {card.siteGraphic && !overPhoto && (
          <div className="print-card__graphic">
            <SiteGraphic name={card.siteGraphic} />
          </div>
        )}
        {overPhoto && <div className="print-card__cover">{photo}</div>}
        <div className="print-card__trim">
          {page === 2 ? (
            <div className="print-card__column">
              {logo}
              {text("title")}
              {text("websiteInfo")}
              {addressee && <p className="print-card__text print-card__addressee">{addressee}</p>}
              {qr && (
                <CardQr
                  url={qr.url}
                  hidden={qr.hidden}
                  colors={card.colorScheme}
                  alt={qrAlt}
                  addBack={editing && { label: editing.addQr, onAdd: editing.onAddQr }}
                />
              )}
              {/* The text speaks of the code: it goes and comes back with it. */}
              {!qr?.hidden && text("textAtQR")}
            </div>
          ) : overPhoto ? (
            <div className="print-card__overlay">
              {text("names")}
              {text("dateAndLocation")}
            </div>
          ) : (
            <div className="print-card__column">
              {logo}
              {text("welcomeText")}
              {card.layout === "PHOTO_CLEAN" && photo}
              {text("names")}
              {text("dateAndLocationLong")}
              {text("dateAndLocation")}
            </div>
          )}
        </div>
      </div>
      {fontStylesheets(card).map((href) => (
        <link key={href} rel="stylesheet" href={href} precedence="default" />
      ))}
    </div>
  );
}
