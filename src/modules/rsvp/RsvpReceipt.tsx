import { optionAttendance } from "../../domain/attendance";
import { translate } from "../../domain/languages";
import { asksForName, guestName } from "../../domain/site/guestName";
import { useSite, useTexts } from "../../kit/guestPage/SiteContext";
import type { SentAnswer } from "../form/answers";
import { RSVP_TEXTS } from "./texts";
import { fill } from "../../domain/fill";

/** Coming or not by the first chosen option that says so (the rule Visa OSA counts by). */
function attendanceOf(answers: SentAnswer[]) {
  for (const answer of answers) {
    if (answer.formElement.formElementType !== "SingleSelect" || !answer.selectedOption) continue;
    const option = answer.formElement.options.find((candidate) => candidate.id === answer.selectedOption);
    const attendance = option ? optionAttendance(option.text) : null;
    if (attendance) return attendance;
  }
  return null;
}

/**
 * The RSVP's confirmation repeats what was sent, in the page's language: each guest by name
 * (or "Gäst 2"), coming or not, and the other answers they gave.
 */
export function RsvpReceipt({ guests, guestTitle }: { guests: SentAnswer[][]; guestTitle: string }) {
  const { language } = useSite();
  const texts = useTexts(RSVP_TEXTS);
  return (
    <div className="rsvp-receipt">
      <p className="rsvp-receipt__lead">{texts.receiptLead}</p>
      <ul className="rsvp-receipt__guests">
        {guests.map((answers, index) => {
          const name = guestName(answers) || `${guestTitle} ${index + 1}`;
          const attendance = attendanceOf(answers);
          const details = answers.filter((answer) => answer.value.trim() && !asksForName(answer));
          return (
            <li key={index}>
              <strong>{attendance ? fill(attendance === "coming" ? texts.guestComing : texts.guestNotComing, { name }) : name}</strong>
              {details.length > 0 && (
                <ul className="rsvp-receipt__answers">
                  {details.map((answer) => (
                    <li key={answer.formElement.id}>{`${translate(answer.formElement.label, language)}: ${answer.value}`}</li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
