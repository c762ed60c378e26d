import { positionResource, rankResource } from '@renli/contracts';
import { useTranslation } from 'react-i18next';
import type { PickerProps } from '../../components/resource/pickers.ts';
import { RecordSelect } from '../../components/resource/RecordSelect.tsx';
import { ParentSelect } from './ParentSelect.tsx';

// The org records other features refer to, picked by name (registered in ./manifest.tsx).

type Props = PickerProps & { value?: number | null; onChange?: (value: number | null) => void };

export function DepartmentPicker({ placeholder, ...props }: Props) {
  const { t } = useTranslation();
  return <ParentSelect {...props} placeholder={placeholder ?? t('org:department.pick')} />;
}

export const PositionPicker = (props: Props) => (
  <RecordSelect resource={positionResource} sortField="sort" {...props} />
);

export const RankPicker = (props: Props) => (
  <RecordSelect resource={rankResource} sortField="level" {...props} />
);
