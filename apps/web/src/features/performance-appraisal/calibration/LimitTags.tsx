import type { CalibrationBoard } from '@renli/contracts';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Each group's forced-distribution checks as tags: "S 2/1 超出", "D 0/≥1 不足", "A 3/4". */
export function LimitTags({ groups }: { groups: CalibrationBoard['groups'] }) {
  const { t } = useTranslation('performance-appraisal');
  if (groups.length === 0)
    return <Typography.Text type="secondary">{t('calibration.noLimits')}</Typography.Text>;
  return (
    <Space orientation="vertical" size={4}>
      {groups.map((group) => (
        <Space key={group.departmentId ?? 0} wrap>
          <Typography.Text strong>{group.name}</Typography.Text>
          {group.limits.map((limit) => {
            const over = limit.allowedMax !== null && limit.count > limit.allowedMax;
            const under = limit.requiredMin !== null && limit.count < limit.requiredMin;
            const bound = limit.allowedMax !== null ? `${limit.allowedMax}` : `≥${limit.requiredMin}`;
            return (
              <Tag key={limit.grade} color={limit.ok ? 'green' : 'red'}>
                {`${limit.grade} ${limit.count}/${bound}`}
                {over && ` ${t('calibration.over')}`}
                {under && ` ${t('calibration.under')}`}
              </Tag>
            );
          })}
        </Space>
      ))}
    </Space>
  );
}
