import { personalLinkUrl } from "../../../domain/guestList/personalLink";
import type { SiteOrigin } from "../../../domain/links";
import type { Executor } from "../../db/client";
import { ApiError } from "../../http/errors";
import type { SiteRow } from "../../core";
import { qrPng } from "../siteEditing/qr";
import { findHousehold } from "./repository";

/** As wide as the site's own QR code, so it prints as sharply on an invitation card. */
const QR_WIDTH = 1024;

/** A QR code PNG of a household's personal link on the site's address; none before the site has one. */
export async function householdQrPng(db: Executor, site: SiteRow, householdId: string, origin: SiteOrigin): Promise<Buffer> {
  if (!site.host) throw new ApiError(404, "notFound", "The site has no address yet");
  const household = await findHousehold(db, site.id, householdId);
  if (!household) throw new ApiError(404, "notFound", "No such household on this site");
  return qrPng(personalLinkUrl(site.host, household.linkToken, origin), QR_WIDTH);
}
