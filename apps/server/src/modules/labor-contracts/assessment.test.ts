import { describe, expect, it } from 'vitest';
import { assessContract } from './assessment.ts';
import type { ContractTerm } from './rules.ts';

// docs/product/labor-contracts.md, "Rules": the refusals and warnings one contract gets at once.

const contract = (over: Partial<ContractTerm>): ContractTerm => ({
  contractType: 1,
  signKind: 1,
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  probationMonths: 0,
  status: 1,
  terminatedOn: null,
  ...over,
});
const fieldsOf = (c: ContractTerm, others: ContractTerm[] | null = []) =>
  assessContract(c, others && { others, entryDate: null }).problems.map((p) => [p.field, p.key]);

describe('assessContract', () => {
  it('needs an end date for a fixed term, none for an open-ended one, and the end after the start', () => {
    expect(fieldsOf(contract({ endDate: null }))).toEqual([['endDate', 'laborContracts.endRequired']]);
    expect(fieldsOf(contract({ contractType: 2 }))).toEqual([['endDate', 'laborContracts.endNotAllowed']]);
    expect(fieldsOf(contract({ endDate: '2026-01-01' }))).toEqual([
      ['endDate', 'laborContracts.endBeforeStart'],
    ]);
    expect(fieldsOf(contract({ contractType: 3, endDate: null }))).toEqual([]);
  });

  it('refuses a probation longer than the term allows, naming the sentence of art. 19', () => {
    // One year (2026-01-01 to 2026-12-31) allows two months: three is refused.
    const assessed = assessContract(contract({ probationMonths: 3 }), null);
    expect(assessed.probation).toEqual({ maxMonths: 2, rule: 'underThreeYears' });
    expect(assessed.problems).toEqual([
      { field: 'probationMonths', key: 'laborContracts.probation.underThreeYears' },
    ]);
    expect(fieldsOf(contract({ probationMonths: 2 }))).toEqual([]);
    expect(fieldsOf(contract({ contractType: 3, endDate: null, probationMonths: 1 }))).toEqual([
      ['probationMonths', 'laborContracts.probation.task'],
    ]);
  });

  it('refuses an overlap with another contract of the employment, naming it', () => {
    const other = contract({ id: 7, contractNo: 'HT-7', startDate: '2025-07-01', endDate: '2026-06-30' });
    const [problem] = assessContract(contract({}), { others: [other], entryDate: null }).problems;
    expect(problem).toEqual({
      field: 'startDate',
      key: 'laborContracts.overlap',
      params: { contractNo: 'HT-7', startDate: '2025-07-01', endDate: '2026-06-30' },
    });
  });

  it('counts the third consecutive fixed term and warns, without refusing', () => {
    const others = [
      contract({ id: 1, startDate: '2020-01-01', endDate: '2022-12-31', probationMonths: 2 }),
      contract({ id: 2, startDate: '2023-01-01', endDate: '2025-12-31', signKind: 2 }),
    ];
    const assessed = assessContract(contract({ signKind: 2 }), { others, entryDate: '2019-10-08' });
    expect(assessed).toMatchObject({ problems: [], signingSeq: 3, warnings: ['thirdFixedTerm'] });
  });

  it('leaves the employment rules out until the employee is known', () => {
    expect(assessContract(contract({}), null)).toMatchObject({ signingSeq: null, warnings: [] });
  });
});
