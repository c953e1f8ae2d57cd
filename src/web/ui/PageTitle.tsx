import { useAppConfig } from "../../kit/app/appConfig";

/** The document title, "Page · Brand"; React 19 hoists <title> into the head. */
export function PageTitle({ text }: { text: string }) {
  const { brand } = useAppConfig();
  return <title>{`${text} · ${brand.name}`}</title>;
}
