import { Link } from "react-router";
import type { SharedSite } from "../../domain/accounts";
import { fill } from "../../domain/fill";
import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import { PEOPLE_TEXTS } from "./texts";

/** Where a shared site opens: the editor for a co-owner, the answers for the others. */
export const sharedSitePath = (site: Pick<SharedSite, "_id" | "role">) => (site.role === "co-owner" ? `/redigera/${site._id}/` : `/redigera/${site._id}/visa-osa`);

/** The other accounts' sites this account is on, each with its role. */
export function SharedSitesSection({ sites }: { sites: SharedSite[] }) {
  const texts = useOwnerTexts(PEOPLE_TEXTS);
  if (sites.length === 0) return null;
  return (
    <section className="card account-card" aria-labelledby="shared-sites-heading">
      <h2 id="shared-sites-heading">{texts.sharedHeading}</h2>
      <ul className="people__list">
        {sites.map((site) => (
          <li key={site._id} className="people__row">
            <span className="people__mail">{fill(texts.sharedSite, { site: site.host ?? texts.unpublished, role: texts.roles[site.role], owner: site.ownerMail })}</span>
            <Link to={sharedSitePath(site)}>{texts.open}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
