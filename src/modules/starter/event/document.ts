import { attendingQuestion, rsvpModule, WHEN_ATTENDING } from "../forms";
import { longDate } from "../format";
import type { StarterImages } from "../images";
import { textsFor } from "../languages";
import type { ModuleInput } from "../site";
import { starterDate } from "../starterDate";
import { writer } from "../writer";
import { EVENT_TEXTS } from "./texts";

const START_HOUR = 9;
const END_HOUR = 17;
const PROGRAMME_TIMES = [
  [9, 0],
  [9, 30],
  [10, 0],
  [12, 0],
  [13, 0],
  [15, 0],
  [16, 0],
] as const;

/**
 * The event brand's starter page: a company or association day with its programme, the
 * speakers, the place and a registration (an RSVP, one person per reply). No gift
 * registry: that module is not offered to events.
 */
export function eventModules(language: string, images: StarterImages, now: Date): ModuleInput[] {
  const write = writer([language], EVENT_TEXTS);
  const { say, rich } = write;
  const start = starterDate(now, START_HOUR);
  const day = (locale: string) => longDate(locale, start.parts);

  return [
    {
      id: "header-1",
      siteModuleType: "Header",
      title: say((texts) => texts.header.title(start.parts.year)),
      menuTitle: say((texts) => texts.header.menu),
      secondLine: say((texts) => texts.header.line(day(texts.locale))),
      image: images.eventHeader,
      userSelectedImageSize: "LARGE",
    },
    { id: "countdown-1", siteModuleType: "Countdown", title: say((texts) => texts.countdown), menuTitle: say((texts) => texts.countdown), hideInMenu: true, countdownDate: start.value },
    { id: "text-about", siteModuleType: "Text", title: say((texts) => texts.about.title), menuTitle: say((texts) => texts.about.menu), text: rich((texts) => texts.about.text) },
    {
      id: "textAndImageList-programme",
      siteModuleType: "TextAndImageList",
      title: say((texts) => texts.programme.title),
      menuTitle: say((texts) => texts.programme.menu),
      list: PROGRAMME_TIMES.map(([hour, minute], index) => ({
        id: `programme-${index + 1}`,
        title: say((texts) => `${texts.clock(hour, minute)} ${texts.programme.items[index]!.title}`),
        text: rich((texts) => texts.programme.items[index]!.text),
      })),
    },
    {
      id: "peopleList-speakers",
      siteModuleType: "PeopleList",
      sample: true,
      title: say((texts) => texts.speakers.title),
      menuTitle: say((texts) => texts.speakers.menu),
      list: [images.anna, images.erik, images.toastmaster].map((image, index) => ({
        id: `speaker-${index + 1}`,
        name: textsFor(EVENT_TEXTS, language).texts.speakers.people[index]!.name,
        title: say((texts) => texts.speakers.people[index]!.role),
        text: rich((texts) => texts.speakers.people[index]!.text),
        image,
      })),
    },
    {
      id: "location-1",
      siteModuleType: "Location",
      title: say((texts) => texts.place.title),
      menuTitle: say((texts) => texts.place.menu),
      secondTitle: say((texts) => texts.place.when(day(texts.locale), texts.clock(START_HOUR, 0), texts.clock(END_HOUR, 0))),
      text: rich((texts) => texts.place.text(texts.clock(START_HOUR, 0))),
      image: images.venue,
    },
    rsvpModule(write, (texts) => texts.registration, "rsvp-registration", 1, [
      { id: "name", formElementType: "ShortText", label: say((texts) => texts.registration.name), required: true },
      { id: "mail", formElementType: "ShortText", label: say((texts) => texts.registration.mail), required: true },
      { id: "organisation", formElementType: "ShortText", label: say((texts) => texts.registration.organisation) },
      attendingQuestion(
        say((texts) => texts.registration.attending),
        say((texts) => texts.registration.yes),
        say((texts) => texts.registration.no),
      ),
      {
        id: "workshop",
        formElementType: "SingleSelect",
        label: say((texts) => texts.registration.workshop),
        required: true,
        options: [0, 1, 2].map((index) => ({ id: `workshop-${index + 1}`, text: say((texts) => texts.registration.workshops[index]!) })),
        showConditions: WHEN_ATTENDING,
      },
      { id: "diet", formElementType: "ShortText", label: say((texts) => texts.registration.diet), showConditions: WHEN_ATTENDING },
    ]),
  ];
}
