import { ChatSDK, type Message } from '@renli/chat-sdk/browser';
import {
  type ClipboardEvent,
  type DragEvent,
  type KeyboardEvent,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { currentLanguage } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { currentChat } from '../session/chat-client.ts';
import { chatErrorText } from '../state/send-errors.ts';
import { chatUi } from '../state/ui-store.ts';
import { useIsTouch } from '../state/use-chat.ts';
import { AttachmentList } from './AttachmentList.tsx';
import { type Attachment, sendDraft } from './compose.ts';
import { attachmentKind, canSend, mentionedIDs, mentionQuery } from './input-rules.ts';
import { type MentionCandidate, MentionPopup, useMentionMembers } from './MentionPopup.tsx';
import { QuoteBar } from './QuoteBar.tsx';

/** How often a typing peer is told again that we are still typing. */
const TYPING_REFRESH_MS = 3000;

interface MessageInputProps {
  conversationID: string;
  me: string;
  /** Set in groups: enables @-mentions. */
  groupID: string | undefined;
  /** Abstract of a message for the quote bar and reply reference. */
  abstractOf: (message: Message) => string;
  toolbar: React.ReactNode;
  /** A draft went out (the toolbar closes its panels). */
  onSent: () => void;
}

let attachmentSeq = 0;

/**
 * The editor: Enter sends, Ctrl+Enter breaks the line (hinted only where there is a keyboard); dropped or pasted files become attachments;
 * '@' in groups opens the member popup; a quote bar shows the message being replied to.
 */
export function MessageInput({
  conversationID,
  me,
  groupID,
  abstractOf,
  toolbar,
  onSent,
}: MessageInputProps) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [mentions, setMentions] = useState<{ userID: string; label: string }[]>([]);
  const [caret, setCaret] = useState(0);
  // Drafts go out one after another, so they keep their order, without blocking the editor: the
  // next message can be typed and sent while a file is still uploading.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const editor = useRef<HTMLTextAreaElement>(null);
  /** Where the caret goes once the text just set is rendered (after a picked mention). */
  const caretAfterRender = useRef<number | null>(null);
  const lastTyping = useRef(0);
  const quote = useStore(chatUi, (s) => s.quote);
  const insert = useStore(chatUi, (s) => s.insert);
  const loadMembers = useMentionMembers(groupID, me);
  const touch = useIsTouch();

  useEffect(() => {
    if (!insert) return;
    const el = editor.current;
    if (insert.replace || !el) setText(insert.text);
    else {
      const at = el.selectionStart ?? text.length;
      setText((current) => current.slice(0, at) + insert.text + current.slice(at));
    }
    chatUi.setState({ insert: null });
    el?.focus();
  }, [insert, text.length]);

  const addFiles = (files: File[]) => {
    if (files.length === 0) return;
    setAttachments((list) => [
      ...list,
      ...files.map((file) => ({ id: `a${++attachmentSeq}`, kind: attachmentKind(file), file })),
    ]);
  };

  const notifyTyping = () => {
    if (groupID) return;
    const now = Date.now();
    if (now - lastTyping.current < TYPING_REFRESH_MS) return;
    lastTyping.current = now;
    void currentChat()
      ?.setTypingStatus({ conversationID, typing: true })
      .catch(() => undefined);
  };

  const send = () => {
    if (!canSend(text, attachments.length)) return;
    const draft = {
      conversationID,
      text,
      attachments,
      atUserList: mentionedIDs(text, mentions),
      quote: quote ? { message: quote, abstract: abstractOf(quote) } : null,
    };
    onSent();
    setText('');
    setAttachments([]);
    setMentions([]);
    chatUi.setState({ quote: null });
    if (lastTyping.current > 0 && !groupID)
      void currentChat()
        ?.setTypingStatus({ conversationID, typing: false })
        .catch(() => undefined);
    lastTyping.current = 0;
    const language = currentLanguage();
    queue.current = queue.current.then(() =>
      sendDraft(draft, language).catch((error: unknown) => {
        toast.error(chatErrorText(t, error));
      }),
    );
    editor.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
    e.preventDefault();
    if (e.ctrlKey || e.metaKey) {
      const el = e.currentTarget;
      const at = el.selectionStart;
      const next = `${text.slice(0, at)}\n${text.slice(el.selectionEnd)}`;
      setText(next);
      requestAnimationFrame(() => el.setSelectionRange(at + 1, at + 1));
      return;
    }
    send();
  };

  const onPaste = (e: ClipboardEvent<HTMLTextAreaElement>) => {
    const files = [...e.clipboardData.files];
    if (files.length === 0) return;
    e.preventDefault();
    addFiles(files);
  };

  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    addFiles([...e.dataTransfer.files]);
  };

  const mention = groupID ? mentionQuery(text, caret) : null;
  const pickMention = (c: MentionCandidate) => {
    if (!mention) return;
    const inserted = `@${c.label} `;
    const next = text.slice(0, mention.start) + inserted + text.slice(caret);
    setText(next);
    setMentions((list) => [
      ...list,
      { userID: c.isAll ? ChatSDK.TYPES.MSG_AT_ALL : c.userID, label: c.label },
    ]);
    const at = mention.start + inserted.length;
    caretAfterRender.current = at;
    setCaret(at);
  };
  // The caret goes after the picked mention as soon as React has put the new text in the box, before
  // the next keystroke: a frame later, fast typing would already have gone to the end of the text.
  useLayoutEffect(() => {
    if (caretAfterRender.current === null) return;
    editor.current?.setSelectionRange(caretAfterRender.current, caretAfterRender.current);
    caretAfterRender.current = null;
  });

  return (
    <section
      className="rl-chat-input"
      aria-label={t('input.area')}
      onDragOver={(e) => e.preventDefault()}
      onDrop={onDrop}
    >
      {toolbar}
      {quote && (
        <QuoteBar
          message={quote}
          abstract={abstractOf(quote)}
          onCancel={() => chatUi.setState({ quote: null })}
        />
      )}
      <AttachmentList
        items={attachments}
        onRemove={(id) => setAttachments((l) => l.filter((a) => a.id !== id))}
      />
      <div className="rl-chat-editor-wrap">
        {mention && groupID && (
          <MentionPopup query={mention.query} loadMembers={loadMembers} onPick={pickMention} />
        )}
        <textarea
          ref={editor}
          className="rl-chat-editor"
          value={text}
          aria-label={t('input.label')}
          placeholder={t(touch ? 'input.placeholderTouch' : 'input.placeholder')}
          rows={3}
          onChange={(e) => {
            setText(e.target.value);
            setCaret(e.target.selectionStart);
            notifyTyping();
          }}
          onSelect={(e) => setCaret(e.currentTarget.selectionStart)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
        />
      </div>
      <div className="rl-chat-input-footer">
        {!touch && <span className="rl-chat-input-hint">{t('input.hint')}</span>}
        <button
          type="button"
          className="rl-chat-send"
          disabled={!canSend(text, attachments.length)}
          onClick={send}
        >
          {t('input.send')}
        </button>
      </div>
    </section>
  );
}

/** Used by the toolbar: files picked through its buttons join the draft like dropped ones. */
export type { Attachment };
