import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { remarkBytes, remarkTooLong } from './relation-rules.ts';

interface RemarkFieldProps {
  remark: string;
  editable: boolean;
  /** Resolves whether the remark was saved (the caller reports failures); editing goes on if not. */
  onSave: (remark: string) => Promise<boolean>;
}

/** The remark row of the detail panel, edited in place (docs/chat-ui.md: at most 96 bytes). */
export function RemarkField({ remark, editable, onSave }: RemarkFieldProps) {
  const { t } = useTranslation('chat-contacts');
  const [draft, setDraft] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const tooLong = draft !== null && remarkTooLong(draft.trim());

  const save = async () => {
    if (draft === null) return;
    if (tooLong) {
      toast.error(t('remark.tooLong'));
      return;
    }
    setBusy(true);
    const saved = await onSave(draft.trim());
    setBusy(false);
    if (saved) setDraft(null);
  };

  if (draft === null)
    return (
      <dd className="rl-contacts-remark">
        <span className={remark ? undefined : 'rl-contacts-muted'}>{remark || t('remark.none')}</span>
        {editable && (
          <button type="button" className="rl-chat-link" onClick={() => setDraft(remark)}>
            {t('remark.edit')}
          </button>
        )}
      </dd>
    );

  return (
    <dd className="rl-contacts-remark is-editing">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <input
          className="rl-contacts-input"
          aria-label={t('remark.label')}
          aria-invalid={tooLong}
          value={draft}
          // biome-ignore lint/a11y/noAutofocus: the field appears because the user asked to edit it
          autoFocus
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setDraft(null);
          }}
        />
        <button type="submit" className="rl-contacts-mini-button" disabled={busy}>
          {t('remark.save')}
        </button>
        <button type="button" className="rl-contacts-mini-button is-ghost" onClick={() => setDraft(null)}>
          {t('remark.cancel')}
        </button>
      </form>
      <span
        className={tooLong ? 'rl-contacts-bytes is-error' : 'rl-contacts-bytes'}
        role={tooLong ? 'alert' : undefined}
      >
        {tooLong ? t('remark.tooLong') : t('remark.bytes', { count: remarkBytes(draft.trim()) })}
      </span>
    </dd>
  );
}
