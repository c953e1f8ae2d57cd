/** The largest site document the server takes in a save (its request body), and so the largest draft a browser keeps. */
export const SITE_DOCUMENT_MAX_BYTES = 1024 * 1024;
