import type { AnswerElement, AnswerEntry } from "../../domain/answers";
import { translate, type UiLanguage } from "../../domain/languages";
import type { FormElement } from "../../domain/site/forms";

/**
 * The overview's examples (spec 3, section 4 "RSVP overview"; section 9: 21 entries): shown
 * when an RSVP form has no answers yet and always in quick start. A fixed form (name,
 * attending, then allergies and the bus only for those coming, a note) whose attending
 * options classify under the yes/no rule; the bus options deliberately do not.
 */
export const DEMO_FORM_ID = "demo-rsvp";

type Texts = Record<UiLanguage, string>;
const showWhenComing = [{ formElementId: "attending", formElementOptionIds: ["coming"] }];

export const DEMO_FORM_ELEMENTS: FormElement[] = [
  { id: "name", formElementType: "ShortText", label: { sv: "Namn", en: "Name", da: "Navn" }, required: true, options: [], showConditions: [] },
  {
    id: "attending",
    formElementType: "SingleSelect",
    label: { sv: "Kommer du?", en: "Will you come?", da: "Kommer du?" },
    required: true,
    options: [
      { id: "coming", text: { sv: "Ja självklart!", en: "Yes!", da: "Ja!" } },
      { id: "notComing", text: { sv: "Nej tyvärr", en: "No", da: "Nej" } },
    ],
    showConditions: [],
  },
  {
    id: "allergies",
    formElementType: "ShortText",
    label: { sv: "Allergier eller specialkost", en: "Allergies or special diet", da: "Allergier eller særlig kost" },
    required: false,
    options: [],
    showConditions: showWhenComing,
  },
  {
    id: "bus",
    formElementType: "SingleSelect",
    label: { sv: "Vill du åka med den gemensamma bussen?", en: "Would you like a seat on the shared bus?", da: "Vil du med den fælles bus?" },
    required: true,
    options: [
      { id: "busYes", text: { sv: "Ja tack", en: "Yes please", da: "Ja tak" } },
      { id: "busNo", text: { sv: "Nej tack", en: "No thanks", da: "Nej tak" } },
    ],
    showConditions: showWhenComing,
  },
  { id: "note", formElementType: "ShortText", label: { sv: "Något mer vi behöver veta?", en: "Anything else we should know?", da: "Noget andet, vi bør vide?" }, required: false, options: [], showConditions: [] },
];

const [NAME, ATTENDING, ALLERGIES, BUS, NOTE] = DEMO_FORM_ELEMENTS as [FormElement, FormElement, FormElement, FormElement, FormElement];

const diet = {
  lactose: { sv: "Laktosintolerant", en: "Lactose intolerant", da: "Laktoseintolerant" },
  vegetarian: { sv: "Vegetarian", en: "Vegetarian", da: "Vegetar" },
  vegan: { sv: "Vegan", en: "Vegan", da: "Veganer" },
  nuts: { sv: "Nötallergi", en: "Nut allergy", da: "Nøddeallergi" },
  gluten: { sv: "Glutenfritt, tack", en: "Gluten free, please", da: "Glutenfrit, tak" },
  fish: { sv: "Äter inte fisk", en: "No fish", da: "Spiser ikke fisk" },
} satisfies Record<string, Texts>;

const notes = {
  lookingForward: { sv: "Vi längtar!", en: "We can't wait!", da: "Vi glæder os!" },
  child: { sv: "Elsa är sju år och vill gärna sitta med kusinerna.", en: "Elsa is seven and would love to sit with her cousins.", da: "Elsa er syv år og vil gerne sidde sammen med sine fætre og kusiner." },
  away: { sv: "Vi är bortresta, men skålar för er på avstånd!", en: "We are away, but we will raise a glass from afar!", da: "Vi er ude at rejse, men vi skåler for jer på afstand!" },
  work: { sv: "Maja är tyvärr på tjänsteresa den helgen.", en: "Maja is sadly away on business that weekend.", da: "Maja er desværre på forretningsrejse den weekend." },
  song: { sv: "Jag sjunger gärna en sång under middagen.", en: "I would be happy to sing a song at dinner.", da: "Jeg synger gerne en sang under middagen." },
  late: { sv: "Kommer direkt från jobbet, så det kan bli lite sent.", en: "Coming straight from work, so I may be a little late.", da: "Kommer direkte fra arbejde, så jeg bliver måske lidt forsinket." },
} satisfies Record<string, Texts>;

interface DemoGuest {
  name: string;
  coming: boolean;
  diet?: Texts;
  bus?: boolean;
  note?: Texts;
}

