import { Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/avatar/Avatar.tsx';
import { allState, isSelected, showSelectAll } from '../dialogs/forward/forward-rules.ts';
import type { Person } from './picker-rules.ts';

const ROW_AVATAR_PX = 36;

/** What the lists need of the picker: its mode, its selection and how it shows a list. */
export interface PickState {
  multiple: boolean;
  selected: readonly Person[];
  /** Leaves the caller out and disables the locked (already in the group): `presentPeople`. */
  present(people: readonly Person[]): Person[];
  onPick(person: Person): void;
  /** 'Select all' over a shown list (the forward panel's `toggleAll`). */
  onPickAll(people: readonly Person[]): void;
}

function PersonFace({ person, detail }: { person: Person; detail: string }) {
  return (
    <span className="rl-people-person">
      <Avatar value={person.avatar} name={person.nick} size={ROW_AVATAR_PX} />
      <span className="rl-people-person__text">
        <span className="rl-people-person__name">{person.nick}</span>
        {detail && <span className="rl-people-person__detail">{detail}</span>}
      </span>
    </span>
  );
}

/**
 * People as rows: checkboxes when several may be picked (the locked ones ticked and greyed),
 * otherwise a button that picks at once (docs/chat-ui.md, "People picker").
 */
export function PersonList({ people, pick }: { people: readonly Person[]; pick: PickState }) {
  const { t } = useTranslation('chat-people');
  return (
    <ul className="rl-people-list">
      {pick.present(people).map((person) => (
        <li key={person.userID} className="rl-people-row" data-user-id={person.userID}>
          {pick.multiple ? (
            <Checkbox
              checked={person.isDisabled || isSelected(pick.selected, person)}
              disabled={person.isDisabled}
              onChange={() => pick.onPick(person)}
            >
              <PersonFace person={person} detail={person.isDisabled ? t('alreadyIn') : person.detail} />
            </Checkbox>
          ) : (
            <button type="button" className="rl-people-row__button" onClick={() => pick.onPick(person)}>
              <PersonFace person={person} detail={person.detail} />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

/** 'Select all' over a list, when several may be picked and more than one of it can be. */
export function SelectAll({ people, pick }: { people: readonly Person[]; pick: PickState }) {
  const { t } = useTranslation('chat-people');
  const shown = pick.present(people);
  if (!showSelectAll(shown, pick.multiple)) return null;
  const state = allState(pick.selected, shown);
  return (
    <Checkbox
      className="rl-people-all"
      checked={state === 'all'}
      indeterminate={state === 'some'}
      onChange={() => pick.onPickAll(shown)}
    >
      {t('selectAll')}
    </Checkbox>
  );
}
