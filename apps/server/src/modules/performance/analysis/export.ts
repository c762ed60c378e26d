import type { AnalysisBody, AnalysisTab } from '@renli/contracts';
import type { CompanyActor } from '../../../core/actor.ts';
import { type Locale, translate } from '../../../core/i18n/index.ts';
import { stampedFileName, writeTable } from '../../../core/resources/sheet.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { activeOrgRecordNames } from '../../org/references.ts';
import { scoreText } from '../engine/score.ts';
import { analysisMessages as m } from './messages.ts';
import { cycleOf, sheetsOf } from './sheets.ts';
import { evaluationsAnalysis, indicatorsAnalysis, resultGrade, targetsAnalysis } from './tabs.ts';

// Each tab's table as Excel (docs/product/performance.md, "Result analysis"): jg one row per person
// (绩效结果_YYYYMMDDhhmmss.xlsx), the others the tables their tabs show. Labels, never codes.

type Column = [key: string, messageKey: string, width: number];

async function resultRows(db: DbOrTx, actor: CompanyActor, body: AnalysisBody, locale: Locale) {
  const cycle = await cycleOf(db, actor, body.cycleId);
  const sheets = await sheetsOf(db, actor, [cycle.id], body.departmentId);
  const positions = await activeOrgRecordNames(
    db,
    'position',
    sheets.map((s) => s.sheet.positionId),
  );
  const bands = cycle.config?.bands ?? [];
  const columns: Column[] = [
    ['name', m['performance.analysis.col.name'], 12],
    ['department', m['performance.analysis.col.department'], 16],
    ['position', m['performance.analysis.col.position'], 16],
    ['total', m['performance.analysis.col.total'], 10],
    ['grade', m['performance.analysis.col.grade'], 8],
    ['calibratedGrade', m['performance.analysis.col.calibratedGrade'], 10],
    ['potential', m['performance.analysis.col.potential'], 8],
    ['coefficient', m['performance.analysis.col.coefficient'], 10],
  ];
  const rows = sheets.map((s) => {
    const grade = resultGrade(s);
    return {
      name: s.card?.staffName ?? '',
      department: s.departmentName,
      position: s.sheet.positionId === null ? '' : (positions.get(s.sheet.positionId) ?? ''),
      total: s.sheet.totalScore === null ? '' : scoreText(s.sheet.totalScore),
      grade: s.sheet.grade ?? '',
      calibratedGrade: s.sheet.calibratedGrade ?? '',
      potential: s.sheet.potential
        ? translate(
            locale,
            m[`performance.analysis.potential.${s.sheet.potential}` as 'performance.analysis.potential.1'],
          )
        : '',
      coefficient: bands.find((b) => b.grade === grade)?.coefficient ?? '',
    };
  });
  return { columns, rows };
}

async function tableOf(
  db: DbOrTx,
  actor: CompanyActor,
  body: AnalysisBody,
  tab: AnalysisTab,
  locale: Locale,
) {
  if (tab === 'jg') return resultRows(db, actor, body, locale);
  if (tab === 'mb') {
    const data = await targetsAnalysis(db, actor, body);
    const columns: Column[] = [
      ['departmentName', m['performance.analysis.col.department'], 16],
      ['sheets', m['performance.analysis.col.sheets'], 10],
      ['withTargets', m['performance.analysis.col.withTargets'], 12],
      ['approved', m['performance.analysis.col.approved'], 12],
      ['meanProgress', m['performance.analysis.col.progress'], 14],
    ];
    return { columns, rows: data.departments };
  }
  if (tab === 'zb') {
    const data = await indicatorsAnalysis(db, actor, body);
    const columns: Column[] = [
      ['name', m['performance.analysis.col.indicator'], 24],
      ['kind', m['performance.analysis.col.kind'], 10],
      ['uses', m['performance.analysis.col.uses'], 10],
      ['meanScore', m['performance.analysis.col.meanScore'], 10],
      ['meanAchievement', m['performance.analysis.col.achievement'], 14],
    ];
    const rows = data.list.map((r) => ({
      ...r,
      kind: translate(locale, m[`performance.analysis.kind.${r.kind}` as 'performance.analysis.kind.kpi']),
      meanScore: r.meanScore ?? '',
      meanAchievement: r.meanAchievement ?? '',
    }));
    return { columns, rows };
  }
  const data = await evaluationsAnalysis(db, actor, body);
  const columns: Column[] = [
    ['departmentName', m['performance.analysis.col.department'], 16],
    ['sheets', m['performance.analysis.col.sheets'], 10],
    ['selfDone', m['performance.analysis.col.selfDone'], 10],
    ['reviewed', m['performance.analysis.col.reviewed'], 12],
  ];
  return { columns, rows: data.departments };
}

/** The tab's workbook and its file name (`<标题>_YYYYMMDDhhmmss.xlsx`, China time). */
export async function exportAnalysis(
  db: DbOrTx,
  actor: CompanyActor,
  body: AnalysisBody & { tab: AnalysisTab },
  locale: Locale,
) {
  const { columns, rows } = await tableOf(db, actor, body, body.tab, locale);
  const title = translate(locale, m[`performance.analysis.file.${body.tab}`]);
  const file = await writeTable(
    title,
    columns.map(([key, messageKey, width]) => ({ key, header: translate(locale, messageKey), width })),
    rows,
  );
  return { file, fileName: stampedFileName(title) };
}
