import type { SheetItemView } from '@renli/contracts';
import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';

/** A score for an item: a competency picks one of its levels, anything else takes 0 to the scale's maximum. */
export function ScoreInput({
  item,
  max,
  value,
  onChange,
}: {
  item: SheetItemView;
  max: string;
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const { t } = useTranslation('performance-appraisal');
  if (item.levels.length > 0)
    return (
      <Select
        aria-label={t('form.scoreOf', { item: item.name })}
        placeholder={t('form.pickLevel')}
        style={{ width: '100%' }}
        value={item.levels.find((l) => value !== null && Number(l.score) === Number(value))?.score ?? null}
        onChange={(score) => onChange(score)}
        options={item.levels.map((l) => ({
          value: l.score,
          label: `${l.name}（${Number(l.score)}）${l.description ? ` ${l.description}` : ''}`,
        }))}
      />
    );
  return (
    <Input
      aria-label={t('form.scoreOf', { item: item.name })}
      inputMode="decimal"
      placeholder={t('form.scorePlaceholder', { max: Number(max) })}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value.trim() === '' ? null : event.target.value.trim())}
    />
  );
}
