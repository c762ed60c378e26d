import type { Group } from '@renli/chat-sdk/browser';
import { ChatCode } from '@renli/contracts/constants';
import { Button, Input, Modal } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { requireChat } from '../session/chat-client.ts';
import { failureText } from '../state/send-errors.ts';
import { Field } from './Field.tsx';
import { GroupCard } from './GroupCard.tsx';
import { joinOutcome } from './group-rules.ts';
import './groups.css';

export interface JoinGroupDialogProps {
  /** Looked up at once when given (e.g. a group found in the contacts search). */
  groupID?: string;
  onClose(): void;
  /** The group's conversation, once I am a member (joined now or before). */
  onJoined(conversationID: string): void;
}

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

/**
 * Find a group by ID and apply to join it with a message (docs/chat-ui.md). The three answers
 * are success toasts: joined (opens the conversation), waiting for approval, already a member.
 */
export function JoinGroupDialog({ groupID, onClose, onJoined }: JoinGroupDialogProps) {
  const { t } = useTranslation('chat-groups');
  const [query, setQuery] = useState(groupID ?? '');
  const [group, setGroup] = useState<Group | null>(null);
  const [message, setMessage] = useState('');
  const [searching, setSearching] = useState(false);
  const [applying, setApplying] = useState(false);
  const latest = useRef(0);
  const messageID = useId();

  const search = async (raw: string) => {
    const id = raw.trim();
    if (!id) return;
    const ticket = ++latest.current;
    setSearching(true);
    try {
      const { data } = await requireChat().searchGroupByID(id);
      if (ticket === latest.current) setGroup(data.group);
    } catch (error) {
      if (ticket !== latest.current) return;
      setGroup(null);
      toast.error(
        codeOf(error) === ChatCode.GROUP_NOT_FOUND
          ? t('join.notFound')
          : failureText(t, 'join.searchFailed', error),
      );
    } finally {
      if (ticket === latest.current) setSearching(false);
    }
  };

  // A group ID handed in by the caller is looked up at once.
  const searchRef = useRef(search);
  searchRef.current = search;
  useEffect(() => {
    if (groupID) void searchRef.current(groupID);
  }, [groupID]);

  const apply = async () => {
    if (!group) return;
    setApplying(true);
    try {
      const { data } = await requireChat().joinGroup({
        groupID: group.groupID,
        applyMessage: message.trim(),
      });
      const outcome = joinOutcome(data.status);
      toast.success(t(`join.${outcome}`));
      if (outcome === 'waiting') onClose();
      else onJoined(`GROUP${group.groupID}`);
    } catch (error) {
      toast.error(
        codeOf(error) === ChatCode.GROUP_NOT_FOUND
          ? t('join.notFound')
          : failureText(t, 'join.failed', error),
      );
    } finally {
      setApplying(false);
    }
  };

  return (
    <Modal open title={t('join.title')} footer={null} onCancel={onClose} destroyOnHidden width={440}>
      <div className="rl-group-join">
        <Input.Search
          autoFocus
          value={query}
          maxLength={48}
          placeholder={t('join.placeholder')}
          aria-label={t('join.placeholder')}
          enterButton={t('join.search')}
          loading={searching}
          onChange={(e) => setQuery(e.target.value)}
          onSearch={(value) => void search(value)}
        />
        {group && (
          <>
            <GroupCard group={group} />
            <Field label={t('join.message')} htmlFor={messageID}>
              <Input.TextArea
                id={messageID}
                value={message}
                maxLength={300}
                rows={3}
                placeholder={t('join.messagePlaceholder')}
                onChange={(e) => setMessage(e.target.value)}
              />
            </Field>
            <footer className="rl-group-actions">
              <Button onClick={onClose}>{t('common.cancel')}</Button>
              <Button type="primary" loading={applying} onClick={() => void apply()}>
                {t('join.apply')}
              </Button>
            </footer>
          </>
        )}
      </div>
    </Modal>
  );
}
