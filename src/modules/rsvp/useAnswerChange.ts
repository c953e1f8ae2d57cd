import { useEffect, useState } from "react";
import { changeTokenFromHash, type AnswerToChange } from "../../domain/site/answerChange";
import type { FormAnswers } from "../../domain/site/formRules";
import { guestApi } from "../../kit/guestPage/guestApi";

/**
 * A guest who comes back through the change link of their copy mail (decision 078): the answer
 * is loaded into this RSVP's form when it is this RSVP's, and the token is taken out of the
 * address bar so the page's address can be shared without it. The send then carries the token.
 */
export function useAnswerChange(siteId: string, formId: string, onLoaded: (guests: FormAnswers[]) => void, onFailed: (error: unknown) => void) {
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => {
    const found = changeTokenFromHash(window.location.hash);
    if (!found) return;
    guestApi<AnswerToChange>(`/api/rsvps/${siteId}/v4/answers/${found}`).then((answer) => {
      if (answer.formId !== formId) return;
      window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
      setToken(found);
      onLoaded(answer.guests.map((guest) => guest.answers));
    }, onFailed);
    // Once, when the RSVP appears.
  }, []);
  return { token, done: () => setToken(null) };
}
