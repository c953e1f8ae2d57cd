/** Named limits shared by forms and server schemas; zod-free so the web bundle stays small. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 200;
export const MAIL_MAX_LENGTH = 254;
export const FEEDBACK_MAX_LENGTH = 5000;
export const LOG_TEXT_MAX = 20_000;
