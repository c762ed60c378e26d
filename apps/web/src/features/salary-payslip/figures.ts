import type { PayslipFigure } from '@renli/contracts';

/**
 * A payslip's figures as the slip draws them (docs/product/salary.md, "Payslips"): earnings, then
 * deductions — the pre- and after-tax ones and the system items that are taken off (social insurance,
 * housing fund, tax) — then other information. Gross and net are the slip's headline, not lines.
 */
export interface FigureSections {
  earnings: PayslipFigure[];
  deductions: PayslipFigure[];
  others: PayslipFigure[];
}

const SYSTEM_DEDUCTIONS = new Set(['socialPersonal', 'fundPersonal', 'tax']);
const HEADLINE = new Set(['gross', 'net']);

export function sectionsOf(figures: readonly PayslipFigure[]): FigureSections {
  const sections: FigureSections = { earnings: [], deductions: [], others: [] };
  for (const figure of figures) {
    if (figure.effect === 'earning' || figure.effect === 'afterTaxEarning') sections.earnings.push(figure);
    else if (figure.effect === 'deduction' || figure.effect === 'afterTaxDeduction')
      sections.deductions.push(figure);
    else if (figure.effect === 'system' && SYSTEM_DEDUCTIONS.has(figure.code))
      sections.deductions.push(figure);
    else if (!(figure.effect === 'system' && HEADLINE.has(figure.code))) sections.others.push(figure);
  }
  return sections;
}

/** "8123.45" -> "8,123.45", "-86.1" -> "-86.10": grouped by thousands, two decimals, no float on the way. */
export function formatYuan(value: string): string {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return value;
  const [, sign, whole, cents = ''] = match;
  return `${sign}${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents.padEnd(2, '0')}`;
}
