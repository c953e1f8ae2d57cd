import { useMemo, useState } from "react";
import { NavLink, Outlet, useLocation, useParams } from "react-router";
import { useGuestListOverview } from "../api/guestListOverview";
import { editsSite, usePeople } from "../../kit/api/sitePeople";
import { useEditorSite } from "../api/sites";
import { editBasePath, isQuickStart } from "../editor/editBasePath";
import { useOwnerBrandTexts, useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import { useI18n } from "../i18n/useI18n";
import { PageTitle } from "../ui/PageTitle";
import { answerRows, NEWEST_FIRST, questionColumns, sortRows, type SortOrder } from "./answerTable";
import type { AnswersView } from "./answersView";
import { ExportButton } from "./ExportButton";
import { FormPicker, formName } from "./FormPicker";
import { householdsAnswered } from "./examples";
import { GUEST_VIEW_TEXTS } from "./guestList/texts";
import { hasGiftList } from "./gifts/hasGiftList";
import { GIFT_LIST_TEXTS } from "./gifts/texts";
import { READ_ONLY_TEXTS } from "./readOnlyTexts";
import { ANSWERS_TEXTS } from "./texts";
import { useQuickStartOverview, useSiteOverview, type AnswersOverview } from "./useAnswersOverview";
import "./answers.css";
import { fill } from "../../domain/fill";

/** /visa-osa and /visa-osa/fragor (spec 3, RSVP screens): a site's answers, or the examples in quick start. */
export function AnswersLayout() {
  const { siteId } = useParams();
  const { pathname } = useLocation();
  return isQuickStart(pathname) || !siteId ? <QuickStartAnswers /> : <SiteAnswers siteId={siteId} />;
}

function QuickStartAnswers() {
  return <AnswersFrame overview={useQuickStartOverview()} />;
}

function SiteAnswers({ siteId }: { siteId: string }) {
  return <AnswersFrame overview={useSiteOverview(siteId)} />;
}

/** The heading, the form picker, the Svar / Frågor switch and the export around both views. */
function AnswersFrame({ overview }: { overview: AnswersOverview }) {
  const texts = useOwnerTexts(ANSWERS_TEXTS);
  const guestTexts = useOwnerTexts(GUEST_VIEW_TEXTS);
  const giftTexts = useOwnerTexts(GIFT_LIST_TEXTS);
  const readOnlyTexts = useOwnerBrandTexts(READ_ONLY_TEXTS);
  const { language, t } = useI18n();
  const site = useEditorSite(overview.siteId ?? "", overview.siteId !== undefined).data;
  const role = usePeople(overview.siteId ?? "", { enabled: overview.siteId !== undefined }).data?.yourRole;
  const readOnly = role !== undefined && !editsSite(role);
  // The gifts are the couple's own (decision 101): the tab waits for the role, so a toastmaster or helper never sees it.
  const giftTab = site !== undefined && hasGiftList(site) && role !== undefined && !readOnly;
  // A site with a guest list gets the guest view and the guest-list sheet in the export; any other is as before.
  const guestListOverview = useGuestListOverview(overview.siteId).data;
  const guestList = guestListOverview && guestListOverview.households.length > 0 ? guestListOverview : undefined;
  const householdNames = useMemo(() => new Map(guestList?.households.map((household) => [household.id, household.name])), [guestList]);
  const { pathname, search } = useLocation();
  const onGifts = /\/visa-osa\/gavor\/?$/.test(pathname);
  const [order, setOrder] = useState<SortOrder>(NEWEST_FIRST);
  const { entries, elements, form } = overview;

  const columns = useMemo(() => questionColumns(entries, elements, language), [entries, elements, language]);
  const unsorted = useMemo(() => answerRows(entries, columns, language), [entries, columns, language]);
  const rows = useMemo(() => sortRows(unsorted, columns, order, language), [unsorted, columns, order, language]);
  const showLanguage = useMemo(() => new Set(entries.map((entry) => entry.language)).size > 1, [entries]);
  const view: AnswersView = { overview, columns, rows, order, setOrder, showLanguage, householdNames, householdsAnswered: householdsAnswered(guestList), readOnly };

  const base = `${editBasePath(pathname, overview.siteId)}/visa-osa`;
  const tab = (to: string, text: string, end: boolean) => (
    <NavLink to={{ pathname: to, search }} end={end} className="answers-tabs__tab">
      {text}
    </NavLink>
  );

  return (
    <div className="editor-page answers">
      <PageTitle text={texts.title} />
      <h1>{texts.title}</h1>
      <p className="lead answers__lead">{texts.lead}</p>
      {(role === "toastmaster" || role === "helper") && (
        <p className="notice answers__reader" role="note">
          {readOnlyTexts[role]}
        </p>
      )}
      <div className="answers__toolbar">
        {overview.forms.length > 1 && !onGifts && <FormPicker forms={overview.forms} form={form} />}
        <nav className="answers-tabs" aria-label={texts.views}>
          {tab(`${base}/`, texts.answersTab, true)}
          {tab(`${base}/fragor/`, texts.questionsTab, false)}
          {guestList && tab(`${base}/gaster/`, guestTexts.tab, false)}
          {giftTab && tab(`${base}/gavor/`, giftTexts.tab, false)}
        </nav>
        {/* Gåvor has its own export (gavor.xlsx, decision 097). */}
        {!onGifts && !overview.pending && !overview.failed && ((entries.length > 0 && !overview.demo) || guestList) && (
          <ExportButton view={view} guestList={guestList} fileName={form.kind === "rsvp" ? "osa.xlsx" : `${fileSafe(formName(form, texts))}.xlsx`} sheetName={formName(form, texts)} />
        )}
      </div>
      {overview.demo && !onGifts && (
        <div className="notice notice--demo" role="note">
          <p className="notice__title">{texts.demoTitle}</p>
          <p>
            {fill(overview.siteId ? texts.demoText : texts.quickStartDemoText, { count: entries.length })} {texts.demoNoDelete}
          </p>
        </div>
      )}
      {/* The gifts are not the answers: neither their examples nor their loading stand in front of them. */}
      {onGifts ? (
        <Outlet />
      ) : overview.pending ? (
        <p className="muted">{t.common.loading}</p>
      ) : overview.failed ? (
        <p className="notice notice--error" role="alert">
          {form.kind === "rsvp" ? texts.loadFailed : texts.formLoadFailed}
        </p>
      ) : (
        <Outlet context={view} />
      )}
    </div>
  );
}

/** A form's title as a file name: the characters no file system takes are left out. */
const fileSafe = (name: string) => name.replace(/[\\/:*?"<>|]/g, "").trim() || "svar";
