import { isPastDate } from "../../modules/starter/followDate";
import { COUNTDOWN_DATE_RANGE } from "../../modules/countdown/schema";
import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import { CheckboxField, TextField } from "../../kit/ui/fields";
import { WIZARD_TEXTS } from "./texts";
import { useWizard } from "./useWizard";
import { WizardPreview } from "./WizardPreview";
import { WizardStep } from "./WizardStep";
import "./informationStep.css";

/**
 * Step 2, /kom-igang/information: the two names, the place, the start date and the last day to
 * reply (named in the RSVP's text); "not decided" turns the start date off and clears it. Nothing is required (spec 3, section 5), and the top of the
 * page is shown as it is typed.
 */
export function InformationStep() {
  const { data, change } = useWizard();
  const texts = useOwnerTexts(WIZARD_TEXTS).information;

  return (
    <WizardStep heading={texts.heading} lead={texts.lead}>
      <div className="wizard-information">
        <div className="wizard-information__fields">
          <div className="wizard-information__names">
            <TextField label={texts.name1} autoComplete="given-name" maxLength={100} value={data.name1} onChange={(event) => change({ name1: event.target.value })} />
            <TextField label={texts.name2} autoComplete="off" maxLength={100} value={data.name2} onChange={(event) => change({ name2: event.target.value })} />
          </div>
          <TextField
            label={texts.location}
            hint={texts.locationHint}
            autoComplete="off"
            maxLength={300}
            value={data.location}
            onChange={(event) => change({ location: event.target.value })}
          />
          <div className="wizard-information__date">
            <TextField
              label={texts.date}
              type="datetime-local"
              min={COUNTDOWN_DATE_RANGE.min}
              max={COUNTDOWN_DATE_RANGE.max}
              disabled={data.dateNotDecided}
              value={data.dateStart}
              onChange={(event) => change({ dateStart: event.target.value })}
            />
            {isPastDate(data.dateStart, new Date()) && (
              <p className="notice" role="status">
                {texts.pastDate}
              </p>
            )}
            <CheckboxField
              label={texts.notDecided}
              checked={data.dateNotDecided}
              onChange={(event) => change({ dateNotDecided: event.target.checked, dateStart: "" })}
            />
          </div>
          <TextField
            label={texts.rsvpDeadline}
            hint={texts.rsvpDeadlineHint}
            type="date"
            min={COUNTDOWN_DATE_RANGE.min.slice(0, 10)}
            max={COUNTDOWN_DATE_RANGE.max.slice(0, 10)}
            value={data.rsvpDeadline}
            onChange={(event) => change({ rsvpDeadline: event.target.value })}
          />
        </div>
        <figure className="wizard-information__preview">
          <WizardPreview data={data} templateId={data.designTemplate} />
          <figcaption>{texts.preview}</figcaption>
        </figure>
      </div>
    </WizardStep>
  );
}
