import { JOB_CHANGE_KIND_LABELS, type JobVersion, labelIn } from '@renli/contracts';
import { Empty, Space, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { shown } from './labels.ts';
import { StatusTag } from './sections/JobSection.tsx';

/** The day before `day`: a version's range ends the day before the next one begins. */
const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * 任职记录: an employment's job versions, latest first (docs/product/staff.md, "Employment and its
 * history"), each with its dates and facts; a change whose day has not come is tagged 待生效.
 */
export function JobHistory({ versions }: { versions: JobVersion[] }) {
  const { t, i18n } = useTranslation();
  if (versions.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('staff-archives:empty.history')} />;
  return (
    <Timeline
      items={versions.map((version) => ({
        key: version.id,
        color: version.applied ? 'blue' : 'orange',
        children: (
          <div data-testid="job-version">
            <Space wrap size={4}>
              <Typography.Text strong>
                {labelIn(JOB_CHANGE_KIND_LABELS[version.kind], i18n.language)}
              </Typography.Text>
              {!version.applied && <Tag color="orange">{t('staff-archives:history.pending')}</Tag>}
              <StatusTag status={version.empStatus} />
            </Space>
            <div>
              <Typography.Text type="secondary">
                {version.effectiveTo
                  ? t('staff-archives:history.range', {
                      from: version.effectiveFrom,
                      to: dayBefore(version.effectiveTo),
                    })
                  : t('staff-archives:history.since', { from: version.effectiveFrom })}
              </Typography.Text>
            </div>
            <div>
              {[
                version.deptName,
                version.positionName,
                version.rankName,
                version.workLocation,
                version.clientCompany,
                version.salaryGrade,
              ]
                .filter(Boolean)
                .map(String)
                .join(' · ') || shown(null)}
            </div>
          </div>
        ),
      }))}
    />
  );
}
