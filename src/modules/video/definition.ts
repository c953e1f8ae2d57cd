import { lazy } from "react";
import type { ModuleDefinition } from "../moduleDefinition";
import { isEmptyVideo } from "./isEmpty";
import { videoModule } from "./schema";
import VideoView from "./view";

/** A film from YouTube; its poster is fetched by its server part (server/). */
export const videoDefinition: ModuleDefinition<typeof videoModule> = {
  type: "Video",
  folder: "video",
  schema: videoModule,
  choices: {
    Video: {
      order: 11,
      name: { sv: "YouTube-klipp", en: "YouTube video", da: "YouTube-klip" },
      description: { sv: "Visa en film från YouTube.", en: "Show a film from YouTube.", da: "Vis en film fra YouTube." },
      title: { sv: "Film", en: "Video", da: "Film" },
    },
  },
  isEmpty: isEmptyVideo,
  emptyHint: { sv: "Lägg till en länk till ett YouTube-klipp här", en: "Add a link to a YouTube video here", da: "Tilføj et link til en YouTube-video her" },
  view: VideoView,
  editor: lazy(() => import("./editor")),
  island: true,
  server: true,
};
