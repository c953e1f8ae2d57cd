import type { SiteDocumentInput } from "../../modules/siteDocument";
import type { DemoImages } from "./starterImages";
import { defaultCountdownDate } from "../../modules/countdown/countdown";
import { longDate, readDateTime, type LocalDateTime } from "../../modules/starter/format";

const both = (sv: string, en: string) => ({ sv, en });

/** The demo site: every module type, in Swedish and English, with believable content. */
export function demoDocument(images: DemoImages, now: Date): SiteDocumentInput {
  // One day for the whole page: the countdown's, six months ahead; answers and speeches are asked for a month before.
  const countdownDate = defaultCountdownDate(now);
  const day = readDateTime(countdownDate)!;
  const deadline = monthBefore(day);
  const on = (date: LocalDateTime) => both(longDate("sv", date), longDate("en-GB", date));
  const wedding = on(day);
  const by = { sv: dayAndMonth("sv", deadline), en: dayAndMonth("en-GB", deadline) };
  const pad = (value: number) => String(value).padStart(2, "0");
  return {
    usesSiteModules: true,
    theme: "theme4",
    fonts: { heading: "Playfair Display", text: "Lato" },
    colorScheme: null,
    language: "sv",
    availableLanguages: [{ languageCode: "sv" }, { languageCode: "en" }],
    eventLogo: { variant: "ModernMonogramBadge", name1: "Anna", name2: "Erik", additionalText: `${pad(day.day)} · ${pad(day.month)} · ${day.year}`, fontSizeInitials: 9, distanceInitialsX: 12, distanceInitialsY: 6 },
    siteModules: [
      {
        id: "header-1",
        siteModuleType: "Header",
        title: both("Anna & Erik", "Anna & Erik"),
        menuTitle: both("Välkommen", "Welcome"),
        secondLine: both(`Vi gifter oss den ${wedding.sv} i Saltsjöbaden`, `We are getting married on ${wedding.en} in Saltsjöbaden`),
        image: images.header,
        userSelectedImageSize: "LARGE",
      },
      {
        id: "countdown-1",
        siteModuleType: "Countdown",
        title: both("Nedräkning", "Countdown"),
        countdownDate,
      },
      {
        id: "text-1",
        siteModuleType: "Text",
        title: both("Välkomna!", "Welcome!"),
        text: both(
          "<p>Vi är så glada att ni vill fira med oss. Här hittar ni allt om dagen: tider, plats, boende och hur ni OSA:r.</p><p>Har ni frågor? Hör av er till vår toastmaster Sara.</p>",
          "<p>We are so happy that you want to celebrate with us. Here you will find everything about the day: times, venue, where to stay and how to RSVP.</p><p>Questions? Ask our toastmaster Sara.</p>",
        ),
      },
      {
        id: "imageAndText-1",
        siteModuleType: "ImageAndText",
        title: both("Vår historia", "Our story"),
        secondTitle: both("Från en regnig busshållplats till altaret", "From a rainy bus stop to the altar"),
        text: both(
          "<p>Vi träffades en regnig novemberkväll 2019 när bussen aldrig kom. Ett paraply och en kopp kaffe senare var resten historia.</p>",
          "<p>We met on a rainy November evening in 2019 when the bus never came. One umbrella and a cup of coffee later, the rest was history.</p>",
        ),
        image: images.couple,
      },
      {
        id: "location-1",
        siteModuleType: "Location",
        title: both("Plats och tid", "Where and when"),
        map: { location: "Grand Hôtel Saltsjöbaden", zoom: 13, mapTheme: "NORMAL", markerColor: "#b4533c" },
        secondTitle: both("Vigsel kl. 15.00, middag kl. 18.00", "Ceremony at 3 pm, dinner at 6 pm"),
        text: both(
          "<p>Vigseln hålls i trädgården om vädret tillåter, annars i salongen. Saltsjöbanan går från Slussen var 20:e minut.</p>",
          "<p>The ceremony is held in the garden if the weather allows, otherwise in the salon. The Saltsjöbanan train leaves Slussen every 20 minutes.</p>",
        ),
        image: images.venue,
      },
      {
        id: "textAndImageList-1",
        siteModuleType: "TextAndImageList",
        title: both("Dagen i korthet", "The day at a glance"),
        list: [
          { id: "listItem-1", title: both("15.00 Vigsel", "3 pm Ceremony"), text: both("<p>Kom gärna en kvart innan.</p>", "<p>Please arrive fifteen minutes early.</p>"), image: images.gallery1 },
          { id: "listItem-2", title: both("16.00 Mingel", "4 pm Drinks"), text: both("<p>Bubbel och snittar på terrassen.</p>", "<p>Bubbles and canapés on the terrace.</p>"), image: images.gallery2 },
          { id: "listItem-3", title: both("18.00 Middag och fest", "6 pm Dinner and party"), text: both("<p>Middag, tal och dans till sent.</p>", "<p>Dinner, speeches and dancing until late.</p>"), image: images.gallery3 },
        ],
      },
      {
        id: "peopleList-1",
        siteModuleType: "PeopleList",
        title: both("Viktiga personer", "Important people"),
        list: [
          { id: "peopleListItem-1", name: "Anna Lindqvist", title: both("Bruden", "The bride"), text: both("<p>Gillar fjällvandring och för mycket kaffe.</p>", "<p>Loves mountain hikes and too much coffee.</p>"), image: images.anna },
          { id: "peopleListItem-2", name: "Erik Sandberg", title: both("Brudgummen", "The groom"), text: both("<p>Bakar surdeg och spelar dragspel.</p>", "<p>Bakes sourdough and plays the accordion.</p>"), image: images.erik },
          { id: "peopleListItem-3", name: "Sara Holm", title: both("Toastmaster", "Toastmaster"), text: both(`<p>Anmäl tal till Sara senast ${by.sv}: sara@example.com.</p>`, `<p>Tell Sara about speeches by ${by.en}: sara@example.com.</p>`), image: images.toastmaster },
        ],
      },
      {
        id: "imageGallery-1",
        siteModuleType: "ImageGallery",
        title: both("Bilder", "Pictures"),
        text: both("<p>Några av våra favoritögonblick.</p>", "<p>Some of our favourite moments.</p>"),
        gallery: [images.gallery1, images.gallery2, images.gallery3, images.gallery4, images.couple, images.venue],
      },
      {
        id: "video-1",
        siteModuleType: "Video",
        title: both("Förlovningsfilmen", "The engagement film"),
        video: { type: "YouTube", videoUrl: "https://www.youtube.com/watch?v=aqz-KE-bpKQ", autoStart: false, contentDataType: "Video" },
      },
      {
        id: "rsvp-1",
        siteModuleType: "Rsvp",
        title: both("OSA", "RSVP"),
        text: both(`<p>Svara senast den ${by.sv}. Svara för hela sällskapet på en gång.</p>`, `<p>Please reply by ${by.en}, for your whole party at once.</p>`),
        selectNumberOfGuestsText: both("Hur många är ni?", "How many are you?"),
        sendButton: both("Skicka", "Send"),
        oneGuestRsvpButton: both("OSA", "RSVP"),
        maxNumberOfGuests: 4,
        guestIndexTitle: both("Gäst", "Guest"),
        confirmationTitle: both("Tack!", "Thank you!"),
        confirmationText: both("Tack för att du OSA, vi har tagit emot dina uppgifter.", "Thank you for your RSVP, we have received your details."),
        form: {
          formElements: [
            { id: "name", formElementType: "ShortText", label: both("Namn", "Name"), required: true },
            {
              id: "attending",
              formElementType: "SingleSelect",
              label: both("Kommer du?", "Will you come?"),
              required: true,
              options: [
                { id: "yes", text: both("Ja självklart!", "Yes!") },
                { id: "no", text: both("Nej tyvärr", "No") },
              ],
            },
            {
              id: "food",
              formElementType: "ShortText",
              label: both("Allergier eller specialkost", "Allergies or dietary needs"),
              showConditions: [{ formElementId: "attending", formElementOptionIds: ["yes"] }],
            },
          ],
        },
      },
      {
        id: "form-1",
        siteModuleType: "Form",
        title: both("Anmäl tal", "Sign up for a speech"),
        text: both("<p>Vill du hålla tal eller underhålla? Berätta för oss här.</p>", "<p>Would you like to give a speech or a performance? Tell us here.</p>"),
        showFormButton: both("Visa formulär", "Show form"),
        sendButton: both("Skicka", "Send"),
        confirmationTitle: both("Tack!", "Thank you!"),
        confirmationText: both("Vi har tagit emot din anmälan.", "We have received your sign-up."),
        form: {
          formElements: [
            { id: "speaker", formElementType: "ShortText", label: both("Ditt namn", "Your name"), required: true },
            {
              id: "kind",
              formElementType: "SingleSelect",
              label: both("Vad vill du göra?", "What would you like to do?"),
              required: true,
              options: [
                { id: "speech", text: both("Hålla tal", "Give a speech") },
                { id: "song", text: both("Sjunga eller spela", "Sing or play") },
              ],
            },
            { id: "minutes", formElementType: "ShortText", label: both("Ungefär hur många minuter?", "About how many minutes?") },
          ],
        },
      },
      {
        id: "giftRegistry-1",
        siteModuleType: "GiftRegistry",
        title: both("Önskelista", "Gift registry"),
        text: both("<p>Det finaste ni kan ge oss är att komma. Vill ni ändå ge något kommer här några idéer.</p>", "<p>The best gift is your company. If you would still like to give something, here are some ideas.</p>"),
        showGiftRegistryButton: both("Visa önskelista", "Show gift registry"),
        giftRegistry: [
          { id: "giftRegistryItem-1", title: both("Middag på vår bröllopsresa", "A dinner on our honeymoon"), description: both("<p>En kväll att minnas i Lissabon.</p>", "<p>An evening to remember in Lisbon.</p>"), reservable: true, quantity: 4, link: null, image: images.giftDinner },
          { id: "giftRegistryItem-2", title: both("Tågresa genom Alperna", "A train journey through the Alps"), description: both("<p>Bidrag till biljetterna.</p>", "<p>A contribution to the tickets.</p>"), reservable: true, quantity: 1, link: "https://example.com/tag", image: images.giftTrip },
          { id: "giftRegistryItem-3", title: both("Djupa tallrikar", "Soup plates"), description: both("<p>Från vår favoritkeramiker, sex stycken.</p>", "<p>From our favourite potter, six of them.</p>"), reservable: true, quantity: 6, link: "https://example.com/keramik", image: images.giftPlates },
        ],
      },
    ],
  };
}

/** The same day a month earlier (the last of a shorter month when it has no such day). */
function monthBefore({ year, month, day, hour, minute }: LocalDateTime): LocalDateTime {
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return { year: first.getUTCFullYear(), month: first.getUTCMonth() + 1, day: Math.min(day, last), hour, minute };
}

/** "10 augusti", "10 August": a deadline within the year needs no year. */
function dayAndMonth(locale: string, { year, month, day }: LocalDateTime): string {
  return new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", timeZone: "UTC" }).format(Date.UTC(year, month - 1, day));
}
