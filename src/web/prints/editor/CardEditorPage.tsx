import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { useLocation, useNavigate, useParams } from "react-router";
import type { MeResponse } from "../../../domain/accounts";
import { QR_DEMO, type PrintCard } from "../../../domain/print/card";
import { LAYOUT_CROP_RATIO, type CardPage as Page } from "../../../domain/print/layouts";
import { cardFacts } from "../../../domain/print/siteFacts";
import type { EditorSite } from "../../../modules/editorSite";
import { api, isStatus } from "../../../kit/api/client";
import { sitePath } from "../../../kit/api/paths";
import { createPrint, fetchPrint, savePrint, type StoredPrint } from "../../api/prints";
import { useAppConfig } from "../../../kit/app/appConfig";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { LeaveGuard } from "../../editor/site/LeaveGuard";
import { SiteEditorContext } from "../../../kit/editor/siteEditorContext";
import { reportError } from "../../errors/reportError";
import { useLoadError, useShowError } from "../../../kit/errors/useShowError";
import { useI18n } from "../../i18n/useI18n";
import { NotFoundPage } from "../../notFound/NotFoundPage";
import { RegistrationDialog } from "../../registration/RegistrationDialog";
import { ErrorBoundary } from "../../ui/ErrorBoundary";
import { PageTitle } from "../../ui/PageTitle";
import { CardPage, type CardEditing } from "../card/CardPage";
import { CARD_TEXTS } from "../cardTexts";
import { PRINT_TEXTS } from "../texts";
import { useCardSite } from "../useCardSite";
import { useCardDraft } from "./useCardDraft";
import { CardActionBar } from "./CardActionBar";
import { itemAt, withPhoto, withQr, withText } from "./cardContent";
import { CardDesignDrawer } from "./CardDesignDrawer";
import { CardEditorContext } from "./cardEditorContext";
import { CardImageDialog } from "./CardImageDialog";
import { OrderDialogs, qrLeadsElsewhere, type OrderStep } from "./OrderDialogs";
import { QrSettings } from "./QrSettings";
import { ReviewDialog } from "./ReviewDialog";
import { newCard } from "../siteDesign";
import { cardAsSiteEditor } from "./siteEditorAdapter";
import "../../editor/site/siteEditor.css";
import "./cardEditor.css";
import { fill } from "../../../domain/fill";

const cardOf = ({ _id, site: _site, ...card }: StoredPrint): PrintCard => card;

/**
 * /inbjudningar/nytt and /inbjudningar/{printId} (spec 3, Card editor): the card edited in
 * place, its design drawer, Save (a new card is created, then opened at its own address),
 * Granska, and Beställ with its two questions. In quick start Save first makes the account.
 */
