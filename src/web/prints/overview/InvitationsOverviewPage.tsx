import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { CARD_PRICE, FIXED_SHIPPING_PRICE } from "../../../domain/orders/invitationPrice";
import { fetchSitePrints } from "../../api/prints";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { useLoadError } from "../../../kit/errors/useShowError";
import { useI18n } from "../../i18n/useI18n";
import { PlusIcon } from "../../../kit/ui/icons";
import { PageTitle } from "../../ui/PageTitle";
import { CardPage } from "../card/CardPage";
import { CARD_TEXTS } from "../cardTexts";
import { PRINT_TEXTS } from "../texts";
import { useCardSite } from "../useCardSite";
import { exampleCards } from "./exampleCards";
import "./overview.css";
import { fill } from "../../../domain/fill";

const THUMBNAIL_SIZES = "12rem";

/**
 * /redigera/{siteId}/inbjudningar (spec 3, Invitation overview): what the cards are, the site's
 * own cards to open, the offer, example cards, and the way to a new one.
 */
export function InvitationsOverviewPage() {
  const texts = useOwnerTexts(CARD_TEXTS);
  const { t, language } = useI18n();
  const cardSite = useCardSite();
  const siteId = cardSite.data?.siteId ?? null;
  const prints = useQuery({ queryKey: ["sites", siteId, "prints"], queryFn: () => fetchSitePrints(siteId!), enabled: siteId !== null });
  useLoadError(prints.error, PRINT_TEXTS[language].listFailed);

  if (!cardSite.data) return cardSite.isPending ? <p className="muted">{t.common.loading}</p> : null;
  const { base, facts } = cardSite.data;
  const cards = prints.data?.prints ?? [];
  const kronor = (ore: number) => String(ore / 100);

  return (
    <div className="editor-page invitations">
      <PageTitle text={texts.overviewTitle} />
      <header className="invitations__intro">
        <h1>{texts.overviewTitle}</h1>
        <p className="invitations__lead">{texts.overviewLead}</p>
        <Link className="button button--primary" to={`${base}/inbjudningar/nytt`}>
          <PlusIcon />
          {texts.newCard}
        </Link>
      </header>

      {siteId && (
        <section className="invitations__section" aria-labelledby="invitations-own">
          <h2 id="invitations-own">{texts.yourCards}</h2>
          {prints.isSuccess && cards.length === 0 && <p className="muted">{texts.noCards}</p>}
          {cards.length > 0 && (
            <ul className="invitations__cards">
              {cards.map((card) => {
                const names = card.content.find((item) => item.position === "names");
                return (
                  <li key={card._id}>
                    <Link className="invitations__card" to={`${base}/inbjudningar/${card._id}`} aria-label={fill(texts.openCard, { names: names?.contentType === "text" ? names.text : "" })}>
                      <CardPage card={card} page={1} sizes={THUMBNAIL_SIZES} />
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      )}

      <section className="invitations__section invitations__offer card" aria-labelledby="invitations-offer">
        <h2 id="invitations-offer">{texts.offerTitle}</h2>
        <ul className="invitations__offer-list">
          {texts.offer.map((line) => (
            <li key={line}>{fill(line, { price: kronor(CARD_PRICE * 10), shipping: kronor(FIXED_SHIPPING_PRICE) })}</li>
          ))}
        </ul>
      </section>

      <section className="invitations__section" aria-labelledby="invitations-examples">
        <h2 id="invitations-examples">{texts.examplesTitle}</h2>
        <p className="muted">{texts.examplesLead}</p>
        <ul className="invitations__examples">
          {exampleCards(facts).map((example) => (
            <li key={example.key}>
              <figure className="invitations__example">
                <CardPage card={example.card} page={example.page} sizes={THUMBNAIL_SIZES} />
                <figcaption>
                  {texts.layouts[example.layout]}, {example.page === 1 ? texts.front.toLowerCase() : texts.back.toLowerCase()}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
