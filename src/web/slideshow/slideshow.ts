import type { SlideshowFeed, SlideshowPhoto } from "../../domain/guestPhotos/types";
import { nextPhoto, photoFile } from "./order";

/**
 * The slideshow on a TV (decision 120): plain DOM over the page the server drew. It reads the key
 * from `#nyckel=…` (kept in sessionStorage, taken out of the address bar), polls the feed, shows
 * each photo fitted with a cross fade and a newly approved one next, and keeps going through a
 * network drop with the photos it already has.
 */

const root = document.getElementById("slideshow")!;
const siteId = root.dataset.siteId!;
const PHOTO_MS = Number(root.dataset.photoMs);
const POLL_MS = Number(root.dataset.pollMs);
const photoAlt = root.dataset.photoAlt ?? "";
/** A new photo waits at least this long for the one on screen, so nothing flickers past. */
const LEAST_SHOWN_MS = 2_500;
/** The longest wait between feed reads while the network or the server is away. */
const MOST_RETRY_MS = 30_000;
/** Photos kept loaded in the page, so a network drop still has these to show. */
const KEPT = 80;
/** How long the cursor and the start button stay after the mouse last moved. */
const IDLE_MS = 2_000;

const slides = [...root.querySelectorAll<HTMLElement>(".slide")];
const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const [waiting, qr, noKey, start, offline] = [byId("waiting"), byId("qr"), byId("nokey"), byId<HTMLButtonElement>("start"), byId("offline")];

