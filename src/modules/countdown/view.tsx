import { useSite, useTranslate } from "../../kit/guestPage/SiteContext";
import { COUNTDOWN_UNITS, countdownDigits, countdownUnitWord } from "./countdown";
import type { CountdownModule } from "./schema";
import { useCountdown } from "./useCountdown";

/** Days, hours, minutes and seconds to the date, ticking each second until it is reached. */
export default function CountdownView({ module }: { module: CountdownModule }) {
  const t = useTranslate();
  const { language, renderedAt } = useSite();
  const parts = useCountdown(module.countdownDate, renderedAt);
  const title = t(module.title);

  return (
    <div className="countdown">
      {title && <h2 className="module__title">{title}</h2>}
      <div className="countdown__units" role="timer">
        {COUNTDOWN_UNITS.map((unit) => {
          const value = parts[unit];
          return (
            <div key={unit} className={`countdown__unit countdown__unit--${unit}`}>
              <span className="countdown__value">{countdownDigits(unit, value)}</span>{" "}
              <span className="countdown__label">{module.unitLabels?.[unit] || countdownUnitWord(language, unit, value)}</span>
            </div>
          );
        })}
      </div>
    </div>
  );
}
