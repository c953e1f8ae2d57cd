import { useId } from "react";
import { CheckboxField, TextField } from "../../kit/ui/fields";
import { ModuleDialog } from "../../kit/editor/fields/ModuleDialog";
import { MODULE_FIELD_TEXTS } from "../../kit/editor/fields/moduleFieldTexts";
import { TranslatedTextField } from "../../kit/editor/fields/TranslatedTextField";
import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import { useSiteEditor } from "../../kit/editor/siteEditorContext";
import type { ModuleEditorProps } from "../editorTypes";
import { MODULE_CHOICE_TEXTS } from "../moduleChoices";
import { VIDEO_EDITOR_TEXTS } from "./editorTexts";
import type { VideoModule } from "./schema";
import { thumbnailUrl } from "./videoUrls";
import { youtubeId } from "./youtubeId";
import "./editor.css";

type Video = NonNullable<VideoModule["video"]>;

/** The title, the YouTube address with a preview once a video id is found, and autostart. */
export default function VideoEditor({ module, onChange, onClose }: ModuleEditorProps<"Video">) {
  const fields = useOwnerTexts(MODULE_FIELD_TEXTS);
  const texts = useOwnerTexts(VIDEO_EDITOR_TEXTS);
  const name = useOwnerTexts(MODULE_CHOICE_TEXTS).Video.name;
  const problemId = useId();
  const { siteId } = useSiteEditor();
  const video: Video = module.video ?? { type: "YouTube", videoUrl: "", autoStart: false, contentDataType: "Video" };
  const changeVideo = (change: Partial<Video>) => onChange({ ...module, video: { ...video, ...change } });
  const videoId = youtubeId(video.videoUrl);
  const notFound = video.videoUrl.trim() !== "" && !videoId;

  return (
    <ModuleDialog title={name} onClose={onClose}>
      <TranslatedTextField label={fields.title} placeholder={fields.titlePlaceholder} value={module.title} onChange={(title) => onChange({ ...module, title })} />
      <TextField
        label={texts.url}
        hint={texts.urlHint}
        type="url"
        inputMode="url"
        value={video.videoUrl}
        autoFocusInDialog
        aria-invalid={notFound || undefined}
        aria-errormessage={notFound ? problemId : undefined}
        onChange={(event) => changeVideo({ videoUrl: event.target.value })}
      />
      {notFound && (
        <p id={problemId} className="notice notice--error" role="alert">
          {texts.notFound}
        </p>
      )}
      <CheckboxField label={texts.autoStart} hint={texts.autoStartHint} role="switch" checked={video.autoStart} onChange={(event) => changeVideo({ autoStart: event.target.checked })} />
      {videoId && (
        <figure className="video-editor__preview">
          <img src={thumbnailUrl(siteId, videoId, "sddefault")} alt={texts.previewAlt} width={640} height={360} />
          <figcaption>{texts.preview}</figcaption>
        </figure>
      )}
    </ModuleDialog>
  );
}
