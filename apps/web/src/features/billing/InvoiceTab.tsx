import { Button, Skeleton, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../components/resource/ResourcePage.tsx';
import { ApplyInvoiceDialog } from './ApplyInvoiceDialog.tsx';
import { useInvoiceInfo } from './api.ts';
import { InvoiceInfoCard } from './InvoiceInfoCard.tsx';
import { LoadFailed } from './LoadFailed.tsx';
import { companyInvoiceConfig } from './pages.tsx';

/** Settings › invoices (`#/other/setting/invoice`): invoice details and requests against paid orders. */
export function InvoiceTab() {
  const { t } = useTranslation('billing');
  const info = useInvoiceInfo();
  const [applying, setApplying] = useState(false);
  const canApply = Boolean(info.data);
  const config = useMemo(
    () =>
      companyInvoiceConfig(
        <Tooltip title={canApply ? undefined : t('invoice.infoFirst')}>
          <Button
            type="primary"
            disabled={!canApply}
            onClick={() => setApplying(true)}
            data-testid="invoice-apply"
          >
            {t('invoice.apply')}
          </Button>
        </Tooltip>,
      ),
    [canApply, t],
  );

  if (info.error) return <LoadFailed error={info.error} />;
  if (info.isPending) return <Skeleton active />;

  return (
    <>
      <InvoiceInfoCard />
      <ResourcePage config={config} />
      {/* Mounted only while open: its paid-orders query is not needed before. */}
      {applying && <ApplyInvoiceDialog open onClose={() => setApplying(false)} />}
    </>
  );
}
