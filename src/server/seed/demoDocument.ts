import type { Market } from "../../domain/brands";
import { marketLanguage } from "../../domain/languages";
import type { SiteDocumentInput } from "../../modules/siteDocument";
import type { DemoImages } from "./starterImages";
import { defaultCountdownDate } from "../../modules/countdown/countdown";
import { longDate, readDateTime, type LocalDateTime } from "../../modules/starter/format";

/** The people and the place: a Swedish couple by Stockholm, a Danish one by Copenhagen. */
const COUPLES = {
  se: { bride: "Anna", groom: "Erik", people: ["Anna Lindqvist", "Erik Sandberg", "Sara Holm"], venue: "Grand Hôtel Saltsjöbaden" },
  dk: { bride: "Sofie", groom: "Mads", people: ["Sofie Madsen", "Mads Kjær", "Line Holm"], venue: "Skodsborg Strandhotel" },
} as const;

/**
 * The demo site: every module type, in the market's language (Swedish or Danish) and English,
 * with believable content of that country.
 */
export function demoDocument(images: DemoImages, now: Date, market: Market): SiteDocumentInput {
  const language = marketLanguage(market);
  const couple = COUPLES[market];
  // Each text in Swedish and English, and in Danish; a Danish couple's English may name their own people and places.
  const say = (sv: string, en: string, da: string, enInDenmark = en): Record<string, string> => (market === "dk" ? { da, en: enInDenmark } : { sv, en });
  // One day for the whole page: the countdown's, six months ahead; answers and speeches are asked for a month before.
  const countdownDate = defaultCountdownDate(now);
  const day = readDateTime(countdownDate)!;
  const deadline = monthBefore(day);
  const wedding = { sv: longDate("sv", day), en: longDate("en-GB", day), da: longDate("da", day) };
  const by = { sv: dayAndMonth("sv", deadline), en: dayAndMonth("en-GB", deadline), da: dayAndMonth("da", deadline) };
  const pad = (value: number) => String(value).padStart(2, "0");
  return {
    usesSiteModules: true,
    theme: "theme4",
    fonts: { heading: "Playfair Display", text: "Lato" },
    colorScheme: null,
    language,
    availableLanguages: [{ languageCode: language }, { languageCode: "en" }],
    eventLogo: { variant: "ModernMonogramBadge", name1: couple.bride, name2: couple.groom, additionalText: `${pad(day.day)} · ${pad(day.month)} · ${day.year}`, fontSizeInitials: 9, distanceInitialsX: 12, distanceInitialsY: 6 },
    siteModules: [
      {
        id: "header-1",
        siteModuleType: "Header",
        title: say("Anna & Erik", "Anna & Erik", "Sofie & Mads", "Sofie & Mads"),
        menuTitle: say("Välkommen", "Welcome", "Velkommen"),
        secondLine: say(`Vi gifter oss den ${wedding.sv} i Saltsjöbaden`, `We are getting married on ${wedding.en} in Saltsjöbaden`, `Vi bliver gift den ${wedding.da} i Skodsborg`, `We are getting married on ${wedding.en} in Skodsborg`),
        image: images.header,
        userSelectedImageSize: "LARGE",
      },
      {
        id: "countdown-1",
        siteModuleType: "Countdown",
        title: say("Nedräkning", "Countdown", "Nedtælling"),
        countdownDate,
      },
      {
        id: "text-1",
        siteModuleType: "Text",
        title: say("Välkomna!", "Welcome!", "Velkommen!"),
        text: say("<p>Vi är så glada att ni vill fira med oss. Här hittar ni allt om dagen: tider, plats, boende och hur ni OSA:r.</p><p>Har ni frågor? Hör av er till vår toastmaster Sara.</p>", "<p>We are so happy that you want to celebrate with us. Here you will find everything about the day: times, venue, where to stay and how to RSVP.</p><p>Questions? Ask our toastmaster Sara.</p>", "<p>Vi er så glade for, at I vil fejre dagen med os. Her finder I alt om dagen: tider, sted, overnatning og hvordan I svarer.</p><p>Har I spørgsmål? Skriv til vores toastmaster Line.</p>", "<p>We are so happy that you want to celebrate with us. Here you will find everything about the day: times, venue, where to stay and how to RSVP.</p><p>Questions? Ask our toastmaster Line.</p>"),
      },
      {
        id: "imageAndText-1",
        siteModuleType: "ImageAndText",
        title: say("Vår historia", "Our story", "Vores historie"),
        secondTitle: say("Från en regnig busshållplats till altaret", "From a rainy bus stop to the altar", "Fra et regnfuldt busstoppested til alteret"),
        text: say("<p>Vi träffades en regnig novemberkväll 2019 när bussen aldrig kom. Ett paraply och en kopp kaffe senare var resten historia.</p>", "<p>We met on a rainy November evening in 2019 when the bus never came. One umbrella and a cup of coffee later, the rest was history.</p>", "<p>Vi mødtes en regnfuld novemberaften i 2019, da bussen aldrig kom. En paraply og en kop kaffe senere var resten historie.</p>"),
        image: images.couple,
      },
      {
        id: "location-1",
        siteModuleType: "Location",
        title: say("Plats och tid", "Where and when", "Sted og tid"),
        map: { location: couple.venue, zoom: 13, mapTheme: "NORMAL", markerColor: "#b4533c" },
        secondTitle: say("Vigsel kl. 15.00, middag kl. 18.00", "Ceremony at 3 pm, dinner at 6 pm", "Vielse kl. 15.00, middag kl. 18.00"),
        text: say("<p>Vigseln hålls i trädgården om vädret tillåter, annars i salongen. Saltsjöbanan går från Slussen var 20:e minut.</p>", "<p>The ceremony is held in the garden if the weather allows, otherwise in the salon. The Saltsjöbanan train leaves Slussen every 20 minutes.</p>", "<p>Vielsen holdes i haven, hvis vejret tillader det, ellers i salonen. Kystbanen kører fra København H hvert 10. minut.</p>", "<p>The ceremony is held in the garden if the weather allows, otherwise in the salon. The Kystbanen train leaves Copenhagen Central every 10 minutes.</p>"),
        image: images.venue,
      },
      {
        id: "schedule-1",
        siteModuleType: "Schedule",
        title: say("Helgens program", "The weekend", "Weekendens program"),
        intro: say("<p>Från välkomstdrinken kvällen före till brunchen dagen efter.</p>", "<p>From the welcome drinks the evening before to the brunch the day after.</p>", "<p>Fra velkomstdrinken aftenen før til brunchen dagen efter.</p>"),
      },
      {
        id: "textAndImageList-1",
        siteModuleType: "TextAndImageList",
        title: say("Dagen i korthet", "The day at a glance", "Dagen i korte træk"),
        list: [
          { id: "listItem-1", title: say("15.00 Vigsel", "3 pm Ceremony", "15.00 Vielse"), text: say("<p>Kom gärna en kvart innan.</p>", "<p>Please arrive fifteen minutes early.</p>", "<p>Kom gerne et kvarter før.</p>"), image: images.gallery1 },
          { id: "listItem-2", title: say("16.00 Mingel", "4 pm Drinks", "16.00 Reception"), text: say("<p>Bubbel och snittar på terrassen.</p>", "<p>Bubbles and canapés on the terrace.</p>", "<p>Bobler og snacks på terrassen.</p>"), image: images.gallery2 },
          { id: "listItem-3", title: say("18.00 Middag och fest", "6 pm Dinner and party", "18.00 Middag og fest"), text: say("<p>Middag, tal och dans till sent.</p>", "<p>Dinner, speeches and dancing until late.</p>", "<p>Middag, taler og dans til langt ud på natten.</p>"), image: images.gallery3 },
        ],
      },
      {
        id: "peopleList-1",
        siteModuleType: "PeopleList",
        title: say("Viktiga personer", "Important people", "Vigtige personer"),
        list: [
          { id: "peopleListItem-1", name: couple.people[0], title: say("Bruden", "The bride", "Bruden"), text: say("<p>Gillar fjällvandring och för mycket kaffe.</p>", "<p>Loves mountain hikes and too much coffee.</p>", "<p>Elsker vandreture i bjergene og for meget kaffe.</p>"), image: images.anna },
          { id: "peopleListItem-2", name: couple.people[1], title: say("Brudgummen", "The groom", "Gommen"), text: say("<p>Bakar surdeg och spelar dragspel.</p>", "<p>Bakes sourdough and plays the accordion.</p>", "<p>Bager surdejsbrød og spiller harmonika.</p>"), image: images.erik },
          { id: "peopleListItem-3", name: couple.people[2], title: say("Toastmaster", "Toastmaster", "Toastmaster"), text: say(`<p>Anmäl tal till Sara senast ${by.sv}: sara@example.com.</p>`, `<p>Tell Sara about speeches by ${by.en}: sara@example.com.</p>`, `<p>Meld taler til Line senest ${by.da}: line@example.com.</p>`, `<p>Tell Line about speeches by ${by.en}: line@example.com.</p>`), image: images.toastmaster },
        ],
      },
      {
        id: "imageGallery-1",
        siteModuleType: "ImageGallery",
        title: say("Bilder", "Pictures", "Billeder"),
        text: say("<p>Några av våra favoritögonblick.</p>", "<p>Some of our favourite moments.</p>", "<p>Nogle af vores yndlingsøjeblikke.</p>"),
        gallery: [images.gallery1, images.gallery2, images.gallery3, images.gallery4, images.couple, images.venue],
      },
      {
        id: "video-1",
        siteModuleType: "Video",
        title: say("Förlovningsfilmen", "The engagement film", "Forlovelsesfilmen"),
        video: { type: "YouTube", videoUrl: "https://www.youtube.com/watch?v=aqz-KE-bpKQ", autoStart: false, contentDataType: "Video" },
      },
      {
        id: "rsvp-1",
        siteModuleType: "Rsvp",
        title: say("OSA", "RSVP", "OSA"),
        text: say(`<p>Svara senast den ${by.sv}. Svara för hela sällskapet på en gång.</p>`, `<p>Please reply by ${by.en}, for your whole party at once.</p>`, `<p>Svar senest den ${by.da}, for hele jeres selskab på én gang.</p>`),
        selectNumberOfGuestsText: say("Hur många är ni?", "How many are you?", "Hvor mange er I?"),
        sendButton: say("Skicka", "Send", "Send"),
        oneGuestRsvpButton: say("OSA", "RSVP", "OSA"),
        maxNumberOfGuests: 4,
        guestIndexTitle: say("Gäst", "Guest", "Gæst"),
        confirmationTitle: say("Tack!", "Thank you!", "Tak!"),
        confirmationText: say("Tack för att du OSA, vi har tagit emot dina uppgifter.", "Thank you for your RSVP, we have received your details.", "Tak for dit svar, vi har modtaget dine oplysninger."),
        form: {
          formElements: [
            { id: "name", formElementType: "ShortText", label: say("Namn", "Name", "Navn"), required: true },
            {
              id: "attending",
              formElementType: "SingleSelect",
              label: say("Kommer du?", "Will you come?", "Kommer du?"),
              required: true,
              options: [
                { id: "yes", text: say("Ja självklart!", "Yes!", "Ja, selvfølgelig!") },
                { id: "no", text: say("Nej tyvärr", "No", "Nej desværre") },
              ],
            },
            {
              id: "food",
              formElementType: "ShortText",
              label: say("Allergier eller specialkost", "Allergies or dietary needs", "Allergier eller særlig kost"),
              showConditions: [{ formElementId: "attending", formElementOptionIds: ["yes"] }],
            },
          ],
        },
      },
      {
        id: "form-1",
        siteModuleType: "Form",
        title: say("Anmäl tal", "Sign up for a speech", "Meld en tale"),
        text: say("<p>Vill du hålla tal eller underhålla? Berätta för oss här.</p>", "<p>Would you like to give a speech or a performance? Tell us here.</p>", "<p>Vil du holde tale eller underholde? Fortæl os det her.</p>"),
        showFormButton: say("Visa formulär", "Show form", "Vis formular"),
        sendButton: say("Skicka", "Send", "Send"),
        confirmationTitle: say("Tack!", "Thank you!", "Tak!"),
        confirmationText: say("Vi har tagit emot din anmälan.", "We have received your sign-up.", "Vi har modtaget din tilmelding."),
        form: {
          formElements: [
            { id: "speaker", formElementType: "ShortText", label: say("Ditt namn", "Your name", "Dit navn"), required: true },
            {
              id: "kind",
              formElementType: "SingleSelect",
              label: say("Vad vill du göra?", "What would you like to do?", "Hvad vil du gerne?"),
              required: true,
              options: [
                { id: "speech", text: say("Hålla tal", "Give a speech", "Holde tale") },
                { id: "song", text: say("Sjunga eller spela", "Sing or play", "Synge eller spille") },
              ],
            },
            { id: "minutes", formElementType: "ShortText", label: say("Ungefär hur många minuter?", "About how many minutes?", "Cirka hvor mange minutter?") },
          ],
        },
      },
      {
        id: "giftRegistry-1",
        siteModuleType: "GiftRegistry",
        title: say("Önskelista", "Gift registry", "Ønskeliste"),
        text: say("<p>Det finaste ni kan ge oss är att komma. Vill ni ändå ge något kommer här några idéer.</p>", "<p>The best gift is your company. If you would still like to give something, here are some ideas.</p>", "<p>Den fineste gave er, at I kommer. Vil I alligevel give noget, er her nogle idéer.</p>"),
        showGiftRegistryButton: say("Visa önskelista", "Show gift registry", "Vis ønskeliste"),
        giftRegistry: [
          { id: "giftRegistryItem-1", title: say("Middag på vår bröllopsresa", "A dinner on our honeymoon", "En middag på vores bryllupsrejse"), description: say("<p>En kväll att minnas i Lissabon.</p>", "<p>An evening to remember in Lisbon.</p>", "<p>En aften at huske i Lissabon.</p>"), reservable: true, quantity: 4, link: null, image: images.giftDinner },
          { id: "giftRegistryItem-2", title: say("Tågresa genom Alperna", "A train journey through the Alps", "En togrejse gennem Alperne"), description: say("<p>Bidrag till biljetterna.</p>", "<p>A contribution to the tickets.</p>", "<p>Et bidrag til billetterne.</p>"), reservable: true, quantity: 1, link: "https://example.com/tag", image: images.giftTrip },
          { id: "giftRegistryItem-3", title: say("Djupa tallrikar", "Soup plates", "Dybe tallerkener"), description: say("<p>Från vår favoritkeramiker, sex stycken.</p>", "<p>From our favourite potter, six of them.</p>", "<p>Fra vores yndlingskeramiker, seks styk.</p>"), reservable: true, quantity: 6, link: "https://example.com/keramik", image: images.giftPlates },
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
