import path from "node:path";
import type { Config } from "../../config";
import type { Mailer } from "../mail/mailer";
import { mailPrintPartner } from "./mail";
import type { PrintPartner } from "./printPartner";
import { sandboxPrintPartner } from "./sandbox";

/** The print shop's order mailbox when PRINT_SHOP_MAIL is set, else the sandbox folder DATA_DIR/print-orders. */
export function printPartnerFromConfig(config: Config, mailer: Mailer): PrintPartner {
  return config.printPartner.kind === "mail"
    ? mailPrintPartner(mailer, config.printPartner.shopMail, config.brand.market)
    : sandboxPrintPartner(path.join(config.dataDir, "print-orders"));
}