/** Each send: how many days ago, at what hour, in which language, and its guests. */
const SENDS: { daysAgo: number; hour: number; language: UiLanguage; guests: DemoGuest[] }[] = [
  { daysAgo: 1, hour: 20, language: "sv", guests: [{ name: "Anna Berg", coming: true, diet: diet.lactose, bus: true, note: notes.lookingForward }, { name: "Johan Berg", coming: true, bus: true }] },
  { daysAgo: 2, hour: 9, language: "da", guests: [{ name: "Tom Jensen", coming: true, bus: false }] },
  { daysAgo: 3, hour: 18, language: "sv", guests: [{ name: "Karin Lund", coming: true, diet: diet.vegetarian, bus: false, note: notes.song }] },
  {
    daysAgo: 5,
    hour: 12,
    language: "sv",
    guests: [{ name: "Mats Holm", coming: true, bus: true }, { name: "Lena Holm", coming: true, diet: diet.gluten, bus: true }, { name: "Elsa Holm", coming: true, diet: diet.nuts, bus: true, note: notes.child }],
  },
  { daysAgo: 6, hour: 21, language: "sv", guests: [{ name: "Peter Ek", coming: false, note: notes.away }] },
  { daysAgo: 8, hour: 7, language: "en", guests: [{ name: "Sofia Karimi", coming: true, bus: true }, { name: "Ali Karimi", coming: true, diet: diet.vegan, bus: true }] },
  { daysAgo: 9, hour: 19, language: "sv", guests: [{ name: "Gunilla Ström", coming: true, diet: diet.gluten, bus: true }] },
  { daysAgo: 11, hour: 16, language: "sv", guests: [{ name: "Oskar Nyström", coming: true, bus: false, note: notes.late }, { name: "Maja Nyström", coming: false, note: notes.work }] },
  { daysAgo: 12, hour: 10, language: "sv", guests: [{ name: "Emma Wikström", coming: false }] },
  { daysAgo: 14, hour: 20, language: "sv", guests: [{ name: "Lars Dahl", coming: true, bus: true }, { name: "Birgitta Dahl", coming: true, diet: diet.fish, bus: true }] },
  { daysAgo: 15, hour: 13, language: "sv", guests: [{ name: "Henrik Sjöberg", coming: true, bus: false }] },
  { daysAgo: 17, hour: 22, language: "sv", guests: [{ name: "Julia Falk", coming: false }, { name: "Noah Falk", coming: false }] },
  { daysAgo: 19, hour: 8, language: "sv", guests: [{ name: "Ingrid Berglund", coming: true, diet: diet.vegetarian, bus: true }] },
  { daysAgo: 21, hour: 17, language: "da", guests: [{ name: "Freja Madsen", coming: false, note: notes.lookingForward }] },
];

const text = (element: FormElement, value: string): AnswerElement => ({ formElement: element, value, selectedOption: null });

function chosen(element: FormElement, optionId: string, language: UiLanguage): AnswerElement {
  const option = element.options.find((each) => each.id === optionId)!;
  return { formElement: element, value: translate(option.text, language), selectedOption: { id: option.id, text: option.text } };
}

/** One guest's answers as a guest would have sent them: the hidden questions empty. */
function answersOf(guest: DemoGuest, guestLanguage: UiLanguage, uiLanguage: UiLanguage): AnswerElement[] {
  const empty = (element: FormElement) => text(element, "");
  return [
    text(NAME, guest.name),
    chosen(ATTENDING, guest.coming ? "coming" : "notComing", guestLanguage),
    guest.coming ? text(ALLERGIES, guest.diet?.[uiLanguage] ?? "") : empty(ALLERGIES),
    guest.coming ? chosen(BUS, guest.bus ? "busYes" : "busNo", guestLanguage) : empty(BUS),
    text(NOTE, guest.note?.[uiLanguage] ?? ""),
  ];
}

/** The 21 example entries, newest first, dated in the days before `now`; free texts in the owner's language. */
export function demoEntries(uiLanguage: UiLanguage, formTitle: string, now: Date): AnswerEntry[] {
  return SENDS.flatMap((send, sendIndex) => {
    const sent = new Date(now);
    sent.setDate(sent.getDate() - send.daysAgo);
    sent.setHours(send.hour, (sendIndex * 17) % 60, 0, 0);
    return send.guests.map((guest, guestIndex) => ({
      _id: `demo-${sendIndex}-${guestIndex}`,
      createdAt: sent.toISOString(),
      language: send.language,
      groupIdentifier: `demo-${sendIndex}`,
      formId: DEMO_FORM_ID,
      formTitle,
      formElements: answersOf(guest, send.language, uiLanguage),
    }));
  });
}
