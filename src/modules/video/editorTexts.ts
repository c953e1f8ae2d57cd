import type { UiLanguage } from "../../domain/languages";

/** The video dialog (spec 2, Video module). */
export const VIDEO_EDITOR_TEXTS: Record<UiLanguage, { url: string; urlHint: string; notFound: string; autoStart: string; autoStartHint: string; preview: string; previewAlt: string }> = {
  sv: {
    url: "Länk till YouTube-klippet",
    urlHint: "Kopiera adressen från YouTube, till exempel https://www.youtube.com/watch?v=…",
    notFound: "Vi hittar inget YouTube-klipp i länken. Kontrollera att hela adressen kom med.",
    autoStart: "Starta automatiskt",
    autoStartHint: "Videon startar utan ljud när den syns på skärmen. Spelaren hämtas då från YouTube innan gästen har tryckt på play, så YouTube får veta om besöket.",
    preview: "Förhandsvisning",
    previewAlt: "Bild ur YouTube-klippet",
  },
  en: {
    url: "Link to the YouTube video",
    urlHint: "Copy the address from YouTube, for example https://www.youtube.com/watch?v=…",
    notFound: "We cannot find a YouTube video in the link. Check that the whole address is there.",
    autoStart: "Start automatically",
    autoStartHint: "The video starts muted when it comes into view. The player is then fetched from YouTube before the guest has pressed play, so YouTube learns of the visit.",
    preview: "Preview",
    previewAlt: "Still from the YouTube video",
  },
  da: {
    url: "Link til YouTube-klippet",
    urlHint: "Kopiér adressen fra YouTube, for eksempel https://www.youtube.com/watch?v=…",
    notFound: "Vi kan ikke finde et YouTube-klip i linket. Kontrollér, at hele adressen er med.",
    autoStart: "Start automatisk",
    autoStartHint: "Videoen starter uden lyd, når den kommer til syne. Afspilleren hentes så fra YouTube, før gæsten har trykket på afspil, så YouTube får besked om besøget.",
    preview: "Forhåndsvisning",
    previewAlt: "Billede fra YouTube-klippet",
  },
};
