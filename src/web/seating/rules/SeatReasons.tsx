import { useId } from "react";
import { fill } from "../../../domain/fill";
import type { SeatingPlan } from "../../../domain/seating/plan";
import type { SeatReason } from "../../../domain/seating/placementTypes";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { reasonSentence } from "./sentences";
import { SEATING_RULE_TEXTS } from "./texts";
import "./rules.css";

/** Why a placed guest sits where they sit: one sentence per rule the seat follows. */
export function SeatReasons({ plan, guestId, reasons }: { plan: SeatingPlan; guestId: string; reasons: SeatReason[] }) {
  const texts = useOwnerTexts(SEATING_RULE_TEXTS);
  const headingId = useId();
  const guest = plan.guests.find((one) => one.id === guestId);
  if (!guest || guest.tableId === null) return null;
  const sentences = reasons.map((reason) => reasonSentence(texts, plan, guestId, reason)).filter((sentence): sentence is string => sentence !== null);
  return (
    <section className="seating-reasons" aria-labelledby={headingId}>
      <h3 id={headingId} className="seating-reasons__heading">
        {fill(texts.reasonsHeading, { name: guest.name })}
      </h3>
      {sentences.length === 0 ? (
        <p className="seating-reasons__none">{texts.noReasons}</p>
      ) : (
        <ul className="seating-reasons__list">
          {sentences.map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
