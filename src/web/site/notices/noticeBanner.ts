import { NOTICE_POLL_MS } from "../../../domain/notices/limits";
import type { GuestNotices } from "../../../domain/notices/notices";
import { noticePostedText } from "../../../domain/notices/postedText";

/**
 * The couple's notices at the top of a guest page (decision 108), drawn with the page
 * (NoticeBanner.tsx): read again once the islands are up, then every 10 s while the page is
 * visible, with the entity tag the page was drawn from and then the last one, so an unchanged
 * answer is an empty 304 and nothing moves. Plain DOM and text only (a notice is never HTML), a few hundred bytes: no framework,
 * no open connection, nothing while the tab is hidden.
 */
export function watchNotices(region: HTMLElement, url: string, language: string): void {
  const posted = region.dataset.posted ?? "{time}";
  const timeZone = region.dataset.timeZone || undefined;
  let etag = region.dataset.etag ?? "";
  let timer: ReturnType<typeof setTimeout> | undefined;
  let reading = false;

  const draw = ({ notices }: GuestNotices) => {
    region.replaceChildren(
      ...notices.map((notice) => {
        const item = document.createElement("p");
        item.className = "site-notice";
        const text = document.createElement("span");
        text.className = "site-notice__text";
        text.textContent = notice.text;
        const when = document.createElement("time");
        when.className = "site-notice__time";
        when.dateTime = notice.postedAt;
        when.textContent = noticePostedText(notice.postedAt, posted, language, timeZone);
        item.append(text, " ", when);
        return item;
      }),
    );
  };

  const read = async () => {
    clearTimeout(timer);
    if (reading || document.visibilityState !== "visible") return;
    reading = true;
    try {
      const response = await fetch(url, { credentials: "same-origin", headers: etag ? { "if-none-match": etag } : {} });
      if (response.status === 200) {
        draw((await response.json()) as GuestNotices);
        etag = response.headers.get("etag") ?? "";
      }
    } catch {
      // Offline for a moment: the next turn asks again.
    } finally {
      reading = false;
    }
    if (document.visibilityState === "visible") timer = setTimeout(read, NOTICE_POLL_MS);
  };

  document.addEventListener("visibilitychange", () => void read());
  void read();
}
