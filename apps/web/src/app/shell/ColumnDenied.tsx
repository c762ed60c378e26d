import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ColumnDenial } from './column-access.ts';

/** A module page the caller may not open, with the message (docs/architecture.md). */
export function ColumnDenied({ reason }: { reason: ColumnDenial }) {
  const { t } = useTranslation();
  return (
    <Result
      status="403"
      title="403"
      subTitle={t(reason === 'closed' ? 'permissions:gate.closed' : 'permissions:gate.denied')}
      data-testid="column-denied"
    />
  );
}
