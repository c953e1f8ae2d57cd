import { useId, useState } from "react";
import { PHOTO_MODERATIONS, PHOTO_VISIBILITIES, type PhotoSettings } from "../../domain/guestPhotos/types";
import { VIDEO_MAX_MB_LIMIT } from "../../domain/guestPhotos/limits";
import { CheckboxField, TextField } from "../../kit/ui/fields";
import type { GuestPhotoTexts } from "./texts";

interface PhotoSettingsCardProps {
  texts: GuestPhotoTexts;
  settings: PhotoSettings;
  /** Each change is saved at once; the card says so quietly. */
  onChange: (settings: PhotoSettings) => void;
  saved: string;
}

function Choice<T extends string>({ legend, options, value, title, onChange }: { legend: string; options: readonly T[]; value: T; title: (option: T) => string; onChange: (option: T) => void }) {
  const name = useId();
  return (
    <fieldset className="photo-settings__choice">
      <legend className="field__label">{legend}</legend>
      {options.map((option) => (
        <label key={option} className="photo-settings__option">
          <input type="radio" name={name} checked={option === value} onChange={() => onChange(option)} />
          {title(option)}
        </label>
      ))}
    </fieldset>
  );
}

/** How the guests' photos come in and show: moderation, who sees what, the slideshow's captions, videos, open or closed. */
export function PhotoSettingsCard({ texts, settings, onChange, saved }: PhotoSettingsCardProps) {
  // The video size is typed: saved when the field is left, and only a whole number the bounds allow.
  const [videoMb, setVideoMb] = useState(String(settings.videoMaxMb));
  // A value saved elsewhere (another tab, a failed save put back) replaces what is typed, keeping focus in the field.
  const [heldMb, setHeldMb] = useState(settings.videoMaxMb);
  if (heldMb !== settings.videoMaxMb) {
    setHeldMb(settings.videoMaxMb);
    setVideoMb(String(settings.videoMaxMb));
  }
  const saveVideoMb = () => {
    const value = Number(videoMb);
    if (videoMb.trim() === "" || !Number.isInteger(value) || value < 0 || value > VIDEO_MAX_MB_LIMIT) setVideoMb(String(settings.videoMaxMb));
    else if (value !== settings.videoMaxMb) onChange({ ...settings, videoMaxMb: value });
  };
  return (
    <section className="card photo-settings" aria-labelledby="photo-settings-heading">
      <h2 id="photo-settings-heading">{texts.settingsHeading}</h2>
      <Choice
        legend={texts.moderation}
        options={PHOTO_MODERATIONS}
        value={settings.moderation}
        title={(option) => (option === "showAtOnce" ? texts.moderationShowAtOnce : texts.moderationApproveFirst)}
        onChange={(moderation) => onChange({ ...settings, moderation })}
      />
      <Choice
        legend={texts.visibility}
        options={PHOTO_VISIBILITIES}
        value={settings.visibility}
        title={(option) => (option === "all" ? texts.visibilityAll : texts.visibilityOwn)}
        onChange={(visibility) => onChange({ ...settings, visibility })}
      />
      <CheckboxField label={texts.slideshowCaptions} checked={settings.slideshowCaptions} onChange={(event) => onChange({ ...settings, slideshowCaptions: event.target.checked })} />
      <CheckboxField label={texts.uploadsOpen} hint={texts.uploadsOpenHint} checked={settings.uploadsOpen} onChange={(event) => onChange({ ...settings, uploadsOpen: event.target.checked })} />
      <TextField
        label={texts.videoMaxMb}
        hint={texts.videoMaxMbHint}
        type="number"
        inputMode="numeric"
        min={0}
        max={VIDEO_MAX_MB_LIMIT}
        step={1}
        value={videoMb}
        onChange={(event) => setVideoMb(event.target.value)}
        onBlur={saveVideoMb}
        onKeyDown={(event) => event.key === "Enter" && saveVideoMb()}
      />
      <p role="status" className="muted photo-settings__saved">
        {saved}
      </p>
    </section>
  );
}
