// The TipTap editor behind RichTextField, in its own module so that it is loaded (import()) only
// where an admin edits HTML, never in the storefront's bundle.
import { EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link2,
  List,
  ListOrdered,
  Redo,
  Undo,
} from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

export interface RichTextEditorProps {
  /** The HTML the editor starts with. */
  html: string;
  onChange: (html: string) => void;
  dir: "ltr" | "rtl";
  lang: string;
  id?: string;
  labels: Record<
    | "bold"
    | "italic"
    | "h2"
    | "h3"
    | "bullets"
    | "numbers"
    | "link"
    | "linkPrompt"
    | "undo"
    | "redo",
    string
  >;
  /** The editable element's accessible name: the field's label. */
  label: string;
  "aria-describedby"?: string;
}

export default function RichTextEditor({
  html,
  onChange,
  dir,
  lang,
  id,
  labels,
  label,
  ...aria
}: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } })],
    content: html,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        dir,
        lang,
        ...(id ? { id } : {}),
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": label,
        ...(aria["aria-describedby"] ? { "aria-describedby": aria["aria-describedby"] } : {}),
        class:
          "prose-content min-h-48 px-3 py-2 text-body text-fg focus:outline-none [&_h2]:text-heading-sm [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6 [&_a]:text-link [&_a]:underline [&_p]:my-2",
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });

  const tool = (label: string, icon: ReactNode, active: boolean, run: () => void) => (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active}
      disabled={!editor}
      onClick={run}
      className={cn(
        "inline-flex size-8 items-center justify-center rounded text-fg-muted hover:bg-surface-muted hover:text-fg [&_svg]:size-4",
        active && "bg-surface-muted text-fg-strong",
      )}
    >
      {icon}
    </button>
  );
  const chain = () => editor?.chain().focus();

  return (
    <div
      data-slot="rich-text-editor"
      className="rounded-md border border-border bg-surface focus-within:outline-2 focus-within:outline-focus"
    >
      <div role="toolbar" className="flex flex-wrap gap-1 border-b border-border-subtle p-1">
        {tool(labels.bold, <Bold aria-hidden="true" />, !!editor?.isActive("bold"), () =>
          chain()?.toggleBold().run(),
        )}
        {tool(labels.italic, <Italic aria-hidden="true" />, !!editor?.isActive("italic"), () =>
          chain()?.toggleItalic().run(),
        )}
        {tool(
          labels.h2,
          <Heading2 aria-hidden="true" />,
          !!editor?.isActive("heading", { level: 2 }),
          () => chain()?.toggleHeading({ level: 2 }).run(),
        )}
        {tool(
          labels.h3,
          <Heading3 aria-hidden="true" />,
          !!editor?.isActive("heading", { level: 3 }),
          () => chain()?.toggleHeading({ level: 3 }).run(),
        )}
        {tool(labels.bullets, <List aria-hidden="true" />, !!editor?.isActive("bulletList"), () =>
          chain()?.toggleBulletList().run(),
        )}
        {tool(
          labels.numbers,
          <ListOrdered aria-hidden="true" />,
          !!editor?.isActive("orderedList"),
          () => chain()?.toggleOrderedList().run(),
        )}
        {tool(labels.link, <Link2 aria-hidden="true" />, !!editor?.isActive("link"), () => {
          const href = window.prompt(
            labels.linkPrompt,
            editor?.getAttributes("link").href ?? "https://",
          );
          if (href === null) return;
          if (href === "") chain()?.unsetLink().run();
          else chain()?.extendMarkRange("link").setLink({ href }).run();
        })}
        {tool(labels.undo, <Undo aria-hidden="true" className="rtl:-scale-x-100" />, false, () =>
          chain()?.undo().run(),
        )}
        {tool(labels.redo, <Redo aria-hidden="true" className="rtl:-scale-x-100" />, false, () =>
          chain()?.redo().run(),
        )}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
