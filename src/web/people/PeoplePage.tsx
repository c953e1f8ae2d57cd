import { useParams } from "react-router";
import { useMe } from "../../kit/api/accounts";
import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import { PageTitle } from "../ui/PageTitle";
import { PeopleSection } from "./PeopleSection";
import { PEOPLE_TEXTS } from "./texts";

/** /redigera/:siteId/personer: who else is on the site, from the editor's menu. */
export function PeoplePage() {
  const { siteId = "" } = useParams();
  const texts = useOwnerTexts(PEOPLE_TEXTS);
  const me = useMe();
  return (
    <div className="editor-page">
      <PageTitle text={texts.heading} />
      <h1 id="people-page-heading">{texts.heading}</h1>
      <PeopleSection siteId={siteId} myMail={me.data?.mail ?? ""} headingId="people-page-heading" />
    </div>
  );
}
