import { type Position, positionResource } from '@renli/contracts';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../components/resource/ResourcePage.tsx';
import { defineResourcePage } from '../../components/resource/types.ts';
import { ParentSelect } from './ParentSelect.tsx';

/** Settings › organisation › positions: removal is the server's soft delete (status 2). */
export function PositionsPage() {
  const { t } = useTranslation();
  const deptSelect = <ParentSelect placeholder={t('org:position.anyDepartment')} />;
  return (
    <ResourcePage
      config={defineResourcePage<Position>({
        resource: positionResource,
        titleKey: 'org:position.title',
        itemKey: 'org:position.item',
        // An empty department here means a company-wide position, not "pick one".
        inputs: { deptId: deptSelect },
      })}
    />
  );
}
