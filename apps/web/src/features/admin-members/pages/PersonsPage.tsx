import { type AdminPersonRow, adminPersonResource } from '@renli/contracts';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';
import { defineResourcePage } from '../../../components/resource/types.ts';
import { SWITCHES } from '../components/switches.ts';

type Row = AdminPersonRow & { id: number; version: number; updatedAt: string; transitions?: string[] };

const config = defineResourcePage<Row>({
  resource: adminPersonResource,
  titleKey: 'admin:menu.Members.Person',
  itemKey: 'admin-members:item.person',
  transitions: SWITCHES,
});

/** Members › persons (`#/Members/Person`): personal logins, which the admin may close and open. */
export function PersonsPage() {
  return <ResourcePage config={config} />;
}
