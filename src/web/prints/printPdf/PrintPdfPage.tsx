import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useParams, useSearchParams } from "react-router";
import { isStatus } from "../../../kit/api/client";
import { fetchHouseholdCardsForRenderer, fetchPrintForRenderer, type StoredPrint } from "../../api/prints";
import { useI18n } from "../../i18n/useI18n";
import { NotFoundPage } from "../../notFound/NotFoundPage";
import { CARD_PAGES } from "../../../domain/print/layouts";
import { CardPage } from "../card/CardPage";
import { PRINT_TEXTS } from "../texts";
import { whenPrintReady } from "./whenPrintReady";
import "./printPdf.css";

/**
 * /print-pdf/{printId}/{serverAccessKey} (spec 3): the card for the print file, front then back,
 * each on its own 111 × 154 mm sheet (trim plus bleed), no app chrome, not editable. Marks the
 * document ready for the renderer once fonts and images have loaded. With `?order=` of a
 * per-household order, one card per household: each with the household's name and the QR code
 * of its personal link in place of the card's own (decision 105).
 */
export function PrintPdfPage() {
  const { printId = "", serverAccessKey = "" } = useParams();
  const { language } = useI18n();
  const orderId = useSearchParams()[0].get("order");
  const query = useQuery({
    queryKey: ["print-pdf", printId, serverAccessKey, orderId],
    queryFn: async () => {
      const [card, households] = await Promise.all([fetchPrintForRenderer(printId, serverAccessKey), orderId ? fetchHouseholdCardsForRenderer(printId, serverAccessKey, orderId) : null]);
      return { card, households };
    },
    retry: false,
  });
  const ref = useRef<HTMLDivElement>(null);
  const card = query.data?.card;
  const cards = query.data?.households?.length ?? 1;

  useEffect(() => {
    const root = ref.current;
    if (!card || !root) return;
    let current = true;
    void whenPrintReady(root).then(() => {
      if (!current) return;
      // The renderer checks the file has both sides of each card drawn.
      document.documentElement.dataset.printCards = String(cards);
      document.documentElement.dataset.printReady = "true";
    });
    return () => {
      current = false;
      delete document.documentElement.dataset.printReady;
    };
  }, [card, cards]);

  if (query.isPending) return null;
  if (isStatus(query.error, 404)) return <NotFoundPage />;
  if (!card) {
    return (
      <p className="print-pdf__failed" role="alert">
        {PRINT_TEXTS[language].printLoadFailed}
      </p>
    );
  }
  const copies = query.data?.households?.map((household) => ({ card: withQrTo(card, household.url), addressee: household.name })) ?? [{ card, addressee: undefined }];
  return (
    <div ref={ref} className="print-pdf">
      {copies.flatMap((copy, index) =>
        CARD_PAGES.map((page) => (
          <section key={`${index}-${page}`} className="print-pdf__sheet" aria-label={page === 1 ? "Framsida" : "Baksida"}>
            <CardPage card={copy.card} page={page} bleed sizes="1600px" addressee={page === 2 ? copy.addressee : undefined} />
          </section>
        )),
      )}
    </div>
  );
}

/** The card with its QR code shown and leading to `url`: a household's own card, with a code even where the owner hid it. */
function withQrTo(card: StoredPrint, url: string): StoredPrint {
  const others = card.content.filter((item) => item.contentType !== "qr");
  return { ...card, content: [...others, { id: "qr", page: 2, position: "qr", contentType: "qr", url, hidden: false }] };
}
