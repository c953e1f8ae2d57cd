import { useAppConfig } from "../../kit/app/appConfig";

/** The brand's contact address as a mail link: where help, questions and domain changes go. */
export function SupportMailLink() {
  const { brand } = useAppConfig();
  return <a href={`mailto:${brand.contactMail}`}>{brand.contactMail}</a>;
}
