import { useTranslate } from "../../web/site/SiteContext";
import type { GiftRegistryModule } from "./schema";

export default function GiftRegistryView({ module }: { module: GiftRegistryModule }) {
  const t = useTranslate();
  return <h2 className="module__title">{t(module.title)}</h2>;
}
