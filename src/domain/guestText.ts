import { z } from "zod";

/** Control characters and runs of spaces become one space in what a guest types; a name is one line. */
export const guestText = (max: number, oneLine: boolean) =>
  z
    .string()
    .max(max * 2)
    .transform((text) => text.replace(oneLine ? /[\s\p{Cc}]+/gu : /(?:[^\S\n]|(?!\n)\p{Cc})+/gu, " ").trim())
    .pipe(z.string().max(max));
