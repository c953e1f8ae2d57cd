import { NOTICE_POLL_MS } from "../../../domain/notices/limits";
import type { GuestNotices } from "../../../domain/notices/notices";

/**
 * The couple's notices at the top of a guest page (decision 108): read once the islands are
 * up, then every 10 s while the page is visible, with the last ETag so an unchanged answer is an
 * empty 304. Plain DOM and text only (a notice is never HTML), a few hundred bytes: no framework,
 * no open connection, nothing while the tab is hidden.
 */
export function watchNotices(region: HTMLElement, url: string, language: string): void {
  const posted = region.dataset.posted ?? "{time}";
  const time = new Intl.DateTimeFormat(language, { weekday: "short", hour: "2-digit", minute: "2-digit" });
  let etag = "";
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
        when.textContent = posted.replace("{time}", time.format(new Date(notice.postedAt)));
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
