import type { CustomField } from '@renli/contracts';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { CustomFormItems } from '../../../components/resource/CustomFormItems.tsx';
import {
  customCell,
  customFormValues,
  splitCustomValues,
} from '../../../components/resource/custom-fields.ts';
import type { BaseRow } from '../../../components/resource/types.ts';
import { ArchiveSection } from './ArchiveSection.tsx';
import { InfoList } from './InfoList.tsx';
import type { SectionProps } from './types.ts';

interface Props extends Omit<SectionProps, 'extra'> {
  /** The company's own fields of archives, in order. */
  fields: readonly CustomField[];
  /** What an archive without fields says: where HR adds them, or that the company has none. */
  emptyText: string;
}

/**
 * 自定义信息: the values of the company's own fields (docs/modules.md, "Custom fields"), shown as the
 * kit shows them and edited with the kit's inputs, saved as `custom` (an emptied field is cleared).
 */
export function CustomSection({ archive, fields, onSave, emptyText }: Props) {
  const { t, i18n } = useTranslation();
  const row = archive as unknown as BaseRow;
  const hasFields = fields.length > 0;
  return (
    <ArchiveSection
      title={t('staff-archives:section.custom')}
      onSave={
        hasFields && onSave
          ? (values) => onSave({ custom: splitCustomValues(fields, values).custom })
          : undefined
      }
      values={customFormValues(fields, row)}
      form={<CustomFormItems fields={fields} />}
      view={
        hasFields ? (
          <InfoList
            items={fields.map((field) => ({
              key: field.key,
              label: field.label,
              value: customCell(field, row, i18n.language),
            }))}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
        )
      }
    />
  );
}
