export { RichTextEditor, type RichTextEditorProps } from './RichTextEditor.tsx';
export { RichTextView } from './RichTextView.tsx';
