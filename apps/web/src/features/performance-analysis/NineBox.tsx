import type { ResultsAnalysis } from '@renli/contracts';
import { useTranslation } from 'react-i18next';

/** The nine-box grid: potential across (低 → 高), performance down (高 → 低), people per cell. */
export function NineBox({ data }: { data: ResultsAnalysis }) {
  const { t } = useTranslation('performance-analysis');
  const count = (performance: number, potential: number) =>
    data.nineBox.find((c) => c.performance === performance && c.potential === potential)?.count ?? 0;
  return (
    <ul className="perf-nine-box" aria-label={t('jg.nineBox')}>
      {[3, 2, 1].map((performance) =>
        [1, 2, 3].map((potential) => (
          <li
            key={`${performance}-${potential}`}
            className={`perf-nine-box-cell perf-nine-box-${performance + potential}`}
            aria-label={t('jg.cellLabel', {
              performance: t(`level.${performance}`),
              potential: t(`level.${potential}`),
            })}
          >
            <div className="perf-nine-box-name">{t(`jg.cell.${performance}${potential}`)}</div>
            <div className="perf-nine-box-count">{count(performance, potential)}</div>
          </li>
        )),
      )}
      <li className="perf-nine-box-axis">{t('jg.axis')}</li>
    </ul>
  );
}
