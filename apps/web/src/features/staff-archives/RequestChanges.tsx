import { type ArchiveRequest, SEX_OPTIONS } from '@renli/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { archiveLabel, optionText, shown } from './labels.ts';

/** A reviewed value as people read it: the sex by its label, the rest as written. */
function valueText(field: string, value: unknown, language: string) {
  if (field === 'sex')
    return value === null || value === undefined ? '—' : optionText(SEX_OPTIONS, value, language);
  return shown(value as string | null | undefined);
}

/** What a request changes, field by field: the value on record, then the one asked for. */
export function RequestChanges({ request }: { request: ArchiveRequest }) {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <div className="renli-archive-request-changes">
      {Object.entries(request.changes).map(([field, value]) => (
        <div key={field}>
          <Typography.Text type="secondary">{archiveLabel(field, lang)}：</Typography.Text>
          <Typography.Text delete>
            {valueText(field, request.current[field as keyof typeof request.current], lang)}
          </Typography.Text>
          {' → '}
          <Typography.Text strong>{valueText(field, value, lang)}</Typography.Text>
        </div>
      ))}
    </div>
  );
}
