import { z } from "zod";
import { image, moduleBase, translatedText } from "../../domain/site/common";

export const person = z.object({
  id: z.string().min(1).max(100),
  name: z.string().max(200).default(""),
  title: translatedText.default({}),
  text: translatedText.default({}),
  image: image.nullable().default(null),
});

export const peopleListModule = z.object({
  ...moduleBase,
  siteModuleType: z.literal("PeopleList"),
  list: z.array(person).max(100).default([]),
});
export type PeopleListModule = z.infer<typeof peopleListModule>;
