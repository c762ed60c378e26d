import type { InstanceState } from '@renli/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<InstanceState, string> = {
  draft: 'default',
  running: 'processing',
  returned: 'orange',
  approved: 'success',
  rejected: 'error',
  withdrawn: 'warning',
};

export function StateTag({ state }: { state: InstanceState }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[state]}>{t(`approval:state.${state}`)}</Tag>;
}
