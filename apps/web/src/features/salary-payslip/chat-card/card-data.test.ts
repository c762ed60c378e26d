import { describe, expect, it } from 'vitest';
import { cardLink, parsePayslipCard } from './card-data.ts';

const data = {
  businessID: 'payslip',
  version: 1,
  kind: 'question',
  payslipId: 9,
  runId: 101,
  month: '2026-10',
  staffName: '张三',
  text: '绩效少了？',
};

describe('parsePayslipCard', () => {
  it('reads a card and leads a question to HR, the rest to the staff member’s payslips', () => {
    const card = parsePayslipCard(data)!;
    expect(card).toEqual(data);
    expect(cardLink(card)).toBe('#/salary/bill');
    expect(cardLink({ ...card, kind: 'published' })).toBe('#/payslip');
  });

  it('gives null for malformed data, so the chat shows the description', () => {
    expect(parsePayslipCard({ ...data, kind: 'wire' })).toBeNull();
    expect(parsePayslipCard({ ...data, payslipId: '9' })).toBeNull();
    expect(parsePayslipCard({ ...data, runId: -1 })).toBeNull();
  });
});
