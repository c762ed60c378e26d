import { UNCLOSABLE_COLUMNS } from '@renli/contracts';
import { Card, List, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCompanyColumns, useUpdateCompanyColumns } from '../api.ts';

/** The company's column switches: the company account toggles them, everyone else reads them. */
export function CompanySwitches() {
  const { t } = useTranslation();
  const { data, isLoading } = useCompanyColumns();
  const update = useUpdateCompanyColumns();
  const canUpdate = data?.canUpdate ?? false;
  return (
    <Card
      title={t('permissions:company.title')}
      extra={
        data &&
        !canUpdate && <Typography.Text type="secondary">{t('permissions:company.readOnly')}</Typography.Text>
      }
    >
      <List
        loading={isLoading}
        grid={{ gutter: 16, xs: 1, sm: 2, md: 3, lg: 4 }}
        dataSource={data?.columns ?? []}
        renderItem={({ columnKey, opened }) => (
          <List.Item>
            <Space>
              <Switch
                aria-label={t(`nav:${columnKey}.title`)}
                checked={opened}
                disabled={!canUpdate || UNCLOSABLE_COLUMNS.includes(columnKey)}
                loading={update.isPending && update.variables?.[0]?.columnKey === columnKey}
                onChange={(next) => update.mutate([{ columnKey, opened: next }])}
                data-testid={`column-switch-${columnKey}`}
              />
              {t(`nav:${columnKey}.title`)}
            </Space>
          </List.Item>
        )}
      />
    </Card>
  );
}
