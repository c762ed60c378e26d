import { type Poster, posterResource } from '@renli/contracts';
import { Image, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../components/resource/ResourcePage.tsx';
import { defineResourcePage } from '../../components/resource/types.ts';
import { DateTimeInput } from './DateTimeInput.tsx';

const PLACEMENTS = ['home', 'login', 'app'].map((value) => ({
  value,
  labelKey: `platform:placement.${value}`,
}));
const STATUSES = [1, 2].map((value) => ({ value, labelKey: `platform:status.${value}` }));
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

function PlacementText({ placement }: { placement: string }) {
  const { t } = useTranslation();
  return <>{t(`platform:placement.${placement}`)}</>;
}

function StatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return <Tag color={status === 1 ? 'green' : 'default'}>{t(`platform:status.${status}`)}</Tag>;
}

const config = defineResourcePage<Poster>({
  resource: posterResource,
  titleKey: 'admin:menu.Poster',
  itemKey: 'platform:poster.item',
  columns: [
    {
      key: 'imageUrl',
      titleKey: 'platform:poster.image',
      render: (p) => <Image src={p.imageUrl} width={96} height={40} style={{ objectFit: 'cover' }} />,
    },
    { key: 'title', titleKey: 'platform:poster.title' },
    {
      key: 'placement',
      titleKey: 'platform:poster.placement',
      render: (p) => <PlacementText placement={p.placement} />,
    },
    { key: 'sort', titleKey: 'platform:poster.sort' },
    {
      key: 'startAt',
      titleKey: 'platform:poster.window',
      render: (p) => `${when(p.startAt)} ~ ${when(p.endAt)}`,
    },
    { key: 'status', titleKey: 'platform:poster.status', render: (p) => <StatusTag status={p.status} /> },
  ],
  detail: [
    { key: 'title', labelKey: 'platform:poster.title' },
    { key: 'imageUrl', labelKey: 'platform:poster.image' },
    { key: 'linkUrl', labelKey: 'platform:poster.link' },
    {
      key: 'placement',
      labelKey: 'platform:poster.placement',
      render: (p) => <PlacementText placement={p.placement} />,
    },
    { key: 'sort', labelKey: 'platform:poster.sort' },
    { key: 'startAt', labelKey: 'platform:poster.startAt', render: (p) => when(p.startAt) },
    { key: 'endAt', labelKey: 'platform:poster.endAt', render: (p) => when(p.endAt) },
    { key: 'status', labelKey: 'platform:poster.status', render: (p) => <StatusTag status={p.status} /> },
  ],
  filters: [
    { name: 'title', labelKey: 'platform:poster.title' },
    { name: 'placement', labelKey: 'platform:poster.placement', options: PLACEMENTS },
    { name: 'status', labelKey: 'platform:poster.status', options: STATUSES },
  ],
  form: [
    { name: 'title', labelKey: 'platform:poster.title' },
    { name: 'imageUrl', labelKey: 'platform:poster.image' },
    { name: 'linkUrl', labelKey: 'platform:poster.link' },
    { name: 'placement', labelKey: 'platform:poster.placement', options: PLACEMENTS },
    { name: 'sort', labelKey: 'platform:poster.sort' },
    { name: 'startAt', labelKey: 'platform:poster.startAt', input: <DateTimeInput /> },
    { name: 'endAt', labelKey: 'platform:poster.endAt', input: <DateTimeInput /> },
    { name: 'status', labelKey: 'platform:poster.status', options: STATUSES },
  ],
});

/** `#/Poster`: banners per placement with a display window; the public list shows the active ones. */
export function PosterPage() {
  return <ResourcePage config={config} />;
}
