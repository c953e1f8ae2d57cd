import { ModuleTitle, RichText } from "../../kit/guestPage/ui/ModuleText";
import { useSite, useTexts, useTranslate } from "../../kit/guestPage/SiteContext";
import { OwnerLanguageContext } from "../../kit/i18n/ownerLanguage";
import { useContext } from "react";
import { EventDetails } from "./EventDetails";
import type { ScheduleModule } from "./schema";
import { calendarHref, siteTimeZone } from "./scheduleOfSite";
import { SCHEDULE_HINT, SCHEDULE_TEXTS } from "./texts";
import { eventWhen } from "../../domain/guestList/eventWhen";

/**
 * The events the reader may see, in order: day and time, place and map, the notes, the access
 * marks and calendar links. Server-rendered only: nothing in it reacts to a guest.
 */
export default function ScheduleView({ module }: { module: ScheduleModule }) {
  const t = useTranslate();
  const site = useSite();
  const texts = useTexts(SCHEDULE_TEXTS);
  const ownerLanguage = useContext(OwnerLanguageContext) ?? site.uiLanguage;
  const events = site.schedule?.events ?? [];
  const timeZone = siteTimeZone(site);
  return (
    <div className="schedule">
      <ModuleTitle text={t(module.title)} />
      <RichText html={t(module.intro)} className="schedule__intro" />
      {events.length > 0 && (
        <ol className="schedule__events">
          {events.map((event) => {
            const when = eventWhen(event, site.language, timeZone);
            return (
              <li key={event.id} className="schedule__event">
                {when && (
                  <p className="schedule__when">
                    <time dateTime={event.startsAt ?? undefined}>
                      <span className="schedule__day">{when.day}</span> <span className="schedule__time">{when.time}</span>
                    </time>
                  </p>
                )}
                <h3 className="schedule__name">{event.name}</h3>
                <EventDetails event={event} />
                <a className="schedule__calendar" href={calendarHref(site, event.id)}>
                  {texts.addToCalendar}
                  <span className="schedule__hidden">: {event.name}</span>
                </a>
              </li>
            );
          })}
        </ol>
      )}
      {events.length > 1 && (
        <a className="site-button site-button--secondary schedule__calendar-all" href={calendarHref(site)}>
          {texts.addAllToCalendar}
        </a>
      )}
      {events.length === 0 && site.editMode && (
        <p className="module__empty-hint" lang={ownerLanguage}>
          <span className="module__empty-hint-what">{SCHEDULE_HINT[ownerLanguage]}</span>
        </p>
      )}
    </div>
  );
}
