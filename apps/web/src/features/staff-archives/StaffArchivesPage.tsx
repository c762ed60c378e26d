import { levelAllows } from '@renli/contracts';
import { Badge, Button, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportButton, TemplateButton } from '../../components/resource/ImportButton.tsx';
import { ResourcePage } from '../../components/resource/ResourcePage.tsx';
import { managesStaff } from '../../lib/access.ts';
import { useAuthSummary } from '../../lib/session-queries.ts';
import { ArchiveDrawer } from './ArchiveDrawer.tsx';
import { ArchiveRequestsTab } from './ArchiveRequestsTab.tsx';
import { useArchiveCounts } from './api.ts';
import { archivesPage } from './archives-page.tsx';
import './staff-archives.css';

/**
 * Staff › 员工档案 (`#/staff/staffarchives`, docs/product/staff.md, "Archives (员工档案) and my
 * record"): the archives of the staff the caller manages, and the changes employees asked for.
 */
export function StaffArchivesPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState('archives');
  const [openId, setOpenId] = useState<number | null>(null);
  const counts = useArchiveCounts();
  const summary = useAuthSummary().data;
  const pending = counts.data?.pendingRequests ?? 0;
  // The kit offers imports only for resources it writes itself; HR who may change archives (the
  // server's rule, archive-access.ts) import them here.
  const imports = summary && managesStaff(summary) && levelAllows(summary.columns.staff, 'update');
  const config = {
    ...archivesPage,
    toolbar: imports && (
      <>
        <ImportButton config={archivesPage} />
        <TemplateButton config={archivesPage} />
      </>
    ),
    rowActions: (row: { id: number }) => (
      <Button type="link" size="small" onClick={() => setOpenId(row.id)}>
        {t('staff-archives:actions.open')}
      </Button>
    ),
  };
  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'archives',
            label: t('staff-archives:tabs.archives'),
            children: <ResourcePage config={config} />,
          },
          {
            key: 'requests',
            label: (
              <Badge count={pending} size="small" offset={[8, -2]}>
                {t('staff-archives:tabs.requests')}
              </Badge>
            ),
            children: <ArchiveRequestsTab onOpen={setOpenId} />,
          },
        ]}
      />
      {openId !== null && (
        <ArchiveDrawer
          key={openId}
          id={openId}
          onClose={() => setOpenId(null)}
          onReview={() => {
            setOpenId(null);
            setTab('requests');
          }}
        />
      )}
    </>
  );
}