function readKey(): string | null {
  const storageKey = `bildspel:${siteId}`;
  const given = /(?:^#|&)nyckel=([^&]+)/.exec(location.hash)?.[1];
  if (given) {
    const key = decodeURIComponent(given);
    try {
      sessionStorage.setItem(storageKey, key);
    } catch {
      // Storage refused (a private window's quota): the key lives as long as the page.
    }
    history.replaceState(null, "", location.pathname + location.search);
    return key;
  }
  try {
    return sessionStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

function showNoKey() {
  try {
    sessionStorage.removeItem(`bildspel:${siteId}`);
  } catch {
    // Nothing kept to remove.
  }
  for (const element of [waiting, qr, start, offline, ...slides]) element.hidden = true;
  noKey.hidden = false;
}

let photos: SlideshowPhoto[] = [];
/** Photos approved since the page first read the feed, shown before the round goes on. */
let fresh: SlideshowPhoto[] = [];
const seen = new Set<string>();
/** Loaded photos, oldest use first (a Map keeps insertion order). */
const kept = new Map<string, HTMLImageElement | HTMLVideoElement>();
let current: { photo: SlideshowPhoto; shownAt: number; slide: number; video: boolean } | null = null;
/** The last photo of the round shown: the round goes on after it once the fresh ones are shown. */
let roundAt: string | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let advancing = false;
/** A fresh photo came while a photo was loading: it gets its turn after that one's least time. */
let askedMeanwhile = false;

function keep(id: string, element: HTMLImageElement | HTMLVideoElement) {
  kept.delete(id);
  kept.set(id, element);
  if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
}

/** Loads a photo before it is shown: an image decoded, a video ready to play. A failure rejects, and the photo is skipped. */
function load(photo: SlideshowPhoto): Promise<HTMLImageElement | HTMLVideoElement> {
  const known = kept.get(photo.id);
  if (known) return Promise.resolve(known);
  const url = photoFile(photo, window.innerWidth * (window.devicePixelRatio || 1)).url;
  if (photo.kind === "video") {
    return new Promise((resolve, reject) => {
      const video = document.createElement("video");
      Object.assign(video, { muted: true, playsInline: true, preload: "auto" });
      video.addEventListener("canplaythrough", () => resolve(video), { once: true });
      video.addEventListener("error", () => reject(new Error("video")), { once: true });
      video.src = url;
      video.load();
    });
  }
  const image = new Image();
  image.alt = photo.guestName ? `${photoAlt}: ${photo.guestName}` : photoAlt;
  image.src = url;
  return image.decode().then(() => image);
}

function caption(photo: SlideshowPhoto): HTMLElement | null {
  if (!photo.guestName && !photo.caption) return null;
  const element = document.createElement("figcaption");
  if (photo.caption) element.append(photo.caption);
  if (photo.guestName) {
    const name = document.createElement("b");
    name.textContent = photo.guestName;
    element.append(...(photo.caption ? [" · ", name] : [name]));
  }
  return element;
}

function display(photo: SlideshowPhoto, media: HTMLImageElement | HTMLVideoElement) {
  const slide = current ? 1 - current.slide : 0;
  const incoming = slides[slide]!;
  const outgoing = slides[1 - slide]!;
  incoming.replaceChildren(media, ...[caption(photo)].filter((element) => element !== null));
  incoming.classList.add("shown");
  outgoing.classList.remove("shown");
  // The faded-out slide lets go of its photo (a video stops) once the fade is over.
  setTimeout(() => {
    if (!outgoing.classList.contains("shown")) outgoing.replaceChildren();
  }, 1_500);
  const video = media instanceof HTMLVideoElement;
  current = { photo, shownAt: Date.now(), slide, video };
  keep(photo.id, media);
  if (video) {
    media.currentTime = 0;
    media.onended = () => advance();
    media.onerror = () => advance();
    void media.play().catch(() => advance());
    // A video that stalls without ending is left after its length and a little more.
    schedule(Number.isFinite(media.duration) ? media.duration * 1000 + 5_000 : 5 * 60_000);
  } else {
    schedule(PHOTO_MS);
  }
}

function schedule(ms: number) {
  clearTimeout(timer);
  timer = setTimeout(() => void advance(), ms);
}

/** Shows the next photo that loads: a fresh one first, then the next in the round; a photo that fails is skipped. */
async function advance() {
  if (advancing) {
    askedMeanwhile = true;
    return;
  }
  advancing = true;
  try {
    // The photo on screen is not shown again straight after itself (a fresh one the round reaches next).
    const tried = new Set<string>(current && photos.length > 1 ? [current.photo.id] : []);
    for (;;) {
      const freshPhoto = fresh.shift();
      const photo = freshPhoto ?? nextPhoto(photos, roundAt, tried);
      if (!photo) break;
      tried.add(photo.id);
      try {
        display(photo, await load(photo));
        if (!freshPhoto) roundAt = photo.id;
        loadAhead();
        return;
      } catch {
        // Not loadable now (no network, or gone): the next one.
      }
    }
    // Nothing could be loaded: what is on screen stays, and the round is tried again later.
    if (photos.length === 0) showWaiting();
    else schedule(PHOTO_MS);
  } finally {
    advancing = false;
    if (askedMeanwhile && fresh.length > 0 && current && !current.video) schedule(LEAST_SHOWN_MS);
    askedMeanwhile = false;
  }
}

/** The photo after this one is loaded while this one shows: it is ready in time, and kept for a network drop. */
function loadAhead() {
  const upcoming = fresh[0] ?? nextPhoto(photos, roundAt, new Set(current && photos.length > 1 ? [current.photo.id] : []));
  if (upcoming) load(upcoming).then((media) => keep(upcoming.id, media), () => undefined);
}

function showWaiting() {
  current = null;
  for (const slide of slides) {
    slide.classList.remove("shown");
    slide.replaceChildren();
  }
  waiting.hidden = false;
  root.classList.add("empty");
  waiting.append(qr);
}

function showPhotos() {
  waiting.hidden = true;
  root.classList.remove("empty");
  root.querySelector("main")!.append(qr);
}

let firstRead = true;

function take(feed: SlideshowFeed) {
  photos = feed.photos;
  const ids = new Set(photos.map((photo) => photo.id));
  fresh = fresh.filter((photo) => ids.has(photo.id));
  for (const photo of photos) {
    if (seen.has(photo.id)) continue;
    seen.add(photo.id);
    if (!firstRead) fresh.push(photo);
  }
  firstRead = false;
  qr.hidden = false;
  if (photos.length === 0) {
    clearTimeout(timer);
    showWaiting();
    return;
  }
  showPhotos();
  if (fresh.length > 0) loadAhead();
  if (!current) void advance();
  else if (fresh.length > 0 && !current.video) schedule(Math.max(0, current.shownAt + LEAST_SHOWN_MS - Date.now()));
  else if (!ids.has(current.photo.id) && !current.video) void advance();
}

let etag: string | null = null;
let retryMs = POLL_MS;
let pollTimer: ReturnType<typeof setTimeout> | undefined;
/** One read at a time: the network's return asks at once, and must not start a second round of polls. */
let reading = false;

async function poll(key: string) {
  if (reading) return;
  reading = true;
  clearTimeout(pollTimer);
  try {
    const response = await fetch(`/api/guest-photos/${siteId}/slideshow`, { headers: { "x-slideshow-key": key, ...(etag ? { "if-none-match": etag } : {}) }, cache: "no-store" });
    offline.hidden = true;
    if (response.status === 404) {
      showNoKey();
      return;
    }
    if (response.status === 200) {
      etag = response.headers.get("etag");
      take((await response.json()) as SlideshowFeed);
    } else if (response.status !== 304) {
      throw new Error(`feed ${response.status}`);
    }
    retryMs = POLL_MS;
  } catch (error) {
    // A network that is gone shows as a failed fetch: the tiny sign; a busy server only waits longer.
    if (error instanceof TypeError) offline.hidden = false;
    retryMs = Math.min(retryMs * 2, MOST_RETRY_MS);
  } finally {
    reading = false;
  }
  pollTimer = setTimeout(() => void poll(key), retryMs);
}

/** The screen stays on where the browser lets a page ask; asked again when the page is shown again. */
async function keepAwake() {
  try {
    if (document.visibilityState === "visible") await navigator.wakeLock?.request("screen");
  } catch {
    // Refused (battery saver, no permission): the TV's own settings decide.
  }
}

function toggleFullscreen() {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  else void document.documentElement.requestFullscreen().catch(() => undefined);
}

let idleTimer: ReturnType<typeof setTimeout> | undefined;
function stirred() {
  root.classList.remove("idle");
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => root.classList.add("idle"), IDLE_MS);
}

const key = readKey();
if (!key) {
  showNoKey();
} else {
  start.hidden = false;
  start.addEventListener("click", () => {
    toggleFullscreen();
    void keepAwake();
  });
  document.addEventListener("fullscreenchange", () => {
    start.hidden = document.fullscreenElement !== null;
  });
  document.addEventListener("keydown", (event) => {
    if ((event.key === "f" || event.key === "F") && !event.ctrlKey && !event.metaKey && !event.altKey) toggleFullscreen();
  });
  document.addEventListener("visibilitychange", () => void keepAwake());
  window.addEventListener("online", () => void poll(key));
  // A mouse, a tap or a key brings the cursor and the button back for a moment.
  for (const type of ["pointermove", "pointerdown", "keydown"]) document.addEventListener(type, stirred);
  stirred();
  void keepAwake();
  void poll(key);
}
