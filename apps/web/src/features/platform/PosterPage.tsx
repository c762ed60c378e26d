import { PlusOutlined } from '@ant-design/icons';
import { POSTER_PLACEMENTS, type Poster } from '@renli/contracts';
import {
  Alert,
  Button,
  Card,
  Drawer,
  Form,
  Image,
  Input,
  InputNumber,
  Popconfirm,
  Select,
  Space,
  Switch,
  Table,
  Tag,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFormError } from '../../lib/form-errors.ts';
import { ApiError } from '../../lib/http.ts';
import { toast } from '../../lib/toast.ts';
import { platformApi, platformKeys, usePlatformWrite, usePosters } from './api.ts';
import { fromLocalInput, toLocalInput } from './datetime.ts';

const CONFLICT = 409;
type Placement = (typeof POSTER_PLACEMENTS)[number];

/** `#/Poster`: banners per placement with a display window; the public list shows the active ones. */
export function PosterPage() {
  const { t } = useTranslation();
  const [placement, setPlacement] = useState<Placement | undefined>();
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const [editing, setEditing] = useState<{ poster: Poster | null } | null>(null);
  const posters = usePosters({ placement, ...paging });
  const remove = usePlatformWrite(platformKeys.posters, platformApi.removePosters);
  const placements = POSTER_PLACEMENTS.map((p) => ({ value: p, label: t(`platform:placement.${p}`) }));
  const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

  return (
    <Card title={t('admin:menu.Poster')}>
      <Space style={{ marginBottom: 16 }}>
        <Select
          allowClear
          style={{ width: 160 }}
          placeholder={t('platform:poster.placement')}
          options={placements}
          value={placement}
          onChange={setPlacement}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ poster: null })}>
          {t('platform:actions.create')}
        </Button>
      </Space>
      <Table<Poster>
        rowKey="id"
        loading={posters.isFetching}
        dataSource={posters.data?.list ?? []}
        scroll={{ x: 'max-content' }}
        onChange={(p) => setPaging({ pageNum: p.current ?? 1, pageSize: p.pageSize ?? 10 })}
        pagination={{ current: paging.pageNum, pageSize: paging.pageSize, total: posters.data?.total ?? 0 }}
        columns={[
          {
            key: 'image',
            title: t('platform:poster.image'),
            render: (_, p) => (
              <Image src={p.imageUrl} width={96} height={40} style={{ objectFit: 'cover' }} />
            ),
          },
          { key: 'title', dataIndex: 'title', title: t('platform:poster.title') },
          {
            key: 'placement',
            title: t('platform:poster.placement'),
            render: (_, p) => t(`platform:placement.${p.placement}`),
          },
          { key: 'sort', dataIndex: 'sort', title: t('platform:poster.sort') },
          {
            key: 'window',
            title: t('platform:poster.window'),
            render: (_, p) => `${when(p.startAt)} ~ ${when(p.endAt)}`,
          },
          {
            key: 'status',
            title: t('platform:poster.status'),
            render: (_, p) => (
              <Tag color={p.status === 1 ? 'green' : 'default'}>{t(`platform:status.${p.status}`)}</Tag>
            ),
          },
          {
            key: 'actions',
            title: t('platform:actions.title'),
            render: (_, p) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing({ poster: p })}>
                  {t('platform:actions.edit')}
                </Button>
                <Popconfirm
                  title={t('platform:poster.confirmDelete', { title: p.title })}
                  onConfirm={() =>
                    remove.mutateAsync([[p.id]]).then(
                      () => toast.success(t('platform:toast.deleted')),
                      () => undefined,
                    )
                  }
                >
                  <Button type="link" size="small" danger>
                    {t('platform:actions.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {editing && (
        <PosterDrawer
          key={editing.poster?.id ?? 'new'}
          poster={editing.poster}
          placements={placements}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}

function PosterDrawer({
  poster,
  placements,
  onClose,
}: {
  poster: Poster | null;
  placements: { value: Placement; label: string }[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [conflict, setConflict] = useState(false);
  const save = usePlatformWrite(platformKeys.posters, platformApi.savePoster);
  const initial = poster
    ? {
        ...poster,
        startAt: toLocalInput(poster.startAt),
        endAt: toLocalInput(poster.endAt),
        status: poster.status === 1,
      }
    : { placement: 'home', sort: 0, status: true, linkUrl: '' };
  const submit = async (values: Record<string, unknown>) => {
    const body = {
      ...values,
      startAt: fromLocalInput(values.startAt as string),
      endAt: fromLocalInput(values.endAt as string),
      status: values.status === false ? 2 : 1,
    };
    try {
      await save.mutateAsync([poster, body]);
      toast.success(t('platform:toast.saved'));
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.code === CONFLICT) setConflict(true);
      else showFormError(form, error);
    }
  };
  return (
    <Drawer
      open
      width={480}
      onClose={onClose}
      title={t(poster ? 'platform:poster.edit' : 'platform:poster.create')}
      extra={
        <Space>
          <Button onClick={onClose}>{t('platform:actions.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {t('platform:actions.save')}
          </Button>
        </Space>
      }
    >
      {conflict && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('platform:conflict')} />
      )}
      <Form form={form} layout="vertical" initialValues={initial} onFinish={submit}>
        <Form.Item name="title" label={t('platform:poster.title')} rules={[{ required: true }]}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="imageUrl" label={t('platform:poster.image')} rules={[{ required: true }]}>
          <Input maxLength={500} placeholder="https://" />
        </Form.Item>
        <Form.Item name="linkUrl" label={t('platform:poster.link')}>
          <Input maxLength={500} placeholder="https://" />
        </Form.Item>
        <Form.Item name="placement" label={t('platform:poster.placement')} rules={[{ required: true }]}>
          <Select options={placements} />
        </Form.Item>
        <Form.Item name="sort" label={t('platform:poster.sort')}>
          <InputNumber min={0} max={99999} />
        </Form.Item>
        <Form.Item name="startAt" label={t('platform:poster.startAt')}>
          <Input type="datetime-local" />
        </Form.Item>
        <Form.Item name="endAt" label={t('platform:poster.endAt')}>
          <Input type="datetime-local" />
        </Form.Item>
        <Form.Item name="status" label={t('platform:poster.active')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
