import { MessageOutlined } from '@ant-design/icons';
import { conversationIDOf, EmployeeType, STAFF_PAGE_SIZE, type StaffEntry } from '@renli/contracts';
import {
  Button,
  Card,
  Empty,
  Flex,
  Grid,
  Input,
  Pagination,
  Segmented,
  Table,
  type TableProps,
  Tag,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Avatar } from '../../components/avatar/Avatar.tsx';
import { useSession } from '../../lib/session-queries.ts';
import { useStaffSearch } from './api.ts';
import { StaffCard } from './StaffCard.tsx';

type TypeFilter = 'all' | 1 | 2;

/**
 * 员工 › 通讯录 (`#/staff/addressBook`): the company's staff, searchable by name, mobile or department,
 * each with 发消息 into the chat workspace (every staff member has a chat account under their user id).
 */
export function AddressBookPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const wide = Grid.useBreakpoint().md !== false;
  const myUserId = useSession().data?.userId;
  const [searchText, setSearchText] = useState('');
  const [type, setType] = useState<TypeFilter>('all');
  const [pageNum, setPageNum] = useState(1);
  const list = useStaffSearch({
    pageNum,
    pageSize: STAFF_PAGE_SIZE,
    searchText: searchText || undefined,
    employeeType: type === 'all' ? undefined : type,
  });
  const rows = list.data?.list ?? [];

  const typeTag = (staff: StaffEntry) =>
    staff.employeeType === EmployeeType.HRO ? (
      <Tag color="orange">{t('staff:directory.type.hro')}</Tag>
    ) : (
      <Tag>{t('staff:directory.type.hrm')}</Tag>
    );
  const chatButton = (staff: StaffEntry) =>
    staff.userId === myUserId ? null : (
      // A phone shows the icon alone (named for screen readers) so the name keeps its width.
      <Button
        type="link"
        size="small"
        icon={<MessageOutlined />}
        aria-label={t('staff:directory.actions.message')}
        onClick={() => void navigate(`/im/${conversationIDOf('C2C', String(staff.userId))}`)}
      >
        {wide && t('staff:directory.actions.message')}
      </Button>
    );

  const columns: TableProps<StaffEntry>['columns'] = [
    {
      key: 'staffName',
      title: t('staff:directory.columns.name'),
      render: (_, staff) => (
        <Flex align="center" gap={8}>
          <Avatar value={staff.staffPhotoWebAddr} name={staff.staffName} />
          {staff.staffName}
        </Flex>
      ),
    },
    { key: 'deptName', dataIndex: 'deptName', title: t('staff:directory.columns.department') },
    { key: 'position', dataIndex: 'position', title: t('staff:directory.columns.position') },
    { key: 'employeeType', title: t('staff:directory.columns.type'), render: (_, staff) => typeTag(staff) },
    {
      key: 'actions',
      title: t('staff:directory.columns.actions'),
      width: 120,
      render: (_, staff) => chatButton(staff),
    },
  ];
  const pagination = {
    current: pageNum,
    pageSize: STAFF_PAGE_SIZE,
    total: list.data?.total ?? 0,
    showSizeChanger: false,
    showTotal: (total: number) => t('staff:directory.total', { total }),
    onChange: setPageNum,
  };

  return (
    <Card title={t('staff:directory.title')} styles={{ body: wide ? undefined : { padding: 12 } }}>
      <Flex wrap gap={12} style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('staff:directory.search')}
          aria-label={t('staff:directory.search')}
          style={{ maxWidth: 320 }}
          onSearch={(value) => {
            setSearchText(value.trim());
            setPageNum(1);
          }}
        />
        <Segmented<TypeFilter>
          value={type}
          options={[
            { value: 'all', label: t('staff:directory.type.all') },
            { value: EmployeeType.HRM, label: t('staff:directory.type.hrm') },
            { value: EmployeeType.HRO, label: t('staff:directory.type.hro') },
          ]}
          onChange={(value) => {
            setType(value);
            setPageNum(1);
          }}
        />
      </Flex>
      {wide ? (
        <Table<StaffEntry>
          rowKey="userId"
          size="middle"
          loading={list.isFetching}
          columns={columns}
          dataSource={rows}
          pagination={pagination}
        />
      ) : (
        <Flex vertical gap={8}>
          {rows.length === 0 && !list.isFetching && <Empty />}
          {rows.map((staff) => (
            <StaffCard key={staff.userId} staff={staff} type={typeTag(staff)} action={chatButton(staff)} />
          ))}
          <Pagination simple {...pagination} style={{ alignSelf: 'center' }} />
        </Flex>
      )}
    </Card>
  );
}
