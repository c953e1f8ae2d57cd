import { useTranslate } from "../../web/site/SiteContext";
import type { VideoModule } from "./schema";

export default function VideoView({ module }: { module: VideoModule }) {
  const t = useTranslate();
  return <h2 className="module__title">{t(module.title)}</h2>;
}
