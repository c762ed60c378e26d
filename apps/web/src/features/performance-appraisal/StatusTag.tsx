import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<number, string> = {
  4: 'blue',
  5: 'gold',
  6: 'purple',
  7: 'orange',
  8: 'red',
  9: 'green',
  10: 'default',
};

/** A sheet's status (docs/product/performance.md, "Cycles and stages": statuses 1–10). */
export function StatusTag({ status }: { status: number }) {
  const { t } = useTranslation('performance-appraisal');
  return <Tag color={COLORS[status] ?? 'default'}>{t(`status.${status}`)}</Tag>;
}

/** The result grade: the calibrated one when HR moved the person, else the scored one. */
export const resultGrade = (sheet: { grade: string | null; calibratedGrade: string | null }) =>
  sheet.calibratedGrade ?? sheet.grade;
