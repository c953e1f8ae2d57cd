import type { VideoModule } from "./schema";
import { youtubeId } from "./youtubeId";

/** Without an address a video can be played from, there is nothing to show. */
export const isEmptyVideo = (module: VideoModule) => youtubeId(module.video?.videoUrl) === null;
