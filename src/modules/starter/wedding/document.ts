import { defaultCountdownDate } from "../../countdown/countdown";
import { MAX_GUESTS } from "../../rsvp/schema";
import type { WizardData } from "../../../domain/wizard";
import { formModule, nameAndAttending, rsvpModule, WHEN_ATTENDING } from "../forms";
import { longDate, readDate, readDateTime } from "../format";
import { giftRegistryLabels } from "../giftLabels";
import type { StarterImages } from "../images";
import { textsFor } from "../languages";
import type { ModuleInput } from "../site";
import { choiceText, pageGifts } from "../wizardChoices";
import { writer } from "../writer";
import { WEDDING_TEXTS } from "./texts";

const GIFT_QUANTITIES = [4, 1, 6] as const;

/** Two invented toastmasters whose first names are neither partner's ("Sara och Sara" would read as a mistake). */
function sampleToastmasters(candidates: readonly (readonly [string, string])[], couple: readonly string[]): (readonly [string, string])[] {
  const taken = new Set(couple.map((name) => name.trim().split(/\s+/)[0]!.toLocaleLowerCase()));
  return candidates.filter(([first]) => !taken.has(first.toLocaleLowerCase())).slice(0, 2);
}

/**
 * The wedding page from what the wizard was told (spec 3, section 4): header, countdown,
 * ceremony and party, good to know, the toastmasters, gifts, speech sign-up and RSVP.
 * Without a date the page names none and the countdown waits hidden, counting to the
 * default day, until the couple sets theirs. Both places start at the wizard's location;
 * without one, only the ceremony is a place (the party an image and text).
 */
