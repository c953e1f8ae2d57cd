import { EditorContent, useEditor, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import type { EditorView } from "@tiptap/pm/view";
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import type { TranslatedText } from "../../../domain/languages";
import { isBlankHtml } from "../../guestPage/ui/blankHtml";
import { useSiteEditor } from "../siteEditorContext";
import { useMissingTranslationMark } from "./MissingTranslationMark";
import { RichTextLinkForm } from "./RichTextLinkForm";
import { isAllowedLink, shouldAutoLink } from "./richTextLinks";
import { RichTextToolbar } from "./RichTextToolbar";
import { FIELD_TEXTS } from "./texts";
import { withText } from "./translated";
import { useLatest } from "./useLatest";
import { useOwnerTexts } from "./useOwnerTexts";
import "./richTextField.css";

/** Generic so a schema's own translated-text type (every value a string) goes in and comes back out. */
interface RichTextFieldProps<T extends TranslatedText> {
  label: string;
  value: T;
  onChange: (value: T) => void;
  /** The greyed hint while the text is empty; "Skriv din text här" unless given. */
  placeholder?: string;
}

/**
 * Rich text of the language being edited (spec 2, Rich-text editor). A language switch mounts
 * a fresh editor, so its content and undo history belong to that language only. Marked when
 * that language lacks a text another site language has.
 */
export function RichTextField<T extends TranslatedText>({ label, value, onChange, placeholder }: RichTextFieldProps<T>) {
  const { language } = useSiteEditor();
  const { describedBy, mark } = useMissingTranslationMark(value, isBlankHtml);
  return (
    <RichTextInput
      key={language}
      language={language}
      label={label}
      value={value[language] ?? ""}
      onChange={(text) => onChange(withText(value, language, text))}
      placeholder={placeholder}
      describedBy={describedBy}
      mark={mark}
    />
  );
}

interface RichTextInputProps {
  label: string;
  /** The stored HTML. */
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** The text's language, when the page around it is in another. */
  language?: string;
  describedBy?: string;
  /** Shown under the field (the missing-translation mark). */
  mark?: ReactNode;
}

/**
 * Only what the server's sanitizer keeps: paragraphs, bold, italic, underline, links, h3, lists.
 * Made once: TipTap compares its options on every render and updates the editor when they differ.
 */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [3] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    // An empty paragraph after a closing heading would be stored and shown to guests.
    trailingNode: false,
    undoRedo: { depth: 100 },
    link: {
      openOnClick: false,
      autolink: true,
      linkOnPaste: true,
      defaultProtocol: "https",
      shouldAutoLink,
      isAllowedUri: (url, { defaultValidate }) => defaultValidate(url) && isAllowedLink(url),
    },
  }),
];

/** ProseMirror swallows Escape; pass it on so the surrounding dialog closes as from any other field. */
function closeDialogOnEscape(view: EditorView, event: KeyboardEvent): boolean {
  if (event.key !== "Escape") return false;
  const dialog = view.dom.closest("dialog");
  // requestClose is newer (2025); close() is what older browsers have.
  if (typeof dialog?.requestClose === "function") dialog.requestClose();
  else dialog?.close();
  return true;
}

/** The editor's HTML as stored: an emptied editor stores nothing rather than "<p></p>". */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? "" : editor.getHTML();
}

/** Rich text of one plain HTML string: the translated field's editor, and the legacy modules' (one site language). */
export function RichTextInput({ label, value: html, onChange, placeholder, language, describedBy, mark }: RichTextInputProps) {
  const labelId = useId();
  const fieldTexts = useOwnerTexts(FIELD_TEXTS);
  const hint = placeholder ?? fieldTexts.textPlaceholder;
  // The options stay the same objects from render to render (see EXTENSIONS): the first content
  // only, as the editor is made once, and props that change with nothing but the label's id.
  const [content] = useState(html);
  const editorProps = useMemo(
    () => ({
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        "aria-placeholder": hint,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        class: "rich-text-field__content",
      },
      handleKeyDown: closeDialogOnEscape,
    }),
    [labelId, hint, describedBy],
  );
  const emitted = useRef(html);
  // The editor outlives renders; what it emits builds on the latest value.
  const emit = useLatest(onChange);
  const [linkOpen, setLinkOpen] = useState(false);

  const editor = useEditor({
    extensions: EXTENSIONS,
    // Its base CSS would be an inline <style>, which the Content-Security-Policy refuses: richTextField.css has it.
    injectCSS: false,
    content,
    editorProps,
    onUpdate: ({ editor: current }) => {
      emitted.current = htmlOf(current);
      emit(emitted.current);
    },
  });

  // A change from outside the field (not what it emitted itself) replaces the content.
  useEffect(() => {
    if (html === emitted.current) return;
    emitted.current = html;
    editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, html]);

  const link = (href: string) => {
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive("link")) {
      chain.insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] }).run();
    } else {
      chain.extendMarkRange("link").setLink({ href }).run();
    }
    setLinkOpen(false);
  };

  const closeLink = () => {
    setLinkOpen(false);
    editor.commands.focus();
  };

  return (
    <div className="field rich-text-field" lang={language}>
      <div id={labelId} className="field__label" onClick={() => editor.commands.focus()}>
        {label}
      </div>
      <div className="rich-text-field__frame">
        <RichTextToolbar editor={editor} label={label} linkOpen={linkOpen} onLink={() => setLinkOpen(!linkOpen)} />
        {linkOpen && (
          <RichTextLinkForm
            current={(editor.getAttributes("link").href as string | undefined) ?? null}
            onLink={link}
            onRemove={() => {
              editor.chain().focus().extendMarkRange("link").unsetLink().run();
              setLinkOpen(false);
            }}
            onCancel={closeLink}
          />
        )}
        <div className="rich-text-field__body">
          {isBlankHtml(html) && (
            <div className="rich-text-field__placeholder" aria-hidden="true">
              {hint}
            </div>
          )}
          <EditorContent editor={editor} />
        </div>
      </div>
      {mark}
    </div>
  );
}
