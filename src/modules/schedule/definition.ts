import { lazy } from "react";
import type { ModuleDefinition } from "../moduleDefinition";
import { isEmptySchedule } from "./isEmpty";
import { scheduleModule } from "./schema";
import ScheduleView from "./view";

/** The guest list's events as the reader's schedule: times, places, maps, notes and calendar links (issue 34). */
export const scheduleDefinition: ModuleDefinition<typeof scheduleModule> = {
  type: "Schedule",
  folder: "schedule",
  schema: scheduleModule,
  choices: {
    Schedule: {
      order: 14,
      name: { sv: "Schema", en: "Schedule", da: "Program" },
      description: {
        sv: "Tider, platser och vägbeskrivning för evenemangen under Gäster.",
        en: "Times, places and directions for the events under Guests.",
        da: "Tider, steder og vejvisning til begivenhederne under Gæster.",
      },
      title: { sv: "Schema", en: "Schedule", da: "Program" },
    },
  },
  isEmpty: isEmptySchedule,
  view: ScheduleView,
  editor: lazy(() => import("./editor")),
  richText: (module, clean) => ({ ...module, intro: clean(module.intro) }),
};
