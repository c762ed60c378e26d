import { type AdminPersonRow, adminPersonResource } from '@renli/contracts';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';
import { defineResourcePage } from '../../../components/resource/types.ts';
import { OPEN_CLOSED, StatusTag, SWITCHES } from '../components/StatusTag.tsx';

type Row = AdminPersonRow & { id: number; version: number; updatedAt: string; transitions?: string[] };

const config = defineResourcePage<Row>({
  resource: adminPersonResource,
  titleKey: 'admin:menu.Members.Person',
  itemKey: 'admin-members:item.person',
  columns: [
    { key: 'userName', titleKey: 'admin-members:person.userName' },
    { key: 'loginCode', titleKey: 'admin-members:person.loginCode' },
    {
      key: 'createdAt',
      titleKey: 'admin-members:createdAt',
      render: (row) => new Date(row.createdAt).toLocaleDateString(),
    },
    {
      key: 'status',
      titleKey: 'admin-members:filter.status',
      render: (row) => <StatusTag status={row.status} />,
    },
  ],
  filters: [
    { name: 'keyword', labelKey: 'admin-members:filter.keyword' },
    { name: 'status', labelKey: 'admin-members:filter.status', options: OPEN_CLOSED },
  ],
  form: [],
  transitions: SWITCHES,
});

/** Members › persons (`#/Members/Person`): personal logins, which the admin may close and open. */
export function PersonsPage() {
  return <ResourcePage config={config} />;
}
