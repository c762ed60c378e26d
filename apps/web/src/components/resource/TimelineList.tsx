import type { TimelineEntry } from '@renli/contracts';
import { Alert, Empty, Spin, Timeline, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useResourceTimeline } from './hooks.ts';
import type { BaseRow, ResourcePageConfig } from './types.ts';

interface Props<Row extends BaseRow> {
  config: ResourcePageConfig<Row>;
  id: number;
  /** The row as it is now: a column's `render` shows an old value the way the table shows values. */
  row: Row | undefined;
}

const EMPTY = '—';

/** A row's audit entries, newest first: what happened, who did it, when, and each field before → after. */
export function TimelineList<Row extends BaseRow>({ config, id, row }: Props<Row>) {
  const { t } = useTranslation();
  const timeline = useResourceTimeline(config.resource, id);
  const labels = new Map<string, string>();
  for (const field of config.form) labels.set(field.name, field.labelKey);
  for (const field of config.detail ?? []) labels.set(field.key, field.labelKey);
  for (const column of config.columns) labels.set(column.key, column.titleKey);

  const show = (field: string, value: unknown): ReactNode => {
    if (value === null || value === undefined || value === '') return EMPTY;
    const column = config.columns.find((c) => c.key === field);
    if (column?.render && row) return column.render({ ...row, [field]: value });
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  };

  if (timeline.isPending) return <Spin />;
  if (timeline.isError) return <Alert type="error" showIcon title={timeline.error.message} />;
  if (timeline.data.length === 0) return <Empty description={t('resource:timeline.empty')} />;
  return (
    <Timeline
      className="renli-resource-timeline"
      items={timeline.data.map((entry: TimelineEntry) => ({
        key: entry.id,
        children: (
          <div data-testid="timeline-entry">
            <Typography.Text strong>{entry.label}</Typography.Text>
            <Typography.Text type="secondary">
              {' '}
              {t('resource:timeline.by', { who: entry.who, at: new Date(entry.at).toLocaleString() })}
            </Typography.Text>
            {entry.action !== 'insert' && entry.action !== 'delete' && entry.changes.length > 0 && (
              <ul className="renli-resource-timeline-changes">
                {entry.changes.map((change) => {
                  const labelKey = labels.get(change.field);
                  return (
                    <li key={change.field}>
                      {labelKey ? t(labelKey) : change.field}: {show(change.field, change.before)} →{' '}
                      {show(change.field, change.after)}
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
        ),
      }))}
    />
  );
}
