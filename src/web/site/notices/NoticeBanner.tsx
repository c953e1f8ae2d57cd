import type { PageNotices } from "../../../domain/notices/notices";
import { noticePostedText } from "../../../domain/notices/postedText";

interface NoticeBannerProps {
  notices: PageNotices | null;
  language: string;
  timeZone?: string;
  /** "Skickat {time}", in the page's language. */
  posted: string;
}

/**
 * The couple's notices at the top of the page (decision 108), drawn with the page so a live notice
 * takes its place before the first paint and moves nothing after it; the page's script then
 * polls with the entity tag it was drawn from and redraws only when a notice changes. The live
 * region is there from the start, empty or not, so each new one is announced.
 */
export function NoticeBanner({ notices, language, timeZone, posted }: NoticeBannerProps) {
  return (
    <div className="site-notices" aria-live="polite" data-posted={posted} data-etag={notices?.etag ?? ""} data-time-zone={timeZone}>
      {notices?.notices.map((notice) => (
        <p key={notice.id} className="site-notice">
          <span className="site-notice__text">{notice.text}</span>{" "}
          <time className="site-notice__time" dateTime={notice.postedAt}>
            {noticePostedText(notice.postedAt, posted, language, timeZone)}
          </time>
        </p>
      ))}
    </div>
  );
}
