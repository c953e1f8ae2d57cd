import { dayMode } from "../../../domain/guestList/dayMode";
import type { ScheduleEvent } from "../../../domain/guestList/schedule";
import { useSite, useTexts } from "../../../kit/guestPage/SiteContext";
import { EventDetails } from "../../../modules/schedule/EventDetails";
import { siteTimeZone } from "../../../modules/schedule/scheduleOfSite";
import { SCHEDULE_TEXTS } from "../../../modules/schedule/texts";
import { eventWhen } from "../../../domain/guestList/eventWhen";
import { DAY_MODE_CHANGES, DAY_MODE_RENDERED_AT } from "./dayModeClock";

function DayEvent({ event }: { event: ScheduleEvent }) {
  const site = useSite();
  const when = eventWhen(event, site.language, siteTimeZone(site));
  return (
    <div className="day-mode__event">
      <h3 className="day-mode__name">{event.name}</h3>
      {when && (
        <p className="day-mode__when">
          <time dateTime={event.startsAt ?? undefined}>{when.time}</time>
        </p>
      )}
      <EventDetails event={event} />
    </div>
  );
}

/**
 * On the event days, above the usual page: what is on now ("Nu") and what comes next
 * ("Sedan"), as of the server's clock at the render. The page reloads itself when that changes
 * (dayModeClock.ts), so it carries no code of its own.
 */
export function DayModePanel() {
  const site = useSite();
  const texts = useTexts(SCHEDULE_TEXTS);
  const events = site.schedule?.events ?? [];
  const state = dayMode(events, site.renderedAt, siteTimeZone(site));
  const now = events.filter((event) => state.now.includes(event.id));
  const next = events.find((event) => event.id === state.next);
  if (!state.on || (now.length === 0 && !next)) return null;
  const clock = state.changesAt === null ? {} : { [DAY_MODE_CHANGES]: state.changesAt, [DAY_MODE_RENDERED_AT]: site.renderedAt };
  return (
    <section className="day-mode" aria-labelledby="day-mode-title" {...clock}>
      <h2 id="day-mode-title" className="day-mode__title">
        {texts.dayMode}
      </h2>
      <div className="day-mode__parts">
        {now.length > 0 && (
          <div className="day-mode__part day-mode__part--now">
            <p className="day-mode__label">{texts.now}</p>
            {now.map((event) => (
              <DayEvent key={event.id} event={event} />
            ))}
          </div>
        )}
        {next && (
          <div className="day-mode__part day-mode__part--next">
            <p className="day-mode__label">{texts.next}</p>
            <DayEvent event={next} />
          </div>
        )}
      </div>
    </section>
  );
}
