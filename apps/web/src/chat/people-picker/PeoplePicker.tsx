import { Button, Drawer, Modal, Segmented } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getStoredUser } from '../../lib/session.ts';
import { SearchField } from '../common/SearchField.tsx';
import { pick as pickItem, toggleAll, unpick } from '../dialogs/forward/forward-rules.ts';
import { useChat, useIsMobile } from '../state/use-chat.ts';
import { DepartmentGroupAction } from './DepartmentGroupAction.tsx';
import { OrgBrowser } from './OrgBrowser.tsx';
import { PersonList, type PickState } from './PersonList.tsx';
import { type Person, presentPeople } from './picker-rules.ts';
import { SearchResults } from './SearchResults.tsx';
import { SelectedPeople } from './SelectedPeople.tsx';
import { useDepartments, useFriends } from './use-directory.ts';
import { useSettled } from './use-settled.ts';
import './people-picker.css';

export interface PeoplePickerProps {
  title: string;
  /** Several people with checkboxes and chips (groups); otherwise a click picks one (single chat). */
  multiple: boolean;
  /** Shown ticked and not selectable, e.g. the group's members. */
  lockedIDs?: readonly string[];
  /** Offered to the company account and staff admins while a department is open. */
  onDepartmentGroup?: (groupID: string) => void;
  onCancel(): void;
  onDone(picked: Person[]): void;
}

type Source = 'org' | 'friends';

/**
 * The people picker (docs/chat-ui.md, "People picker"): the company's org tree and my friends, a
 * search by name, pinyin initials, mobile or job number, chips of the picked people. A dialog on
 * desktop, the whole screen on a phone. Render it under AntdScope.
 */
export function PeoplePicker({
  title,
  multiple,
  lockedIDs,
  onDepartmentGroup,
  onCancel,
  onDone,
}: PeoplePickerProps) {
  const { t } = useTranslation('chat-people');
  const mobile = useIsMobile();
  const me = useChat((s) => s.me?.userID ?? '');
  const session = getStoredUser();
  const inCompany = session?.compId != null;
  const admin = session?.compAdmin === 1 || session?.staffAdmin === 1;
  const [source, setSource] = useState<Source>(inCompany ? 'org' : 'friends');
  const [deptId, setDeptId] = useState<number | null>(null);
  const [input, setInput] = useState('');
  const [selected, setSelected] = useState<Person[]>([]);
  const text = useSettled(input).trim();
  const departments = useDepartments(inCompany);
  const friends = useFriends();

  const locked = new Set(lockedIDs ?? []);
  const pick: PickState = {
    multiple,
    selected,
    present: (people) => presentPeople(people, me, locked),
    onPick: (person) => (multiple ? setSelected((s) => pickItem(s, person, true)) : onDone([person])),
    onPickAll: (people) => setSelected((s) => toggleAll(s, people)),
  };

  let body: ReactNode;
  if (text) {
    body = <SearchResults text={text} inCompany={inCompany} friends={friends} byID={!multiple} pick={pick} />;
  } else if (source === 'org') {
    body = (
      <OrgBrowser
        companyName={session?.compName || t('company')}
        departments={departments}
        deptId={deptId}
        onOpen={setDeptId}
        pick={pick}
        departmentAction={
          admin && onDepartmentGroup
            ? (department) => <DepartmentGroupAction department={department} onCreated={onDepartmentGroup} />
            : undefined
        }
      />
    );
  } else {
    body =
      friends === undefined ? (
        <p className="rl-people-state">{t('loading')}</p>
      ) : friends.length === 0 ? (
        <p className="rl-people-state">{t('noFriends')}</p>
      ) : (
        <PersonList people={friends} pick={pick} />
      );
  }

  const content = (
    <div className={`rl-people${multiple ? ' is-multiple' : ''}`}>
      <section className="rl-people-browse">
        <SearchField
          value={input}
          placeholder={t('searchPlaceholder')}
          autoFocus={!mobile}
          onChange={(e) => setInput(e.currentTarget.value)}
        />
        {inCompany && !text && (
          <Segmented<Source>
            block
            aria-label={t('source.label')}
            value={source}
            onChange={setSource}
            options={[
              { value: 'org', label: t('source.org') },
              { value: 'friends', label: t('source.friends') },
            ]}
          />
        )}
        <div className="rl-people-scroll">{body}</div>
      </section>
      {multiple && <SelectedPeople people={selected} onRemove={(p) => setSelected((s) => unpick(s, p))} />}
    </div>
  );
  const footer = multiple && (
    <div className="rl-people-footer">
      <Button onClick={onCancel}>{t('cancel')}</Button>
      <Button type="primary" disabled={selected.length === 0} onClick={() => onDone(selected)}>
        {selected.length > 0 ? t('doneWithCount', { count: selected.length }) : t('done')}
      </Button>
    </div>
  );

  return mobile ? (
    <Drawer
      open
      placement="right"
      size="100%"
      title={title}
      onClose={onCancel}
      closable={{ 'aria-label': t('cancel') }}
      className="rl-people-drawer"
      footer={footer || null}
    >
      {content}
    </Drawer>
  ) : (
    <Modal
      open
      title={title}
      width={multiple ? 720 : 480}
      footer={footer || null}
      onCancel={onCancel}
      className="rl-people-modal"
    >
      {content}
    </Modal>
  );
}
