import { useTranslate } from "../../web/site/SiteContext";
import type { TextModule } from "./schema";

export default function TextView({ module }: { module: TextModule }) {
  const t = useTranslate();
  return <h2 className="module__title">{t(module.title)}</h2>;
}
