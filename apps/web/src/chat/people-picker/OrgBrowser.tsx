import { RightOutlined, TeamOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PersonList, type PickState, SelectAll } from './PersonList.tsx';
import { childDepartments, type DepartmentNode, departmentPath } from './picker-rules.ts';
import { useDepartmentStaff } from './use-directory.ts';

interface OrgBrowserProps {
  companyName: string;
  departments: readonly DepartmentNode[] | undefined;
  /** The open department; null is the company itself (its departments and the staff in none). */
  deptId: number | null;
  onOpen(deptId: number | null): void;
  pick: PickState;
  /** Shown under the path while a department with someone else in it is open (its group action). */
  departmentAction?: (department: DepartmentNode) => ReactNode;
}

/** Company → departments → staff, one level at a time, with the path back up (like WeCom). */
export function OrgBrowser({
  companyName,
  departments,
  deptId,
  onOpen,
  pick,
  departmentAction,
}: OrgBrowserProps) {
  const { t } = useTranslation('chat-people');
  const staff = useDepartmentStaff(deptId, true);
  const all = departments ?? [];
  const path = departmentPath(all, deptId);
  const open = path.at(-1);
  const children = childDepartments(all, deptId);
  const loading = departments === undefined || staff === undefined;

  return (
    <div className="rl-people-org">
      <nav className="rl-people-path" aria-label={t('path')}>
        <button
          type="button"
          className="rl-chat-link"
          onClick={() => onOpen(null)}
          disabled={deptId === null}
        >
          {companyName}
        </button>
        {path.map((d) => (
          <span key={d.id} className="rl-people-path__step">
            <RightOutlined aria-hidden="true" />
            <button
              type="button"
              className="rl-chat-link"
              onClick={() => onOpen(d.id)}
              disabled={d.id === deptId}
            >
              {d.name}
            </button>
          </span>
        ))}
      </nav>
      {open && staff && pick.present(staff).length > 0 && departmentAction?.(open)}
      <ul className="rl-people-list">
        {children.map((d) => (
          <li key={d.id} className="rl-people-row">
            <button
              type="button"
              className="rl-people-row__button rl-people-dept"
              aria-label={t('openDepartment', { name: d.name })}
              onClick={() => onOpen(d.id)}
            >
              <TeamOutlined aria-hidden="true" className="rl-people-dept__icon" />
              <span className="rl-people-person__name">{d.name}</span>
              <RightOutlined aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      {staff && staff.length > 0 && (
        <>
          <SelectAll people={staff} pick={pick} />
          <PersonList people={staff} pick={pick} />
        </>
      )}
      {loading ? (
        <p className="rl-people-state">{t('loading')}</p>
      ) : (
        children.length === 0 &&
        staff.length === 0 && <p className="rl-people-state">{t('emptyDepartment')}</p>
      )}
    </div>
  );
}
