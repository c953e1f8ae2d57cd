import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useParams } from "react-router";
import { isStatus } from "../../../kit/api/client";
import { fetchPrintForRenderer } from "../../api/prints";
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
 * document ready for the renderer once fonts and images have loaded.
 */
export function PrintPdfPage() {
  const { printId = "", serverAccessKey = "" } = useParams();
  const { language } = useI18n();
  const query = useQuery({ queryKey: ["print-pdf", printId, serverAccessKey], queryFn: () => fetchPrintForRenderer(printId, serverAccessKey), retry: false });
  const ref = useRef<HTMLDivElement>(null);
  const card = query.data;

  useEffect(() => {
    const root = ref.current;
    if (!card || !root) return;
    let current = true;
    void whenPrintReady(root).then(() => {
      if (current) document.documentElement.dataset.printReady = "true";
    });
    return () => {
      current = false;
      delete document.documentElement.dataset.printReady;
    };
  }, [card]);

  if (query.isPending) return null;
  if (isStatus(query.error, 404)) return <NotFoundPage />;
  if (!card) {
    return (
      <p className="print-pdf__failed" role="alert">
        {PRINT_TEXTS[language].printLoadFailed}
      </p>
    );
  }
  return (
    <div ref={ref} className="print-pdf">
      {CARD_PAGES.map((page) => (
        <section key={page} className="print-pdf__sheet" aria-label={page === 1 ? "Framsida" : "Baksida"}>
          <CardPage card={card} page={page} bleed sizes="1600px" />
        </section>
      ))}
    </div>
  );
}
