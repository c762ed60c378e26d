import { useTranslation } from 'react-i18next';
import { DepartmentTreeSelect, StaffRecordsSelect } from '../../components/pickers/pickers.tsx';

/** The company's departments as a tree; choosing one covers the departments below it. */
export function DepartmentsPicker(props: {
  id?: string;
  value?: number[];
  onChange?: (v: number[]) => void;
}) {
  const { t } = useTranslation('oa-notice');
  return <DepartmentTreeSelect {...props} placeholder={t('editor.departmentsPlaceholder')} />;
}

/** Several staff members, searched by name on the server. */
export function StaffPicker(props: {
  id?: string;
  value?: number[];
  onChange?: (v: number[]) => void;
  labels?: ReadonlyMap<number, string>;
}) {
  const { t } = useTranslation('oa-notice');
  return <StaffRecordsSelect {...props} placeholder={t('editor.staffPlaceholder')} />;
}
