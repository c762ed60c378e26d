import { Descriptions, Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { useChat } from '../state/use-chat.ts';

/**
 * The group's profile from the chat window's settings button: name, ID, type, members, notice and my
 * role. Editing and member management are the group screens' job.
 */
export function GroupInfoDrawer({ groupID, onClose }: { groupID: string; onClose: () => void }) {
  const { t } = useTranslation('chat');
  const group = useChat((s) => s.groups[groupID]);
  return (
    <Drawer open title={t('group.title')} onClose={onClose} width={360}>
      {group ? (
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('group.name')}>{group.name}</Descriptions.Item>
          <Descriptions.Item label={t('group.id')}>{group.groupID}</Descriptions.Item>
          <Descriptions.Item label={t('group.type')}>
            {t(`group.types.${group.type}`, { defaultValue: group.type })}
          </Descriptions.Item>
          <Descriptions.Item label={t('group.members')}>{group.memberCount}</Descriptions.Item>
          <Descriptions.Item label={t('group.notice')}>
            {group.notification || t('group.noNotice')}
          </Descriptions.Item>
          {group.selfInfo && (
            <Descriptions.Item label={t('group.myRole')}>
              {t(`group.roles.${group.selfInfo.role}`)}
            </Descriptions.Item>
          )}
        </Descriptions>
      ) : (
        <p>{t('group.notMember')}</p>
      )}
    </Drawer>
  );
}
