import type { ReviewedChanges } from '@renli/contracts';
import { describe, expect, it } from 'vitest';
import { reviewedDifference, reviewRequest } from './archive-request-rules.ts';

const TODAY = '2026-03-15';
const CURRENT: ReviewedChanges = {
  idNumber: '440101199001011233',
  sex: 1,
  birthDate: '1990-01-01',
  bankName: '招商银行',
  bankAccount: '6225880123456789',
};

describe('requests to change reviewed fields', () => {
  it('keeps only the values that differ, as they would be stored', () => {
    expect(
      reviewedDifference({ bankName: ' 招商银行 ', bankAccount: '6225880000000001', idNumber: '' }, CURRENT),
    ).toEqual({ bankAccount: '6225880000000001', idNumber: null });
  });

  it('brings the birth date and sex of a new identity number, leaving out what is on record already', () => {
    // 11010519491231002X: a woman born 1949-12-31.
    const result = reviewRequest({ idNumber: '11010519491231002x' }, CURRENT, TODAY);
    expect(result).toEqual({
      changes: { idNumber: '11010519491231002X', birthDate: '1949-12-31', sex: 2 },
      refusal: null,
      problems: [],
    });
    // Same sex as on record: only the number and the birth date change.
    // 440101199202021235: a man born 1992-02-02 (check character 5).
    expect(reviewRequest({ idNumber: '440101199202021235' }, CURRENT, TODAY).changes).toEqual({
      idNumber: '440101199202021235',
      birthDate: '1992-02-02',
    });
  });

  it('refuses a request naming nothing, or nothing new', () => {
    expect(reviewRequest({}, CURRENT, TODAY).refusal).toBe('empty');
    expect(reviewRequest({ bankName: '招商银行', sex: 1 }, CURRENT, TODAY).refusal).toBe('unchanged');
  });

  it('applies the identity rules to what is asked', () => {
    expect(reviewRequest({ idNumber: '440101199001011234' }, CURRENT, TODAY).problems).toEqual([
      { field: 'idNumber', key: 'staffArchive.idNumber.checkDigit' },
    ]);
    expect(reviewRequest({ sex: 2 }, CURRENT, TODAY).problems).toEqual([
      { field: 'sex', key: 'staffArchive.sex.mismatch' },
    ]);
  });
});
