/** A YouTube video id: 11 characters of A–Z, a–z, 0–9, _ and -. */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
/** Old channel links name the video after /u/{n}/, often in the fragment: /user/x#p/u/1/{id}. */
const CHANNEL_LINK = /\/u\/\w+\/([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/;
const PATH_FORMS = new Set(["embed", "v", "e", "shorts", "live"]);

function checked(candidate: string | null | undefined): string | null {
  return candidate && VIDEO_ID.test(candidate) ? candidate : null;
}

/**
 * The video id of a YouTube address (spec 2, Video module): watch?v=, youtu.be/, embed/,
 * v/ and /u/ forms, plus shorts/, live/ and m.youtube.com; the scheme may be left out.
 * Anything else, including other hosts, gives null.
 */
export function youtubeId(address: string | null | undefined): string | null {
  const text = address?.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase().replace(/^(www|m|music)\./, "");
  const path = url.pathname.split("/").filter(Boolean);
  if (host === "youtu.be") return checked(path[0]);
  if (host !== "youtube.com" && host !== "youtube-nocookie.com") return null;
  if (path[0] === "watch") return checked(url.searchParams.get("v"));
  if (path[0] && PATH_FORMS.has(path[0])) return checked(path[1]);
  return checked(CHANNEL_LINK.exec(`${url.pathname}${url.hash}`)?.[1]);
}
