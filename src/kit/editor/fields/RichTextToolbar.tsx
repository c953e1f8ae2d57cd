import { useEditorState, type Editor } from "@tiptap/react";
import type { ReactNode } from "react";
import { RICH_TEXT_TEXTS } from "./richTextTexts";
import { useOwnerTexts } from "./useOwnerTexts";
import { fill } from "../../../domain/fill";

interface RichTextToolbarProps {
  editor: Editor;
  label: string;
  /** The link prompt is open: the link button shows as pressed. */
  linkOpen: boolean;
  onLink: () => void;
}

/** Bold, italic, underline, link, heading 3, undo and redo (spec 2, Rich-text editor). */
export function RichTextToolbar({ editor, label, linkOpen, onLink }: RichTextToolbarProps) {
  const texts = useOwnerTexts(RICH_TEXT_TEXTS);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      underline: current.isActive("underline"),
      link: current.isActive("link"),
      heading: current.isActive("heading", { level: 3 }),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const run = (command: (chain: ReturnType<Editor["chain"]>) => ReturnType<Editor["chain"]>) => command(editor.chain().focus()).run();

  return (
    <div role="toolbar" aria-label={fill(texts.toolbar, { label })} className="rich-text-toolbar">
      <ToolbarButton label={texts.bold} pressed={state.bold} onClick={() => run((chain) => chain.toggleBold())}>
        <span className="rich-text-toolbar__glyph rich-text-toolbar__glyph--bold">B</span>
      </ToolbarButton>
      <ToolbarButton label={texts.italic} pressed={state.italic} onClick={() => run((chain) => chain.toggleItalic())}>
        <span className="rich-text-toolbar__glyph rich-text-toolbar__glyph--italic">I</span>
      </ToolbarButton>
      <ToolbarButton label={texts.underline} pressed={state.underline} onClick={() => run((chain) => chain.toggleUnderline())}>
        <span className="rich-text-toolbar__glyph rich-text-toolbar__glyph--underline">U</span>
      </ToolbarButton>
      <ToolbarButton label={texts.link} pressed={state.link || linkOpen} onClick={onLink}>
        <svg viewBox="0 0 24 24" aria-hidden className="icon">
          <path d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1" />
        </svg>
      </ToolbarButton>
      <ToolbarButton label={texts.heading} pressed={state.heading} onClick={() => run((chain) => chain.toggleHeading({ level: 3 }))}>
        <span className="rich-text-toolbar__glyph">H3</span>
      </ToolbarButton>
      <span className="rich-text-toolbar__divider" aria-hidden />
      <ToolbarButton label={texts.undo} disabled={!state.canUndo} onClick={() => run((chain) => chain.undo())}>
        <svg viewBox="0 0 24 24" aria-hidden className="icon">
          <path d="M9 14L4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
        </svg>
      </ToolbarButton>
      <ToolbarButton label={texts.redo} disabled={!state.canRedo} onClick={() => run((chain) => chain.redo())}>
        <svg viewBox="0 0 24 24" aria-hidden className="icon">
          <path d="M15 14l5-5-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13" />
        </svg>
      </ToolbarButton>
    </div>
  );
}

interface ToolbarButtonProps {
  label: string;
  /** A formatting toggle tells whether it is on; undo and redo are plain actions. */
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

function ToolbarButton({ label, pressed, disabled, onClick, children }: ToolbarButtonProps) {
  return (
    <button
      type="button"
      className="rich-text-toolbar__button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      // Keeps the text's selection: the command then applies to what the owner selected.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
