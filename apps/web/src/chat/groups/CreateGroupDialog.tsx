import { GROUP_TYPES } from '@renli/contracts/constants';
import { Button, Input, Modal } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { groupTypeName } from '../common/group-type.ts';
import { PeoplePicker, type Person } from '../people-picker/index.tsx';
import { defaultGroupName } from '../people-picker/picker-rules.ts';
import { requireChat } from '../session/chat-client.ts';
import { failureText } from '../state/send-errors.ts';
import { useIsMobile } from '../state/use-chat.ts';
import { AvatarChooser } from './AvatarChooser.tsx';
import { Field } from './Field.tsx';
import { checkGroupName, createPayload, GROUP_TYPE_LIST } from './group-rules.ts';
import { SelectDropdown } from './SelectDropdown.tsx';
import './groups.css';
import { useBusyAction } from '../common/use-busy-action.ts';

interface CreateGroupDialogProps {
  onClose(): void;
  onCreated(conversationID: string): void;
}

/**
 * docs/chat-ui.md: on desktop the type chooser is hidden and groups are Public (joined by ID with the
 * owner's or an admin's approval); the phone layout offers all five types.
 */
export const DESKTOP_GROUP_TYPE = GROUP_TYPES.PUBLIC;

/**
 * Start a group: avatar, name (the first members' names unless typed), optional group ID, type
 * (phone), members from the people picker (colleagues and friends); an admin may instead make a
 * department's group there in one action.
 */
export function CreateGroupDialog({ onClose, onCreated }: CreateGroupDialogProps) {
  const { t } = useTranslation('chat-groups');
  const mobile = useIsMobile();
  const ids = { name: useId(), groupID: useId() };
  const [name, setName] = useState('');
  const [groupID, setGroupID] = useState('');
  const [avatar, setAvatar] = useState('');
  const [type, setType] = useState<string>(DESKTOP_GROUP_TYPE);
  const [members, setMembers] = useState<Person[]>([]);
  const [picking, setPicking] = useState(false);
  const { busy, run } = useBusyAction();
  const nameProblem = checkGroupName(name, false);
  const live = type === GROUP_TYPES.AVCHATROOM;

  const create = async () => {
    if (nameProblem) return toast.error(t('create.nameEmpty'));
    await run(
      async () => {
        const chat = requireChat();
        const memberIDs = members.map((m) => m.userID);
        const { data } = await chat.createGroup(createPayload({ name, type, groupID, avatar, memberIDs }));
        // docs/chat-ui.md: a live group is joined right after its creation.
        if (live) await chat.joinGroup({ groupID: data.group.groupID, applyMessage: '' });
        toast.success(t('create.created'));
        onCreated(`GROUP${data.group.groupID}`);
      },
      (error) => failureText(t, 'create.failed', error),
    );
  };

  return (
    <Modal
      open
      title={t('create.title')}
      onCancel={onClose}
      destroyOnHidden
      width={mobile ? '100%' : 520}
      className={mobile ? 'rl-group-modal is-mobile' : 'rl-group-modal'}
      footer={
        <div className="rl-group-actions">
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" disabled={nameProblem !== null} loading={busy} onClick={() => void create()}>
            {t('create.submit')}
          </Button>
        </div>
      }
    >
      <div className="rl-group-create">
        <AvatarChooser value={avatar} name={name || t('create.title')} onChange={(c) => setAvatar(c.url)} />
        <Field label={t('create.name')} htmlFor={ids.name} hint={t('create.nameHint')}>
          <Input
            id={ids.name}
            autoFocus
            value={name}
            maxLength={20}
            showCount
            placeholder={t('create.namePlaceholder')}
            onChange={(e) => setName(e.target.value)}
          />
        </Field>
        {mobile && (
          <div className="rl-group-field">
            <span>{t('create.type')}</span>
            <SelectDropdown
              label={t('create.type')}
              options={GROUP_TYPE_LIST.map((value) => ({ value, label: groupTypeName(t, value) }))}
              value={[type]}
              onChange={([next]) => next && setType(next)}
            />
            <span className="rl-group-field__hint">{t(`typeHints.${type}`)}</span>
          </div>
        )}
        {type !== GROUP_TYPES.COMMUNITY && (
          <Field label={t('create.groupID')} htmlFor={ids.groupID}>
            <Input
              id={ids.groupID}
              value={groupID}
              maxLength={48}
              placeholder={t('create.groupIDPlaceholder')}
              onChange={(e) => setGroupID(e.target.value)}
            />
          </Field>
        )}
        <div className="rl-group-field">
          <span>{t('create.members')}</span>
          {live ? (
            <span className="rl-group-field__hint">{t('create.liveNoMembers')}</span>
          ) : (
            <div className="rl-group-chips">
              {members.length === 0 && <span className="rl-group-field__hint">{t('create.noMembers')}</span>}
              {members.map((m) => (
                <span key={m.userID} className="rl-group-chip">
                  {m.nick}
                </span>
              ))}
              <Button size="small" onClick={() => setPicking(true)}>
                {t('create.pickMembers')}
              </Button>
            </div>
          )}
        </div>
      </div>
      {picking && (
        <PeoplePicker
          multiple
          title={t('create.pickMembers')}
          onCancel={() => setPicking(false)}
          onDone={(picked) => {
            setPicking(false);
            setMembers(picked);
            if (name.trim() === '') setName(defaultGroupName(picked.map((p) => p.nick)));
          }}
          onDepartmentGroup={(groupID) => onCreated(`GROUP${groupID}`)}
        />
      )}
    </Modal>
  );
}