export function CardEditorPage() {
  const { printId = null } = useParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const texts = useOwnerTexts(CARD_TEXTS);
  const { t, language } = useI18n();
  const { brand } = useAppConfig();
  const showError = useShowError();
  const cardSite = useCardSite();
  const stored = useQuery({ queryKey: ["prints", printId], queryFn: () => fetchPrint(printId!), enabled: printId !== null, refetchOnWindowFocus: false });
  // Another account's card or none at all: the not-found page says it, no error on top.
  const missing = isStatus(stored.error, 404) || isStatus(stored.error, 403);
  useLoadError(missing ? null : stored.error, PRINT_TEXTS[language].loadFailed);
  useLoadError(cardSite.error, PRINT_TEXTS[language].loadFailed);
  const { draft, stored: savedCard, dirty, start, update, saved } = useCardDraft();
  const [editMode, setEditMode] = useState(true);
  const [page, setPage] = useState<Page>(1);
  const [dialog, setDialog] = useState<"design" | "image" | "review" | "register" | null>(null);
  const [orderStep, setOrderStep] = useState<OrderStep>(null);
  /** Where to go once the state has settled: the new card's address, or the checkout. */
  const [goTo, setGoTo] = useState<{ path: string; replace: boolean } | null>(null);

  useEffect(() => {
    if (draft) return;
    if (printId && stored.data) start(cardOf(stored.data), cardOf(stored.data));
    else if (!printId && cardSite.data) start(newCard(cardSite.data.document, cardSite.data.facts), null);
  }, [draft, printId, stored.data, cardSite.data, start]);
  useEffect(() => {
    if (goTo && !dirty && goTo.path !== pathname) navigate(goTo.path, { replace: goTo.replace });
  }, [goTo, dirty, pathname, navigate]);
  const leaving = goTo !== null && goTo.path !== pathname;

  const base = cardSite.data?.base ?? "";
  const create = useMutation({
    mutationFn: ({ siteId, card }: { siteId: string; card: PrintCard; from: PrintCard }) => createPrint(siteId, card),
    onSuccess: ({ id }, { siteId, card, from }) => {
      queryClient.setQueryData(["prints", id], { ...card, _id: id, site: siteId });
      void queryClient.invalidateQueries({ queryKey: ["sites", siteId, "prints"] });
      saved(card, from);
      setGoTo({ path: `/redigera/${siteId}/inbjudningar/${id}`, replace: true });
    },
    onError: (error) => showError(error, PRINT_TEXTS[language].createFailed),
  });
  const save = useMutation({
    mutationFn: (card: PrintCard) => savePrint(printId!, card),
    onSuccess: (answer, card) => {
      queryClient.setQueryData(["prints", printId], answer);
      void queryClient.invalidateQueries({ queryKey: ["sites", answer.site, "prints"] });
      saved(card);
    },
    onError: (error) => showError(error, PRINT_TEXTS[language].updateFailed),
  });

  const siteEditor = useMemo(() => (draft && cardSite.data ? cardAsSiteEditor(draft, cardSite.data, brand.brand, update) : null), [draft, cardSite.data, brand.brand, update]);
  if (missing) return <NotFoundPage />;
  if (!draft || !cardSite.data || !siteEditor) return (printId && stored.isPending) || cardSite.isPending ? <p className="muted">{t.common.loading}</p> : null;

  const { siteId, site } = cardSite.data;
  const busy = create.isPending || save.isPending;
  const qr = itemAt(draft, "qr");
  const storedQr = savedCard && itemAt(savedCard, "qr");
  const photo = itemAt(draft, "primaryImage");
  const qrShownUrl = (url: string) => (url === QR_DEMO ? `https://${brand.demoHost}/` : url);

  /** Quick start: the account and its site come first; the card then goes to the new site, its photo and address from there. */
  const registered = async (me: MeResponse) => {
    setDialog(null);
    const newSite = await api.get<EditorSite>(sitePath(me.site._id));
    const facts = cardFacts(newSite, newSite.host, window.location);
    const ownFolder = `/images/${newSite._id}/`;
    // The starter photo became the new site's own copy; the card takes that one.
    const elsewhere = photo?.contentType === "image" && photo.path !== ownFolder;
    const withoutPhoto = { ...draft, content: draft.content.filter((item) => item.position !== "primaryImage") };
    create.mutate({ siteId: newSite._id, card: !elsewhere ? draft : facts.image ? withPhoto(draft, facts.image) : withoutPhoto, from: draft });
  };
  const onSave = () => {
    if (printId) save.mutate(draft);
    else if (siteId) create.mutate({ siteId, card: draft, from: draft });
    else setDialog("register");
  };
  const order = () => {
    setOrderStep(null);
    // Unsaved changes were given up in the first question: the checkout orders the stored card.
    if (savedCard) start(savedCard, savedCard);
    setGoTo({ path: `${base}/inbjudningar/${printId}/bestall`, replace: false });
  };
  const verifyQr = storedQr?.contentType === "qr" && qrLeadsElsewhere(storedQr, site.host);
  const onOrder = () => (dirty ? setOrderStep("unsaved") : verifyQr ? setOrderStep("verifyQr") : order());

  const editing: CardEditing | undefined = editMode
    ? {
        labels: texts.positions,
        addImage: texts.addImage,
        changeImage: texts.changeImage,
        addQr: texts.addQr,
        onText: (id, text) => update((card) => withText(card, id, text)),
        onImage: () => setDialog("image"),
        onAddQr: () => update((card) => withQr(card, { hidden: false })),
      }
    : undefined;

  return (
    <CardEditorContext value={{ card: draft, update, cardSite: cardSite.data }}>
      <SiteEditorContext value={siteEditor}>
        <div className="card-editor">
          <PageTitle text={texts.editorTitle} />
          <h1 className="visually-hidden">{texts.editorTitle}</h1>
          <CardActionBar
            editMode={editMode}
            onEditMode={setEditMode}
            page={page}
            onPage={setPage}
            designOpen={dialog === "design"}
            onDesign={() => setDialog(dialog === "design" ? null : "design")}
            onReview={() => setDialog("review")}
            onOrder={printId ? onOrder : null}
            save={{
              status: busy ? texts.saving : !savedCard ? texts.notSaved : dirty ? texts.unsaved : texts.saved,
              wanted: dirty,
              enabled: dirty && !busy,
              onSave,
            }}
          />
          <div className="card-editor__stage">
            <div className="card-editor__card">
              <ErrorBoundary
                fallback={
                  <p className="notice notice--error" role="alert">
                    {PRINT_TEXTS[language].renderFailed}
                  </p>
                }
                onError={(error) => reportError(error, "The card failed to draw")}
              >
                <CardPage
                  card={draft}
                  page={page}
                  editing={editing}
                  sizes="(min-width: 40rem) 30rem, 90vw"
                  qrAlt={fill(texts.qrAlt, { host: qr?.contentType === "qr" ? qrShownUrl(qr.url) : "" })}
                />
              </ErrorBoundary>
            </div>
            {editMode && page === 2 && qr?.contentType === "qr" && <QrSettings key={printId ?? "new"} qr={qr} onChange={(change) => update((card) => withQr(card, change))} />}
          </div>
          <CardDesignDrawer open={dialog === "design"} onClose={() => setDialog(null)} />
          <CardImageDialog
            open={dialog === "image"}
            onClose={() => setDialog(null)}
            printId={printId}
            siteFolder={siteId ? `/images/${siteId}/` : ""}
            image={photo?.contentType === "image" ? photo : null}
            ratio={LAYOUT_CROP_RATIO[draft.layout]}
            onImage={(image) => update((card) => withPhoto(card, image))}
          />
          <ReviewDialog open={dialog === "review"} onClose={() => setDialog(null)} card={draft} />
          <OrderDialogs
            step={orderStep}
            qrUrl={storedQr?.contentType === "qr" ? qrShownUrl(storedQr.url) : ""}
            host={site.host}
            onStep={setOrderStep}
            onOrder={order}
            verifyQr={verifyQr}
          />
          {!siteId && (
            <RegistrationDialog open={dialog === "register"} document={cardSite.data.document} onClose={() => setDialog(null)} onRegistered={(me) => void registered(me)} />
          )}
          <LeaveGuard dirty={dirty && !leaving} />
        </div>
      </SiteEditorContext>
    </CardEditorContext>
  );
}
