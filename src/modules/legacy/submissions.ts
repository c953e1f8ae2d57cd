import type { Contact } from "./ContactFields";
import type { LegacyCustomValue } from "./questions";

/**
 * What the legacy RSVP and speech forms send (spec 2, section 3 "RSVP submission, legacy"):
 * `POST /api/rsvps/{siteId}/v3/` and `POST /api/speeches/{siteId}/v2`, each answered with
 * `{ invertedSuccess }`. `website` is the honeypot, as in the newer calls.
 */
export interface LegacyPersonAnswer extends Contact {
  /** "Kommer du?": "yes" or "no". */
  weddingYesOrNo: string;
  customValues: LegacyCustomValue[];
}

export interface Rsvp3Submission {
  persons: LegacyPersonAnswer[];
  postKey: string;
  /** "site-form-" and the module's id. */
  source: string;
  website: string;
}

export interface Speech2Submission {
  speech: Contact & { customValues: LegacyCustomValue[] };
  postKey: string;
  website: string;
}
