import type { ContributionKind } from '@renli/contracts';
import { Alert, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { usePlatformCities, useSchemeFromPlatform } from '../api.ts';
import { money, thisMonth } from '../kind.ts';
import { ItemsTable } from './ItemsTable.tsx';
import { MonthField } from './MonthField.tsx';

/** 从平台参数创建: a city of the platform's 社保参数 / 公积金参数, effective from a month. */
export function FromPlatformDialog({ kind, onClose }: { kind: ContributionKind; onClose: () => void }) {
  const { t } = useTranslation('salary-insurance');
  const cities = usePlatformCities(kind, true);
  const create = useSchemeFromPlatform();
  const [cityCode, setCityCode] = useState<string>();
  const [effectiveFrom, setEffectiveFrom] = useState<string | null>(thisMonth());
  const city = cities.data?.list.find((c) => c.cityCode === cityCode);

  const submit = async () => {
    if (!cityCode || !effectiveFrom) return;
    const scheme = await create.mutateAsync({ kind, cityCode, effectiveFrom });
    toast.success(t('scheme.created', { name: scheme.name }));
    onClose();
  };
  return (
    <Modal
      open
      title={t('scheme.fromPlatform')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okText={t('actions.create')}
      okButtonProps={{ disabled: !cityCode || !effectiveFrom, loading: create.isPending }}
      width="min(720px, 100vw)"
      destroyOnHidden
    >
      {cities.data?.list.length === 0 && <Alert type="info" showIcon title={t('platform.none')} />}
      <Form layout="vertical">
        <Form.Item label={t('platform.city')} htmlFor="insurance-platform-city">
          <Select
            id="insurance-platform-city"
            aria-label={t('platform.city')}
            showSearch={{ optionFilterProp: 'label' }}
            loading={cities.isFetching}
            value={cityCode}
            onChange={setCityCode}
            placeholder={t('platform.cityPick')}
            options={(cities.data?.list ?? []).map((c) => ({ value: c.cityCode, label: c.cityName }))}
          />
        </Form.Item>
        <Form.Item label={t('scheme.effectiveFrom')} htmlFor="insurance-platform-month">
          <MonthField id="insurance-platform-month" value={effectiveFrom} onChange={setEffectiveFrom} />
        </Form.Item>
      </Form>
      {city && (
        <>
          <p className="insurance-muted">
            {t('scheme.baseRange', { min: money(city.rules.baseMin), max: money(city.rules.baseMax) })}
          </p>
          <ItemsTable items={city.rules.items} />
        </>
      )}
    </Modal>
  );
}
