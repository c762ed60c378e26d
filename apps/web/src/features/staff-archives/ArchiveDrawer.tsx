import { Alert, Drawer, Spin, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TimelineList } from '../../components/resource/TimelineList.tsx';
import { ArchiveView } from './ArchiveView.tsx';
import { useArchive, useJobHistory } from './api.ts';
import { archivesPage } from './archives-page.tsx';
import { JobHistory } from './JobHistory.tsx';

function History({ id }: { id: number }) {
  const history = useJobHistory(id);
  return history.data ? <JobHistory versions={history.data} /> : <Spin />;
}

/**
 * One archive opened from the list: its sections, 任职记录 (the job history) and 时间线 (who changed
 * what), as wide as the screen allows.
 */
export function ArchiveDrawer({
  id,
  onClose,
  onReview,
}: {
  id: number;
  onClose: () => void;
  onReview: () => void;
}) {
  const { t } = useTranslation();
  const archive = useArchive(id);
  const [tab, setTab] = useState('archive');
  return (
    <Drawer
      open
      onClose={onClose}
      size="min(960px, 100vw)"
      title={
        archive.data
          ? t('staff-archives:drawer.title', { name: archive.data.staffName })
          : t('staff-archives:item')
      }
    >
      {archive.isPending && <Spin />}
      {archive.isError && <Alert type="error" showIcon title={archive.error.message} />}
      {archive.data && (
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            {
              key: 'archive',
              label: t('staff-archives:drawer.archive'),
              children: <ArchiveView archive={archive.data} onReview={onReview} />,
            },
            {
              key: 'history',
              label: t('staff-archives:drawer.history'),
              children: tab === 'history' && <History id={id} />,
            },
            {
              key: 'timeline',
              label: t('staff-archives:drawer.timeline'),
              children: tab === 'timeline' && (
                <TimelineList config={archivesPage} id={id} row={archive.data} />
              ),
            },
          ]}
        />
      )}
    </Drawer>
  );
}
