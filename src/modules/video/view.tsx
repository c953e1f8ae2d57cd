import { useEffect, useRef, useState } from "react";
import { ModuleTitle } from "../../kit/guestPage/ui/ModuleText";
import { useSite, useTexts, useTranslate } from "../../kit/guestPage/SiteContext";
import type { VideoModule } from "./schema";
import { VIDEO_TEXTS } from "./texts";
import { embedUrl, THUMBNAIL_MIN_WIDTH, thumbnailUrl } from "./videoUrls";
import { youtubeId } from "./youtubeId";
import { EmptyModuleHint } from "../EmptyModuleHint";
import { fill } from "../../domain/fill";

/**
 * A YouTube video behind a click-to-play facade: the thumbnail comes from our server and
 * the player (privacy-enhanced, autoplaying) loads only when the guest presses play, or,
 * with autostart on, when the video scrolls into view.
 */
export default function VideoView({ module }: { module: VideoModule }) {
  const t = useTranslate();
  const { editMode } = useSite();
  const texts = useTexts(VIDEO_TEXTS);
  const videoId = youtubeId(module.video?.videoUrl);
  const title = t(module.title);
  // No video yet: nothing for guests; the owner sees the title and what the module needs.
  if (!videoId) {
    return editMode ? (
      <div className="video">
        <ModuleTitle text={title} />
        <EmptyModuleHint module={module} />
      </div>
    ) : null;
  }
  const name = title || texts.video;
  return (
    <div className="video">
      <ModuleTitle text={title} />
      <VideoPlayer
        key={videoId}
        videoId={videoId}
        // In the editor a click on the module opens its dialog: nothing starts by itself there.
        autoStart={Boolean(module.video?.autoStart) && !editMode}
        playLabel={fill(texts.play, { title: name })} playerTitle={fill(texts.playerTitle, { title: name })} />
    </div>
  );
}

/** How the player came to load: the guest pressed play, or autostart saw the video come into view. */
type Start = "pressed" | "inView";

function VideoPlayer({ videoId, autoStart, playLabel, playerTitle }: { videoId: string; autoStart: boolean; playLabel: string; playerTitle: string }) {
  const { siteId } = useSite();
  const [started, setStarted] = useState<Start | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const [quality, setQuality] = useState<"maxresdefault" | "sddefault">("maxresdefault");
  const image = useRef<HTMLImageElement>(null);
  const player = useRef<HTMLIFrameElement>(null);

  const checkThumbnail = (element: HTMLImageElement | null) => {
    if (element?.complete && element.naturalWidth < THUMBNAIL_MIN_WIDTH) setQuality("sddefault");
  };
  // The server-rendered image may have loaded (or failed) before hydration attached onLoad.
  useEffect(() => {
    if (quality === "maxresdefault") checkThumbnail(image.current);
  }, [quality]);
  // Only a guest's own press moves focus to the player; scrolling past must not steal it.
  useEffect(() => {
    if (started === "pressed") player.current?.focus();
  }, [started]);
  useEffect(() => {
    const element = frame.current;
    if (!autoStart || started || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setStarted("inView");
    }, { threshold: 0.5 });
    observer.observe(element);
    return () => observer.disconnect();
  }, [autoStart, started]);

  return (
    <div ref={frame} className={`video__frame${started ? " video__frame--playing" : ""}`}>
      {started ? (
        <iframe
          ref={player}
          className="video__player"
          // Browsers let a player start by itself only when it is muted.
          src={embedUrl(videoId, started === "inView")}
          title={playerTitle}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button type="button" className="video__facade" aria-label={playLabel} onClick={() => setStarted("pressed")}>
          <img
            ref={image}
            className="video__thumbnail"
            src={thumbnailUrl(siteId, videoId, quality)}
            alt=""
            width={1280}
            height={720}
            loading="lazy"
            decoding="async"
            onLoad={(event) => quality === "maxresdefault" && checkThumbnail(event.currentTarget)}
            onError={() => quality === "maxresdefault" && setQuality("sddefault")}
          />
          <span className="video__play" aria-hidden="true">
            <svg viewBox="0 0 68 48" width="68" height="48" focusable="false">
              <path className="video__play-shape" d="M66.5 7.7a8.5 8.5 0 0 0-6-6C55.2.3 34 .3 34 .3s-21.2 0-26.5 1.4a8.5 8.5 0 0 0-6 6C.1 13 .1 24 .1 24s0 11 1.4 16.3a8.5 8.5 0 0 0 6 6C12.8 47.7 34 47.7 34 47.7s21.2 0 26.5-1.4a8.5 8.5 0 0 0 6-6C67.9 35 67.9 24 67.9 24s0-11-1.4-16.3z" />
              <path className="video__play-arrow" d="M45 24 27 14v20z" />
            </svg>
          </span>
        </button>
      )}
    </div>
  );
}
