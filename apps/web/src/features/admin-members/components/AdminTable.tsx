import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Flex, Form, Table, type TableProps } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListPage } from '../api.ts';

type Filters = Record<string, unknown>;

interface Props<T> {
  /** Identifies the list in the query cache (under ['admin', ...]). */
  name: string;
  fetchPage: (filters: Filters, page: number, size: number) => Promise<ListPage<T>>;
  columns: TableProps<T>['columns'];
  rowKey: keyof T & string;
  /** Form.Items of the filter bar; blank ones are left out of the query. */
  filters: ReactNode;
  /** Fixed filters of the route (sysType, employeeType): part of the cache key. */
  fixed?: Filters;
}

const withoutBlanks = (values: Filters) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== '' && v !== null));

/** A back-office list: a filter bar above a paged table (10/20/50 rows), as every Members page shows. */
export function AdminTable<T extends object>({
  name,
  fetchPage,
  columns,
  rowKey,
  filters,
  fixed = {},
}: Props<T>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Filters>();
  const [applied, setApplied] = useState<Filters>({});
  const [page, setPage] = useState({ current: 1, size: 10 });
  const query = { ...applied, ...fixed };
  const list = useQuery({
    queryKey: ['admin', name, query, page],
    queryFn: () => fetchPage(query, page.current, page.size),
    placeholderData: keepPreviousData,
  });

  return (
    <Flex vertical gap={16}>
      <Form
        form={form}
        layout="inline"
        onFinish={(values) => {
          setApplied(withoutBlanks(values));
          setPage((p) => ({ ...p, current: 1 }));
        }}
      >
        {filters}
        <Form.Item>
          <Button type="primary" htmlType="submit">
            {t('admin-members:filter.search')}
          </Button>
        </Form.Item>
        <Form.Item>
          <Button
            onClick={() => {
              form.resetFields();
              setApplied({});
              setPage((p) => ({ ...p, current: 1 }));
            }}
          >
            {t('admin-members:filter.reset')}
          </Button>
        </Form.Item>
      </Form>
      <Table<T>
        rowKey={rowKey}
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page.current,
          pageSize: page.size,
          total: list.data?.total ?? 0,
          pageSizeOptions: [10, 20, 50],
          showSizeChanger: true,
          showTotal: (total) => t('admin-members:total', { total }),
          onChange: (current, size) => setPage({ current: size === page.size ? current : 1, size }),
        }}
      />
    </Flex>
  );
}
