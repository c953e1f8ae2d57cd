import { useTranslate } from "../../web/site/SiteContext";
import type { RsvpModule } from "./schema";

export default function RsvpView({ module }: { module: RsvpModule }) {
  const t = useTranslate();
  return <h2 className="module__title">{t(module.title)}</h2>;
}
