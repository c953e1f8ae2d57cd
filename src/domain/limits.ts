/** Named limits shared by forms and server schemas; zod-free so the web bundle stays small. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 200;
export const MAIL_MAX_LENGTH = 254;
export const FEEDBACK_MAX_LENGTH = 5000;
export const LOG_TEXT_MAX = 20_000;
/** Mails about guests' answers one site may send in an hour; answers past it are stored, not mailed. */
export const SITE_MAILS_PER_HOUR = 60;
/** A recipient address is asked to confirm at most once in this time. */
export const RECIPIENT_CONFIRMATION_INTERVAL_MS = 24 * 60 * 60_000;
/** Confirmation mails one account with a published (paid) site may cause in that time: the owner chooses the addresses. */
export const RECIPIENT_CONFIRMATIONS_PER_ACCOUNT = 20;
/** Confirmation mails an account whose site is not published may cause in that time: such an account costs nothing to make. */
export const RECIPIENT_CONFIRMATIONS_BEFORE_PUBLISHING = 2;
/** Card payments one account may start a minute (and sandbox card confirms): each one is a call to the card provider. */
export const CARD_PAYMENT_STARTS_PER_MINUTE = 20;
/** Payment polls one account may make a minute; the dialog polls every 3 s, and each poll may ask the provider. */
export const PAYMENT_POLLS_PER_MINUTE = 60;
/** Invitation cards one site may keep: each is a stored document the print renderer may be asked for. */
export const PRINTS_PER_SITE = 50;
/** The longest address a QR code is drawn for (the card's QR and GET /api/qr/…): drawing cost grows with it. */
export const QR_URL_MAX_LENGTH = 500;
/** QR codes one IP may have drawn a minute by GET /api/qr/…; codes already drawn are answered from a cache. */
export const QR_RENDERS_PER_MINUTE = 60;
