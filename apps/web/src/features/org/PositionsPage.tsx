import { type Position, positionResource } from '@renli/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../components/resource/ResourcePage.tsx';
import { defineResourcePage } from '../../components/resource/types.ts';
import { ParentSelect } from './ParentSelect.tsx';
import { useAllDepartments } from './use-all-departments.ts';

/** Settings › organisation › positions: removal is the server's soft delete (status 2). */
export function PositionsPage() {
  const { t } = useTranslation();
  const departments = useAllDepartments();
  const config = useMemo(() => {
    const names = new Map(departments.map((d) => [d.id, d.name]));
    const deptName = (p: Position) => (p.deptId === null ? '' : (names.get(p.deptId) ?? `#${p.deptId}`));
    const deptSelect = <ParentSelect placeholder={t('org:position.anyDepartment')} />;
    return defineResourcePage<Position>({
      resource: positionResource,
      titleKey: 'org:position.title',
      itemKey: 'org:position.item',
      columns: [
        { key: 'name', titleKey: 'org:position.name' },
        { key: 'deptId', titleKey: 'org:position.department', render: deptName },
        { key: 'description', titleKey: 'org:position.description' },
        { key: 'sort', titleKey: 'org:department.sort', width: 100 },
      ],
      filters: [
        { name: 'name', labelKey: 'org:position.name' },
        { name: 'deptId', labelKey: 'org:position.department', input: deptSelect },
      ],
      form: [
        { name: 'name', labelKey: 'org:position.name' },
        { name: 'deptId', labelKey: 'org:position.department', input: deptSelect },
        { name: 'description', labelKey: 'org:position.description', textarea: true },
        { name: 'sort', labelKey: 'org:department.sort' },
      ],
    });
  }, [departments, t]);
  return <ResourcePage config={config} />;
}
