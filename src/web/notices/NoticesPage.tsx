import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useParams } from "react-router";
import { fill } from "../../domain/fill";
import type { Notice, NoticeInput } from "../../domain/notices/notices";
import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import { useShowError } from "../../kit/errors/useShowError";
import { ConfirmDialog } from "../../kit/ui/ConfirmDialog";
import { useI18n } from "../i18n/useI18n";
import { PageTitle } from "../ui/PageTitle";
import { NoticeForm, eventName } from "./NoticeForm";
import { editNotice, noticesKey, postNotice, removeNotice, useNoticeEvents, useNotices } from "./noticesApi";
import { NOTICE_TEXTS } from "./texts";
import "./notices.css";

/** /redigera/:siteId/meddelanden (decision 108): the couple's notices to the guests, written on a phone. */
export function NoticesPage() {
  const { siteId = "" } = useParams();
  const texts = useOwnerTexts(NOTICE_TEXTS);
  const { language } = useI18n();
  const notices = useNotices(siteId);
  const events = useNoticeEvents(siteId);
  const queryClient = useQueryClient();
  const showError = useShowError();
  const [editing, setEditing] = useState<Notice>();
  const [removing, setRemoving] = useState<Notice>();
  const [done, setDone] = useState("");
  // A new form after each post: the text and the choices start over.
  const [formKey, setFormKey] = useState(0);
  const reload = () => queryClient.invalidateQueries({ queryKey: noticesKey(siteId) });

  const save = useMutation({
    mutationFn: (input: NoticeInput) => (editing ? editNotice(siteId, editing.id, { text: input.text, eventId: input.eventId, expiresAt: input.expiresAt }) : postNotice(siteId, input)),
    onSuccess: async () => {
      setDone(editing ? texts.saved : texts.posted);
      setEditing(undefined);
      setFormKey((key) => key + 1);
      await reload();
    },
    onError: (error) => showError(error, texts.saveFailed),
  });
  const remove = useMutation({
    mutationFn: (notice: Notice) => removeNotice(siteId, notice.id),
    onSuccess: reload,
    onError: (error) => showError(error, texts.removeFailed),
  });

  const time = new Intl.DateTimeFormat(language, { weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });
  // Live or ended as of the list's last read (it is read again after every change).
  const now = notices.dataUpdatedAt;
  const audience = (notice: Notice) => {
    const event = notice.eventId ? events.data?.find((candidate) => candidate.id === notice.eventId) : undefined;
    return event ? fill(texts.eventGuests, { event: eventName(event, language) }) : texts.everyone;
  };
  const list = notices.data ?? [];
  const groups = [
    { heading: texts.live, items: list.filter((notice) => new Date(notice.expiresAt).getTime() > now) },
    { heading: texts.ended, items: list.filter((notice) => new Date(notice.expiresAt).getTime() <= now) },
  ];

  return (
    <div className="editor-page notices">
      <PageTitle text={texts.heading} />
      <h1>{texts.heading}</h1>
      <p className="muted">{texts.lead}</p>
      <NoticeForm
        key={editing?.id ?? `new-${formKey}`}
        texts={texts}
        language={language}
        events={events.data ?? []}
        editing={editing}
        pending={save.isPending}
        onSubmit={(input) => save.mutate(input)}
        onCancel={editing ? () => setEditing(undefined) : undefined}
      />
      <p role="status" className="notices__done">
        {done}
      </p>
      {notices.error && (
        <p className="notice notice--error" role="alert">
          {texts.loadFailed}
        </p>
      )}
      {notices.data && list.length === 0 && <p className="muted">{texts.none}</p>}
      {groups.map(
        (group) =>
          group.items.length > 0 && (
            <section key={group.heading} className="notices__group" aria-label={group.heading}>
              <h2>{group.heading}</h2>
              <ul className="notices__list">
                {group.items.map((notice) => {
                  const ended = new Date(notice.expiresAt).getTime() <= now;
                  return (
                    <li key={notice.id} className="card notices__item">
                      <p className="notices__text">{notice.text}</p>
                      <p className="muted notices__facts">
                        {audience(notice)} · {fill(ended ? texts.endedAt : texts.showsUntil, { time: time.format(new Date(notice.expiresAt)) })}
                        {notice.mailedAt && ` · ${texts.mailed}`}
                      </p>
                      <div className="notices__actions">
                        <button type="button" className="button button--secondary" onClick={() => setEditing(notice)}>
                          {texts.edit}
                        </button>
                        <button type="button" className="button button--secondary" onClick={() => setRemoving(notice)}>
                          {texts.remove}
                        </button>
                      </div>
                    </li>
                  );
                })}
              </ul>
            </section>
          ),
      )}
      <ConfirmDialog
        open={removing !== undefined}
        title={texts.removeTitle}
        text={texts.removeText}
        confirmLabel={texts.remove}
        cancelLabel={texts.cancel}
        danger
        onConfirm={() => {
          if (removing) remove.mutate(removing);
          setRemoving(undefined);
        }}
        onCancel={() => setRemoving(undefined)}
      />
    </div>
  );
}
