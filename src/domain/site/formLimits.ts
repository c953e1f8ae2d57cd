/** Limits of guest answers, shared by the forms and the server (zod-free for the guest bundle). */
export const ANSWER_MAX_LENGTH = 2000;
export const FORM_TITLE_MAX_LENGTH = 500;
export const GROUP_IDENTIFIER_MAX_LENGTH = 100;
/** The field forms render hidden from people; a robot that fills it is refused. */
export const HONEYPOT_FIELD = "website";
