import { lazy } from "react";
import type { ModuleDefinition } from "../moduleDefinition";
import { defaultCountdownDate } from "./countdown";
import { isEmptyCountdown } from "./isEmpty";
import { countdownModule } from "./schema";
import CountdownView from "./view";

/** Days, hours, minutes and seconds left; it ticks in the guest's browser. */
export const countdownDefinition: ModuleDefinition<typeof countdownModule> = {
  type: "Countdown",
  folder: "countdown",
  schema: countdownModule,
  choices: {
    Countdown: {
      order: 7,
      name: { sv: "Nedräkning", en: "Countdown", da: "Nedtælling" },
      description: { sv: "Dagar, timmar, minuter och sekunder kvar.", en: "Days, hours, minutes and seconds left.", da: "Dage, timer, minutter og sekunder tilbage." },
      title: { sv: "Nedräkning", en: "Countdown", da: "Nedtælling" },
      defaults: ({ now }) => ({ countdownDate: defaultCountdownDate(now) }),
    },
  },
  isEmpty: isEmptyCountdown,
  view: CountdownView,
  editor: lazy(() => import("./editor")),
  island: true,
};
