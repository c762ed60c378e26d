import type { CommentEntry, TimelineEntry } from '@renli/contracts';
import { Alert, Empty, Spin, Timeline, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CommentBox } from './CommentBox.tsx';
import { CommentItem } from './CommentItem.tsx';
import { chinaTime, displayField, fieldLabel } from './field-display.tsx';
import { useResourceComments, useResourceTimeline } from './hooks.ts';
import type { BaseRow, ResourcePageConfig } from './types.ts';

interface Props<Row extends BaseRow> {
  config: ResourcePageConfig<Row>;
  id: number;
  /** The row as it is now: a custom cell shows an old value the way the table shows values. */
  row: Row | undefined;
}

const EMPTY = '—';

type Item = { at: string; change: TimelineEntry } | { at: string; comment: CommentEntry };

/**
 * A row's history, newest first: its audit entries (what happened, who, when, each field before →
 * after) and, where the resource takes them, comments with their files and a box to write one.
 */
export function TimelineList<Row extends BaseRow>({ config, id, row }: Props<Row>) {
  const { t, i18n } = useTranslation();
  const timeline = useResourceTimeline(config.resource, id);
  const comments = useResourceComments(config.resource, id);
  const fields = config.resource.fields;

  /** An old or new value drawn as the list draws the field; a reference's id has no name to show. */
  const show = (field: string, value: unknown): ReactNode => {
    if (value === null || value === undefined || value === '') return EMPTY;
    const spec = fields[field];
    const cell = config.cells?.[field];
    if (cell && row) return cell({ ...row, [field]: value });
    if (spec && !spec.display) return displayField(field, spec, { [field]: value }, i18n.language);
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  };

  if (timeline.isPending) return <Spin />;
  if (timeline.isError) return <Alert type="error" showIcon title={timeline.error.message} />;
  const items: Item[] = [
    ...timeline.data.map((change) => ({ at: change.at, change })),
    ...(comments.data ?? []).map((comment) => ({ at: comment.at, comment })),
  ].sort((a, b) => b.at.localeCompare(a.at));

  const changeOf = (entry: TimelineEntry) => (
    <div data-testid="timeline-entry">
      <Typography.Text strong>{entry.label}</Typography.Text>
      <Typography.Text type="secondary">
        {' '}
        {t('resource:timeline.by', { who: entry.who, at: chinaTime(entry.at, i18n.language) })}
      </Typography.Text>
      {entry.action !== 'insert' && entry.action !== 'delete' && entry.changes.length > 0 && (
        <ul className="renli-resource-timeline-changes">
          {entry.changes.map((change) => {
            const spec = fields[change.field];
            return (
              <li key={change.field}>
                {change.label ?? (spec ? fieldLabel(spec, i18n.language) : change.field)}:{' '}
                {show(change.field, change.before)} → {show(change.field, change.after)}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );

  return (
    <>
      {config.resource.comments && <CommentBox resource={config.resource} id={id} />}
      {items.length === 0 ? (
        <Empty description={t('resource:timeline.empty')} />
      ) : (
        <Timeline
          className="renli-resource-timeline"
          items={items.map((item) =>
            'comment' in item
              ? {
                  key: `comment-${item.comment.id}`,
                  color: 'green',
                  children: <CommentItem resource={config.resource} id={id} comment={item.comment} />,
                }
              : { key: `change-${item.change.id}`, children: changeOf(item.change) },
          )}
        />
      )}
    </>
  );
}
