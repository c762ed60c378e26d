import type { Group } from '@renli/chat-sdk/browser';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setNotice } from './group-actions.ts';
import { NOTICE_MAX, noticeTooLong } from './group-rules.ts';

/**
 * The group notice: an editor of at most 150 characters for those who may edit the profile, the
 * text for everyone else (docs/chat-ui.md).
 */
export function NoticePage({
  group,
  editable,
  onSaved,
}: {
  group: Group;
  editable: boolean;
  onSaved(): void;
}) {
  const { t } = useTranslation('chat-groups');
  const [draft, setDraft] = useState(group.notification);
  const [busy, setBusy] = useState(false);
  if (!editable) {
    return <p className="rl-group-notice">{group.notification || t('manage.noNotice')}</p>;
  }
  const tooLong = noticeTooLong(draft);
  const save = async () => {
    setBusy(true);
    const saved = await setNotice(t, group.groupID, draft);
    setBusy(false);
    if (saved) onSaved();
  };
  return (
    <div className="rl-group-notice-editor">
      <Input.TextArea
        autoFocus
        value={draft}
        rows={8}
        status={tooLong ? 'error' : undefined}
        placeholder={t('notice.placeholder')}
        aria-label={t('notice.title')}
        onChange={(e) => setDraft(e.target.value)}
      />
      <div className="rl-group-notice-editor__meta">
        {tooLong ? (
          <span className="rl-group-field__error" role="alert">
            {t('notice.tooLong', { max: NOTICE_MAX })}
          </span>
        ) : (
          <span />
        )}
        <span className={tooLong ? 'rl-group-field__error' : 'rl-group-field__hint'}>
          {t('notice.counter', { count: [...draft].length, max: NOTICE_MAX })}
        </span>
      </div>
      <div className="rl-group-actions">
        <Button
          type="primary"
          loading={busy}
          disabled={draft === group.notification}
          onClick={() => void save()}
        >
          {t('common.save')}
        </Button>
      </div>
    </div>
  );
}
