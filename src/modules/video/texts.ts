import type { UiLanguage } from "../../domain/languages";

/** The video's built-in texts; {title} is the module's title or the fallback name. */
export const VIDEO_TEXTS = {
  sv: { play: "Spela upp videon {title}", video: "Video", playerTitle: "YouTube-video: {title}" },
  en: { play: "Play the video {title}", video: "Video", playerTitle: "YouTube video: {title}" },
  da: { play: "Afspil videoen {title}", video: "Video", playerTitle: "YouTube-video: {title}" },
} satisfies Record<UiLanguage, Record<string, string>>;
