import { useAppConfig } from "../../kit/app/appConfig";
import { useI18n } from "../i18n/useI18n";

/** The brand's page-type name as it reads inside a sentence ("din bröllopssida"). */
export function usePageType(): string {
  const { brand } = useAppConfig();
  const { language } = useI18n();
  return brand.pageTypeName[language].toLocaleLowerCase(language);
}
