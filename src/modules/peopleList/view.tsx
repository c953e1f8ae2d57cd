import { useTranslate } from "../../web/site/SiteContext";
import type { PeopleListModule } from "./schema";

export default function PeopleListView({ module }: { module: PeopleListModule }) {
  const t = useTranslate();
  return <h2 className="module__title">{t(module.title)}</h2>;
}
