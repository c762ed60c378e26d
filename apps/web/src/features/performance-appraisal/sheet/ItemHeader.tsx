import type { SheetDetail, SheetItemView } from '@renli/contracts';
import { Descriptions, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** What an item asks for: its name, weight, target, rule and key results, and what has been said of it. */
export function ItemHeader({ item, sheet }: { item: SheetItemView; sheet: SheetDetail }) {
  const { t } = useTranslation('performance-appraisal');
  const rule = item.rule;
  return (
    <div className="appraisal-item-head">
      <Space wrap>
        <Typography.Text strong>{item.name}</Typography.Text>
        <Tag>{t('item.weight', { weight: Number(item.weight) })}</Tag>
        {item.automatic && <Tag color="blue">{t('item.automatic')}</Tag>}
        {item.score !== null && <Tag color="purple">{t('item.score', { score: item.score })}</Tag>}
      </Space>
      {item.definition && <Typography.Paragraph type="secondary">{item.definition}</Typography.Paragraph>}
      <Descriptions size="small" column={1}>
        {item.targetText && <Descriptions.Item label={t('item.target')}>{item.targetText}</Descriptions.Item>}
        {rule.kind === 'linear' && (
          <Descriptions.Item label={t('item.rule')}>
            {t(`item.linear.${rule.direction}`, { target: rule.target, unit: item.unit, cap: rule.cap })}
          </Descriptions.Item>
        )}
        {rule.kind === 'stepped' && (
          <Descriptions.Item label={t('item.rule')}>
            {rule.steps.map((s) => `${s.from}${item.unit} → ${s.score}`).join('；')}
          </Descriptions.Item>
        )}
        {item.keyResults.length > 0 && (
          <Descriptions.Item label={t('item.keyResults')}>{item.keyResults.join('；')}</Descriptions.Item>
        )}
        {item.levels.length > 0 && (
          <Descriptions.Item label={t('item.levels')}>
            {item.levels.map((l) => `${l.name} ${Number(l.score)}`).join(' / ')}
          </Descriptions.Item>
        )}
        {item.actual !== null && (
          <Descriptions.Item label={t('item.actual')}>
            {item.actual}
            {item.unit} {item.autoScore !== null && `（${t('item.autoScore', { score: item.autoScore })}）`}
          </Descriptions.Item>
        )}
        {item.selfComment && (
          <Descriptions.Item label={t('item.selfComment')}>{item.selfComment}</Descriptions.Item>
        )}
        {item.evidence.length > 0 && (
          <Descriptions.Item label={t('item.evidence')}>
            <Space wrap>
              {item.evidence.map((file) => (
                <a key={file.url} href={file.url} target="_blank" rel="noreferrer">
                  {file.name}
                </a>
              ))}
            </Space>
          </Descriptions.Item>
        )}
        {item.scores.map((given, level) =>
          given.length === 0 ? null : (
            <Descriptions.Item
              // biome-ignore lint/suspicious/noArrayIndexKey: levels are positional and fixed for a sheet
              key={level}
              label={t(`relation.${sheet.reviewers[level]?.relation ?? 'designated'}`)}
            >
              {given
                .map((s) => `${s.reviewerName} ${s.score}${s.comment ? `「${s.comment}」` : ''}`)
                .join('；')}
            </Descriptions.Item>
          ),
        )}
      </Descriptions>
    </div>
  );
}
