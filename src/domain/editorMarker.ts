/**
 * The header the owner's app sets on every guest call it makes (RSVP, Form, gifts, post
 * keys). Guest routes refuse calls that carry it, so the editor, in either mode, never
 * stores or mails a guest action (decision 015).
 */
export const EDITOR_MARKER_HEADER = "x-site-editor";
