import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/avatar/Avatar.tsx';
import type { Person } from './picker-rules.ts';

const CHIP_AVATAR_PX = 20;

/** The picked people as chips, each with its remove button. */
export function SelectedPeople({
  people,
  onRemove,
}: {
  people: readonly Person[];
  onRemove(p: Person): void;
}) {
  const { t } = useTranslation('chat-people');
  return (
    <section className="rl-people-picked" aria-live="polite">
      <p className="rl-people-state">
        {people.length > 0 ? t('selected', { count: people.length }) : t('nothingSelected')}
      </p>
      <ul className="rl-people-chips">
        {people.map((p) => (
          <li key={p.userID} className="rl-people-chip">
            <Avatar value={p.avatar} name={p.nick} size={CHIP_AVATAR_PX} />
            <span className="rl-people-chip__name">{p.nick}</span>
            <button
              type="button"
              className="rl-people-chip__remove"
              aria-label={t('remove', { name: p.nick })}
              onClick={() => onRemove(p)}
            >
              <CloseOutlined />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
