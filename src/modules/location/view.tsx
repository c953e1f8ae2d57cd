import { useTranslate } from "../../web/site/SiteContext";
import type { LocationModule } from "./schema";

export default function LocationView({ module }: { module: LocationModule }) {
  const t = useTranslate();
  return <h2 className="module__title">{t(module.title)}</h2>;
}
