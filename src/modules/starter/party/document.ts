import { MAX_GUESTS } from "../../rsvp/schema";
import { formModule, nameAndAttending, rsvpModule, shownWhen, WHEN_ATTENDING } from "../forms";
import { longDate } from "../format";
import { giftRegistryLabels } from "../giftLabels";
import type { StarterImages } from "../images";
import type { ModuleInput } from "../site";
import { starterDate } from "../starterDate";
import { writer } from "../writer";
import { PARTY_TEXTS } from "./texts";

const START_HOUR = 18;
const PROGRAMME_HOURS = [18, 19, 21, 22] as const;
const GIFT_QUANTITIES = [2, 1, 6] as const;

/**
 * The party brand's starter page: a birthday with a welcome, countdown, place, the evening's
 * programme, RSVP, song wishes and speeches, and a gift registry.
 */
export function partyModules(language: string, images: StarterImages, now: Date): ModuleInput[] {
  const write = writer([language], PARTY_TEXTS);
  const { say, rich } = write;
  const start = starterDate(now, START_HOUR);
  const day = (locale: string) => longDate(locale, start.parts);

  return [
    {
      id: "header-1",
      siteModuleType: "Header",
      title: say((texts) => texts.header.title),
      menuTitle: say((texts) => texts.header.menu),
      secondLine: say((texts) => texts.header.line(day(texts.locale), texts.clock(START_HOUR, 0))),
      image: images.partyHeader,
      userSelectedImageSize: "LARGE",
    },
    { id: "countdown-1", siteModuleType: "Countdown", title: say((texts) => texts.countdown), menuTitle: say((texts) => texts.countdown), hideInMenu: true, countdownDate: start.value },
    { id: "text-welcome", siteModuleType: "Text", title: say((texts) => texts.welcome.title), menuTitle: say((texts) => texts.welcome.menu), text: rich((texts) => texts.welcome.text) },
    {
      id: "location-1",
      siteModuleType: "Location",
      title: say((texts) => texts.place.title),
      menuTitle: say((texts) => texts.place.menu),
      secondTitle: say((texts) => texts.place.when(day(texts.locale), texts.clock(START_HOUR, 0))),
      text: rich((texts) => texts.place.text(texts.clock(START_HOUR, 0))),
      image: images.venue,
    },
    {
      id: "textAndImageList-programme",
      siteModuleType: "TextAndImageList",
      title: say((texts) => texts.programme.title),
      menuTitle: say((texts) => texts.programme.menu),
      list: [images.gallery2, images.gallery3, images.gallery1, images.gallery4].map((image, index) => ({
        id: `programme-${index + 1}`,
        title: say((texts) => `${texts.clock(PROGRAMME_HOURS[index]!, 0)} ${texts.programme.items[index]!.title}`),
        text: rich((texts) => texts.programme.items[index]!.text),
        image,
      })),
    },
    rsvpModule(write, (texts) => texts.rsvp, "rsvp-1", MAX_GUESTS.max, [
      ...nameAndAttending(write, (texts) => texts.rsvp),
      { id: "allergies", formElementType: "ShortText", label: say((texts) => texts.rsvp.allergies), showConditions: WHEN_ATTENDING },
    ]),
    formModule(write, (texts) => texts.wishes, "form-wishes", [
      { id: "guest", formElementType: "ShortText", label: say((texts) => texts.wishes.name), required: true },
      {
        id: "wish",
        formElementType: "SingleSelect",
        label: say((texts) => texts.wishes.kind),
        required: true,
        options: [
          { id: "song", text: say((texts) => texts.wishes.song) },
          { id: "speech", text: say((texts) => texts.wishes.speech) },
        ],
      },
      { id: "songTitle", formElementType: "ShortText", label: say((texts) => texts.wishes.songTitle), showConditions: shownWhen("wish", "song") },
      { id: "minutes", formElementType: "ShortText", label: say((texts) => texts.wishes.minutes), showConditions: shownWhen("wish", "speech") },
    ]),
    {
      id: "giftRegistry-1",
      siteModuleType: "GiftRegistry",
      sample: true,
      title: say((texts) => texts.gifts.title),
      menuTitle: say((texts) => texts.gifts.title),
      text: rich((texts) => texts.gifts.text),
      giftRegistry: [images.giftDinner, images.giftTrip, images.giftPlates].map((image, index) => ({
        id: `giftRegistryItem-${index + 1}`,
        title: say((texts) => texts.gifts.items[index]!.title),
        description: rich((texts) => texts.gifts.items[index]!.description),
        quantity: GIFT_QUANTITIES[index],
        image,
      })),
      ...giftRegistryLabels([language]),
    },
  ];
}
