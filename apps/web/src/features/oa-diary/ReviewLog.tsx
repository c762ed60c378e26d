import { diaryEndpoints as api } from '@renli/contracts';
import { useQuery } from '@tanstack/react-query';
import { Badge, Card, Checkbox, DatePicker, Empty, Flex, Pagination, Select, Spin, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DepartmentSelect, StaffSelect } from '../../components/pickers/pickers.tsx';
import { call, endpointKey } from '../../lib/endpoint.ts';
import { ReportCard } from './ReportCard.tsx';
import { ReportView } from './ReportView.tsx';

/** 查看日志: reports sent to me, unread first in weight, with filters; opening one marks it read. */
export function ReviewLog() {
  const { t } = useTranslation('oa-diary');
  const [page, setPage] = useState(1);
  const [author, setAuthor] = useState<number[]>([]);
  const [dept, setDept] = useState<number[]>([]);
  const [templateId, setTemplateId] = useState<number | null>(null);
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [open, setOpen] = useState<number | null>(() => {
    const id = Number(new URLSearchParams(window.location.hash.split('?')[1] ?? '').get('id'));
    return Number.isInteger(id) && id > 0 ? id : null;
  });
  const templates = useQuery({
    queryKey: endpointKey(api.templates, { body: {} }),
    queryFn: () => call(api.templates, { body: {} }),
  });
  const body = {
    page,
    pageSize: 10,
    authorUserId: author[0] ?? null,
    deptId: dept[0] ?? null,
    templateId,
    from: range?.[0]?.format('YYYY-MM-DD') ?? null,
    to: range?.[1]?.format('YYYY-MM-DD') ?? null,
    unreadOnly,
  };
  const list = useQuery({
    queryKey: endpointKey(api.received, { body }),
    queryFn: () => call(api.received, { body }),
  });
  const reset =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  return (
    <Flex vertical gap={16} className="oa-diary">
      <Card size="small">
        <div className="oa-diary-filters">
          <StaffSelect
            label={t('filterAuthor')}
            placeholder={t('filterAuthor')}
            multiple={false}
            value={author}
            onChange={reset(setAuthor)}
          />
          <DepartmentSelect
            label={t('filterDept')}
            placeholder={t('filterDept')}
            multiple={false}
            value={dept}
            onChange={reset(setDept)}
          />
          <Select
            aria-label={t('filterTemplate')}
            placeholder={t('filterTemplate')}
            allowClear
            value={templateId}
            onChange={(value) => reset(setTemplateId)(value ?? null)}
            options={templates.data?.list.map((tpl) => ({ value: tpl.id, label: tpl.name }))}
          />
          <DatePicker.RangePicker
            aria-label={t('filterRange')}
            value={range}
            onChange={(value) => reset(setRange)(value)}
          />
          <Checkbox checked={unreadOnly} onChange={(e) => reset(setUnreadOnly)(e.target.checked)}>
            {t('unreadOnly')}
          </Checkbox>
        </div>
      </Card>
      <Card
        size="small"
        title={
          <Flex gap={8} align="center">
            <span>{t('received')}</span>
            <Badge
              count={list.data?.unread ?? 0}
              title={t('unreadCount', { count: list.data?.unread ?? 0 })}
            />
          </Flex>
        }
      >
        {list.isLoading ? (
          <Spin />
        ) : (list.data?.list.length ?? 0) === 0 ? (
          <Empty description={<Typography.Text type="secondary">{t('receivedEmpty')}</Typography.Text>} />
        ) : (
          <Flex vertical gap={8}>
            {list.data!.list.map((row) => (
              <ReportCard key={row.id} row={row} onOpen={() => setOpen(row.id)} />
            ))}
            <Pagination
              align="end"
              size="small"
              current={page}
              pageSize={10}
              total={list.data!.total}
              onChange={setPage}
              hideOnSinglePage
            />
          </Flex>
        )}
      </Card>
      <ReportView id={open} onClose={() => setOpen(null)} />
    </Flex>
  );
}
