import { Link, useParams, useSearchParams } from "react-router";
import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import { PageTitle } from "../ui/PageTitle";
import { EventChoice } from "./EventChoice";
import { PlanEditor } from "./PlanEditor";
import { useSeatingEvents } from "./seatingApi";
import { SEATING_TEXTS } from "./texts";
import "./seating.css";

/** /redigera/:siteId/bordsplacering (issue 35, decision 113): the couple's seating plan per event. */
export function SeatingPage() {
  const { siteId = "" } = useParams();
  const texts = useOwnerTexts(SEATING_TEXTS);
  const events = useSeatingEvents(siteId);
  const [search, setSearch] = useSearchParams();
  const list = events.data ?? [];
  // One event: straight in. More: the one in the address, once chosen.
  const chosen = list.length === 1 ? list[0] : list.find((event) => event.id === search.get("evenemang"));

  return (
    <div className="editor-page seating">
      <PageTitle text={texts.heading} />
      <h1>{texts.heading}</h1>
      <p className="muted seating__lead">{texts.lead}</p>
      {events.error && (
        <p className="notice notice--error" role="alert">
          {texts.loadFailed}
        </p>
      )}
      {events.data && list.length === 0 && (
        <p className="card seating__empty">
          {texts.noEvents} <Link to={`/redigera/${encodeURIComponent(siteId)}/gaster#guest-events-heading`}>{texts.noEventsLink}</Link>.
        </p>
      )}
      {list.length > 0 && <EventChoice texts={texts} events={list} chosen={chosen} onChoose={(id) => setSearch(id ? { evenemang: id } : {})} />}
      {chosen && <PlanEditor key={chosen.id} siteId={siteId} event={chosen} />}
    </div>
  );
}
