import type { UiLanguage } from "../domain/languages";
import type { SiteModuleType } from "./siteModule";

/** The types a module can be empty of (emptiness.ts); the others always have something to show. */
export type EmptiableType = Exclude<SiteModuleType, "Rsvp" | "GiftRegistry" | "Countdown">;

/** What the owner sees inside an empty module in edit mode: what to add, and that guests do not see it yet. */
export const EMPTY_MODULE_TEXTS: Record<UiLanguage, { hints: Record<EmptiableType, string>; notShown: string }> = {
  sv: {
    hints: {
      Header: "Skriv en rubrik här",
      Text: "Skriv din text här",
      ImageAndText: "Lägg till en bild och skriv din text här",
      TextAndImageList: "Skriv rubriker och text här och lägg till bilder",
      ImageGallery: "Lägg till dina bilder här",
      Location: "Skriv plats, tid och adress här",
      Video: "Lägg till en länk till ett YouTube-klipp här",
      PeopleList: "Lägg till de viktiga personerna här",
      Form: "Lägg till frågor här",
    },
    notShown: "Gästerna ser inte modulen förrän den har innehåll.",
  },
  en: {
    hints: {
      Header: "Write a heading here",
      Text: "Write your text here",
      ImageAndText: "Add an image and write your text here",
      TextAndImageList: "Write headings and text here and add images",
      ImageGallery: "Add your pictures here",
      Location: "Write the place, time and address here",
      Video: "Add a link to a YouTube video here",
      PeopleList: "Add the important people here",
      Form: "Add questions here",
    },
    notShown: "Guests do not see this module until it has content.",
  },
  da: {
    hints: {
      Header: "Skriv en overskrift her",
      Text: "Skriv din tekst her",
      ImageAndText: "Tilføj et billede og skriv din tekst her",
      TextAndImageList: "Skriv overskrifter og tekst her, og tilføj billeder",
      ImageGallery: "Tilføj dine billeder her",
      Location: "Skriv sted, tid og adresse her",
      Video: "Tilføj et link til en YouTube-video her",
      PeopleList: "Tilføj de vigtige personer her",
      Form: "Tilføj spørgsmål her",
    },
    notShown: "Gæsterne ser ikke modulet, før det har indhold.",
  },
};
