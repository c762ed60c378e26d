import type { Group } from '@renli/chat-sdk/browser';
import { useTranslation } from 'react-i18next';
import { GroupAvatar } from '../common/GroupAvatar.tsx';
import { groupTypeName } from '../common/group-type.ts';

/** A found group: avatar, name, ID, type, member count and how it is joined. */
export function GroupCard({ group }: { group: Group }) {
  const { t } = useTranslation('chat-groups');
  return (
    <section className="rl-group-card" aria-label={group.name}>
      <GroupAvatar value={group.avatar} name={group.name} size={56} />
      <div className="rl-group-card__body">
        <strong className="rl-group-card__name">{group.name}</strong>
        <dl>
          <dt>{t('join.groupID')}</dt>
          <dd>{group.groupID}</dd>
          <dt>{t('join.type')}</dt>
          <dd>{groupTypeName(t, group.type)}</dd>
          <dt>{t('manage.members')}</dt>
          <dd>{t('join.memberCount', { count: group.memberCount })}</dd>
          <dt>{t('join.joinOption')}</dt>
          <dd>{t(`joinOptions.${group.joinOption}`, { defaultValue: group.joinOption })}</dd>
        </dl>
      </div>
    </section>
  );
}
