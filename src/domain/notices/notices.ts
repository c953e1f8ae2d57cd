import { z } from "zod";
import { plainText } from "../plainText";
import { NOTICE_TEXT_MAX } from "./limits";

/** The couple's notices to the guests during the weekend (decision 108), shared by the owner API, its screen and the guest banner. */

const noticeText = z
  .string()
  .max(NOTICE_TEXT_MAX * 4)
  .transform((value) => plainText(value, true))
  .pipe(z.string().min(1, "Must not be empty").max(NOTICE_TEXT_MAX, `At most ${NOTICE_TEXT_MAX} characters`));

/** What the couple edits: the text, for everyone (null) or one event of the site, and until when. */
export const noticeEdit = z.object({
  text: noticeText,
  eventId: z.uuid().nullable().default(null),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type NoticeEdit = z.input<typeof noticeEdit>;

/** A new notice, which can also go out as a mail to the households concerned. */
export const noticeInput = noticeEdit.extend({ mail: z.boolean().default(false) });
export type NoticeInput = z.input<typeof noticeInput>;

/** A notice as the couple's screen lists it. */
export interface Notice {
  id: string;
  text: string;
  eventId: string | null;
  expiresAt: string;
  createdAt: string;
  editedAt: string | null;
  mailedAt: string | null;
}

/** A live notice as a guest page shows it: only what the banner draws. */
export interface GuestNotice {
  id: string;
  text: string;
  postedAt: string;
}

export interface GuestNotices {
  notices: GuestNotice[];
}

/** The live notices a guest page is drawn with, and the entity tag its banner then polls with. */
export interface PageNotices extends GuestNotices {
  etag: string;
}


/** The expiry the screen suggests: the end of the next day, in the phone's own time. */
export function defaultNoticeExpiry(now: Date): Date {
  const end = new Date(now);
  end.setDate(end.getDate() + 1);
  end.setHours(23, 59, 0, 0);
  return end;
}

/** The subject of a notice sent as mail, in each interface language (the body is the notice's own text). */
export const NOTICE_MAIL_SUBJECT = { sv: "Nytt meddelande", en: "A new message", da: "Ny besked" } as const;
