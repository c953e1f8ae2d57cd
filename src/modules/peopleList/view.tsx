import { ModuleTitle, RichText } from "../../kit/guestPage/ui/ModuleText";
import { SiteImage } from "../../kit/guestPage/ui/SiteImage";
import { useTranslate } from "../../kit/guestPage/SiteContext";
import { isBlankPerson } from "./isEmpty";
import type { PeopleListModule } from "./schema";
import { EmptyModuleHint } from "../EmptyModuleHint";

/** Portraits are shown at most 220 px wide (the list size hint). */
const PORTRAIT_SIZES = "220px";

/** A card per person: portrait, name, title and rich text; a row not yet written has none. */
export default function PeopleListView({ module }: { module: PeopleListModule }) {
  const t = useTranslate();
  const title = t(module.title);
  const NameHeading = title ? "h3" : "h2";
  return (
    <div className="people-list">
      <ModuleTitle text={title} />
      <ul className="people-list__items">
        {module.list.filter((person) => !isBlankPerson(person)).map((person) => {
          const role = t(person.title);
          return (
            <li key={person.id} className={`person${person.image ? "" : " person--no-image"}`}>
              {person.image && (
                <div className="person__portrait">
                  <SiteImage className="person__image" image={person.image} sizes={PORTRAIT_SIZES} />
                </div>
              )}
              <div className="person__body">
                {person.name && <NameHeading className="person__name">{person.name}</NameHeading>}
                {role && <p className="person__title">{role}</p>}
                <RichText html={t(person.text)} className="person__text" />
              </div>
            </li>
          );
        })}
      </ul>
      <EmptyModuleHint module={module} />
    </div>
  );
}