export function weddingModules(data: WizardData, languages: readonly string[], images: StarterImages, now: Date): ModuleInput[] {
  const write = writer(languages, WEDDING_TEXTS);
  const { say, rich } = write;
  const main = textsFor(WEDDING_TEXTS, languages[0]!).texts;
  const names = [data.name1 || main.couple[0], data.name2 || main.couple[1]] as const;
  const place = data.location || null;
  // A date left out (or one no calendar has) is the default day, six months ahead at 15:00.
  const countdownDate = readDateTime(data.dateStart) ? data.dateStart : defaultCountdownDate(now);
  const start = data.dateNotDecided ? null : readDateTime(countdownDate);
  const day = (locale: string) => (start ? longDate(locale, start) : null);
  const map = place ? { location: place } : null;
  const registry = pageGifts(data.gifts) === "GIFTS";
  const deadline = readDate(data.rsvpDeadline);

  return [
    {
      id: "header-1",
      siteModuleType: "Header",
      title: say(() => `${names[0]} & ${names[1]}`),
      menuTitle: say((texts) => texts.header.menu),
      secondLine: say((texts) => texts.header.line(day(texts.locale), place)),
      image: images.header,
      userSelectedImageSize: "LARGE",
    },
    {
      id: "countdown-1",
      siteModuleType: "Countdown",
      title: say((texts) => texts.countdown),
      menuTitle: say((texts) => texts.countdown),
      hide: start === null,
      hideInMenu: true,
      countdownDate,
    },
    {
      id: "location-ceremony",
      siteModuleType: "Location",
      title: say((texts) => texts.ceremony.title),
      menuTitle: say((texts) => texts.ceremony.menu),
      map,
      secondTitle: say((texts) => (start ? texts.ceremony.when(day(texts.locale)!, texts.clock(start.hour, start.minute)) : texts.ceremony.dateToCome)),
      text: rich((texts) => texts.ceremony.text(place)),
      // With a place its map is the picture; without, a picture keeps the module from looking bare.
      image: map ? null : images.venue,
    },
    {
      id: "location-party",
      // Without a place there is one location module, the ceremony's, waiting for it; the party is an image beside its text (decision 086).
      ...(map ? { siteModuleType: "Location" as const, map, image: null } : { siteModuleType: "ImageAndText" as const, image: images.couple }),
      title: say((texts) => texts.party.title),
      menuTitle: say((texts) => texts.party.menu),
      secondTitle: say((texts) => texts.party.when),
      text: rich((texts) => texts.party.text),
    },
    {
      id: "textAndImageList-info",
      siteModuleType: "TextAndImageList",
      title: say((texts) => texts.info.title),
      menuTitle: say((texts) => texts.info.menu),
      list: [
        { id: "info-dressCode", title: say((texts) => texts.info.dressCode), text: rich((_, language) => choiceText({ kind: "dressCode", choice: data.dressCode }, language).text), image: images.gallery1 },
        { id: "info-children", title: say((texts) => texts.info.children), text: rich((_, language) => choiceText({ kind: "children", choice: data.children }, language).text), image: images.gallery3 },
        { id: "info-unplugged", title: say((texts) => texts.info.unplugged), text: rich((texts) => texts.info.unpluggedText), image: images.gallery2 },
        { id: "info-stay", title: say((texts) => texts.info.stay), text: rich((texts) => texts.info.stayText(place)), image: images.gallery4 },
      ],
    },
    {
      id: "peopleList-1",
      siteModuleType: "PeopleList",
      sample: true,
      title: say((texts) => texts.people.title),
      menuTitle: say((texts) => texts.people.menu),
      list: sampleToastmasters(main.toastmasters, names).map(([first, last], index) => ({
        id: `person-${index + 1}`,
        name: `${first} ${last}`,
        title: say((texts) => texts.people.role),
        text: rich((texts) => texts.people.texts[index]!(first, names[index]!)),
        image: index === 0 ? images.toastmaster : images.erik,
      })),
    },
    registry
      ? {
          id: "giftRegistry-1",
          siteModuleType: "GiftRegistry",
          sample: true,
          title: say((texts) => texts.gifts.registryTitle),
          menuTitle: say((texts) => texts.gifts.registryTitle),
          text: rich((_, language) => choiceText({ kind: "gifts", choice: data.gifts }, language).text),
          giftRegistry: [images.giftDinner, images.giftTrip, images.giftPlates].map((image, index) => ({
            id: `giftRegistryItem-${index + 1}`,
            title: say((texts) => texts.gifts.items[index]!.title),
            description: rich((texts) => texts.gifts.items[index]!.description),
            quantity: GIFT_QUANTITIES[index],
            image,
          })),
          ...giftRegistryLabels(languages),
        }
      : {
          id: "text-gifts",
          siteModuleType: "Text",
          // The site takes no money: until the couple writes how to give (their Swish number, an account), it is sample.
          ...(data.gifts === "MONEY" ? { sample: true } : {}),
          title: say((texts) => texts.gifts.title),
          menuTitle: say((texts) => texts.gifts.title),
          text: rich((_, language) => choiceText({ kind: "gifts", choice: data.gifts }, language).text),
        },
    formModule(write, (texts) => texts.speech, "form-speech", [
      { id: "speaker", formElementType: "ShortText", label: say((texts) => texts.speech.name), required: true },
      {
        id: "contribution",
        formElementType: "SingleSelect",
        label: say((texts) => texts.speech.kind),
        required: true,
        options: (["speech", "song", "act"] as const).map((kind) => ({ id: kind, text: say((texts) => texts.speech[kind]) })),
      },
      { id: "minutes", formElementType: "ShortText", label: say((texts) => texts.speech.minutes) },
    ]),
    rsvpModule(
      write,
      (texts) => texts.rsvp,
      "rsvp-1",
      MAX_GUESTS.max,
      [
      ...nameAndAttending(write, (texts) => texts.rsvp),
      { id: "allergies", formElementType: "ShortText", label: say((texts) => texts.rsvp.allergies), showConditions: WHEN_ATTENDING },
      {
        id: "bus",
        formElementType: "SingleSelect",
        label: say((texts) => texts.rsvp.bus),
        required: true,
        options: [
          { id: "bus-yes", text: say((texts) => texts.rsvp.busYes) },
          { id: "bus-no", text: say((texts) => texts.rsvp.busNo) },
        ],
        showConditions: WHEN_ATTENDING,
      },
      { id: "message", formElementType: "ShortText", label: say((texts) => texts.rsvp.message) },
      ],
      // The deadline the wizard was given, where the guest page finds it and shows it above the form.
      (texts) => (deadline ? [texts.rsvp.text, texts.rsvp.deadline(longDate(texts.locale, deadline))] : texts.rsvp.text),
    ),
  ];
}
