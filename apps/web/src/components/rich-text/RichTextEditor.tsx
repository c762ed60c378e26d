import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { type FileDirType, filesEndpoints } from '@renli/contracts';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Divider, Input, Modal, Tooltip } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { upload } from '../../lib/endpoint.ts';
import { toast } from '../../lib/toast.ts';
import './rich-text.css';

// The shared rich-text editor (docs/product/oa-notice.md, "Rich text"): what it can make is exactly
// what the server's sanitizeRichText keeps — headings, bold/italic/underline, lists, quotes, links
// and uploaded images. Announcements use it first; other modules pass their own upload directory.

export interface RichTextEditorProps {
  id?: string;
  value?: string;
  onChange?: (html: string) => void;
  /** Where chosen images are uploaded (filesEndpoints.uploadCover). */
  fileDirType?: Extract<FileDirType, 'notice_file' | 'diary_file'>;
  placeholder?: string;
  /** Minimum height of the writing area in px. */
  minHeight?: number;
}

const EMPTY = '<p></p>';

function ToolButton(props: {
  label: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip title={props.label}>
      <Button
        type={props.active ? 'primary' : 'text'}
        size="small"
        aria-label={props.label}
        aria-pressed={props.active}
        icon={props.icon}
        disabled={props.disabled}
        onMouseDown={(e) => e.preventDefault()}
        onClick={props.onClick}
      />
    </Tooltip>
  );
}

export function RichTextEditor({
  id,
  value,
  onChange,
  fileDirType = 'notice_file',
  placeholder,
  minHeight = 240,
}: RichTextEditorProps) {
  const { t } = useTranslation('rich-text');
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkUrl, setLinkUrl] = useState('');
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        // A trailing empty paragraph would be stored with every text that ends in a heading or list.
        trailingNode: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['http', 'https', 'mailto'],
          defaultProtocol: 'https',
        },
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: value || EMPTY,
    editorProps: {
      attributes: {
        class: 'rich-text-content rich-text-editable',
        ...(id ? { id } : {}),
        'aria-label': placeholder ?? t('placeholder'),
        'data-placeholder': placeholder ?? t('placeholder'),
        style: `min-height:${minHeight}px`,
      },
    },
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h1: e?.isActive('heading', { level: 1 }) ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      underline: e?.isActive('underline') ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      quote: e?.isActive('blockquote') ?? false,
      link: e?.isActive('link') ?? false,
      undo: e?.can().undo() ?? false,
      redo: e?.can().redo() ?? false,
    }),
  });

  // A value set from outside (a draft loaded after the editor) replaces the content.
  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if ((value ?? '') !== current) editor.commands.setContent(value || EMPTY, { emitUpdate: false });
  }, [editor, value]);

  async function insertImages(files: FileList | null) {
    if (!editor || !files?.length) return;
    setUploading(true);
    try {
      for (const file of Array.from(files)) {
        if (!file.type.startsWith('image/')) {
          toast.error(t('notImage'));
          continue;
        }
        const form = new FormData();
        form.append('file', file, file.name);
        const answer = await upload(filesEndpoints.uploadCover, form, { query: { fileDirType } });
        const src = Object.values(answer)[0];
        if (src) editor.chain().focus().setImage({ src, alt: file.name }).run();
      }
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  function saveLink() {
    if (!editor) return;
    const url = linkUrl.trim();
    if (!url) editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else if (!/^(https?:\/\/|mailto:)/i.test(url)) {
      toast.error(t('badLink'));
      return;
    } else editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
    setLinkOpen(false);
  }

  const s = state ?? ({} as NonNullable<typeof state>);
  const run =
    (fn: (chain: ReturnType<NonNullable<typeof editor>['chain']>) => { run: () => boolean }) => () => {
      if (editor) fn(editor.chain().focus()).run();
    };
  return (
    <div className="rich-text-editor">
      <div className="rich-text-toolbar" role="toolbar" aria-label={t('toolbar')}>
        <ToolButton
          label={t('h1')}
          icon={<b>H1</b>}
          active={s.h1}
          onClick={run((c) => c.toggleHeading({ level: 1 }))}
        />
        <ToolButton
          label={t('h2')}
          icon={<b>H2</b>}
          active={s.h2}
          onClick={run((c) => c.toggleHeading({ level: 2 }))}
        />
        <ToolButton
          label={t('h3')}
          icon={<b>H3</b>}
          active={s.h3}
          onClick={run((c) => c.toggleHeading({ level: 3 }))}
        />
        <Divider type="vertical" />
        <ToolButton
          label={t('bold')}
          icon={<BoldOutlined />}
          active={s.bold}
          onClick={run((c) => c.toggleBold())}
        />
        <ToolButton
          label={t('italic')}
          icon={<ItalicOutlined />}
          active={s.italic}
          onClick={run((c) => c.toggleItalic())}
        />
        <ToolButton
          label={t('underline')}
          icon={<UnderlineOutlined />}
          active={s.underline}
          onClick={run((c) => c.toggleUnderline())}
        />
        <Divider type="vertical" />
        <ToolButton
          label={t('bullet')}
          icon={<UnorderedListOutlined />}
          active={s.bullet}
          onClick={run((c) => c.toggleBulletList())}
        />
        <ToolButton
          label={t('ordered')}
          icon={<OrderedListOutlined />}
          active={s.ordered}
          onClick={run((c) => c.toggleOrderedList())}
        />
        <ToolButton
          label={t('quote')}
          icon={<b>“</b>}
          active={s.quote}
          onClick={run((c) => c.toggleBlockquote())}
        />
        <Divider type="vertical" />
        <ToolButton
          label={t('link')}
          icon={<LinkOutlined />}
          active={s.link}
          onClick={() => {
            setLinkUrl((editor?.getAttributes('link').href as string | undefined) ?? '');
            setLinkOpen(true);
          }}
        />
        <ToolButton
          label={uploading ? t('uploading') : t('image')}
          icon={<PictureOutlined spin={uploading} />}
          disabled={uploading}
          onClick={() => fileInput.current?.click()}
        />
        <Divider type="vertical" />
        <ToolButton
          label={t('undo')}
          icon={<UndoOutlined />}
          disabled={!s.undo}
          onClick={run((c) => c.undo())}
        />
        <ToolButton
          label={t('redo')}
          icon={<RedoOutlined />}
          disabled={!s.redo}
          onClick={run((c) => c.redo())}
        />
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          multiple
          style={{ display: 'none' }}
          data-testid="rich-text-image-input"
          onChange={(e) => void insertImages(e.target.files)}
        />
      </div>
      <EditorContent editor={editor} />
      <Modal
        title={t('link')}
        open={linkOpen}
        onOk={saveLink}
        onCancel={() => setLinkOpen(false)}
        okText={t('ok')}
        cancelText={t('cancel')}
        destroyOnHidden
      >
        <Input
          autoFocus
          value={linkUrl}
          placeholder="https://"
          maxLength={500}
          onChange={(e) => setLinkUrl(e.target.value)}
          onPressEnter={saveLink}
        />
        <div className="rich-text-hint">{t('linkHint')}</div>
      </Modal>
    </div>
  );
}
