import '@mantine/tiptap/styles.css';
import { Link, RichTextEditor } from '@mantine/tiptap';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon.tsx';

/**
 * The report body's rich-text editor (Mantine's Tiptap): headings, lists, links, tables and images
 * (uploaded through `onUploadImage`). It answers HTML; the server sanitises it on save.
 */
export function ReportEditor({
  initialHtml,
  onChange,
  onUploadImage,
}: {
  initialHtml: string;
  onChange: (html: string) => void;
  onUploadImage: (file: File) => Promise<string | undefined>;
}) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false }),
      Link,
      TableKit.configure({ table: { resizable: false } }),
      Image,
    ],
    content: initialHtml,
    // The editable area itself is the field a screen reader lands in: it carries the field's name.
    editorProps: { attributes: { 'aria-label': t('reports.editor.label') } },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });
  return (
    <RichTextEditor editor={editor} aria-label={t('reports.editor.label')} data-testid="report-editor">
      <RichTextEditor.Toolbar sticky stickyOffset={0}>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Strikethrough />
          <RichTextEditor.ClearFormatting />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H2 />
          <RichTextEditor.H3 />
          <RichTextEditor.H4 />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Blockquote />
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Control
            onClick={() =>
              editor?.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()
            }
            aria-label={t('reports.editor.table')}
            title={t('reports.editor.table')}
            data-testid="insert-table"
          >
            <Icon name="table" size={16} />
          </RichTextEditor.Control>
          <RichTextEditor.Control
            onClick={() => fileInput.current?.click()}
            aria-label={t('reports.editor.image')}
            title={t('reports.editor.image')}
          >
            <Icon name="image" size={16} />
          </RichTextEditor.Control>
          <input
            ref={fileInput}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            hidden
            data-testid="editor-image-input"
            onChange={async (event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (!file) return;
              const url = await onUploadImage(file);
              if (url) editor?.chain().focus().setImage({ src: url }).run();
            }}
          />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Undo />
          <RichTextEditor.Redo />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content mih={320} />
    </RichTextEditor>
  );
}
