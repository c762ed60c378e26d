import { describe, expect, it } from 'vitest';
import { identityChange } from './archive-identity.ts';

const TODAY = '2026-03-15';
// 11010519491231002X: born 1949-12-31, sequence 002 (even: a woman), check character X.
const WOMAN = '11010519491231002X';
// 440101199001011233: born 1990-01-01, sequence 123 (odd: a man); its check character is 3.
const MAN = '440101199001011233';

const keys = (r: ReturnType<typeof identityChange>) => r.problems.map((p) => `${p.field}:${p.key}`);

describe('identity changes', () => {
  it('sets the birth date and sex a valid number states, upper-casing its x', () => {
    const result = identityChange({ idNumber: '11010519491231002x' }, null, TODAY);
    expect(result.problems).toEqual([]);
    expect(result.columns).toEqual({ idNumber: WOMAN, birthDate: '1949-12-31', sex: 2 });
    expect(identityChange({ idNumber: MAN }, null, TODAY).columns).toMatchObject({
      birthDate: '1990-01-01',
      sex: 1,
    });
  });

  it('names what is wrong with an invalid number in Chinese-first message keys', () => {
    expect(keys(identityChange({ idNumber: '4401011990010112' }, null, TODAY))).toEqual([
      'idNumber:staffArchive.idNumber.shape',
    ]);
    // 1990-02-30 is no day.
    expect(keys(identityChange({ idNumber: '440101199002301233' }, null, TODAY))).toEqual([
      'idNumber:staffArchive.idNumber.birthDate',
    ]);
    // Born after today.
    expect(keys(identityChange({ idNumber: '440101202701011233' }, null, TODAY))).toEqual([
      'idNumber:staffArchive.idNumber.birthDate',
    ]);
    expect(keys(identityChange({ idNumber: '440101199001011234' }, null, TODAY))).toEqual([
      'idNumber:staffArchive.idNumber.checkDigit',
    ]);
  });

  it('refuses a typed birth date or sex the number contradicts, new or on record', () => {
    expect(keys(identityChange({ idNumber: MAN, birthDate: '1990-01-02', sex: 2 }, null, TODAY))).toEqual([
      'birthDate:staffArchive.birthDate.mismatch',
      'sex:staffArchive.sex.mismatch',
    ]);
    expect(keys(identityChange({ sex: 2 }, MAN, TODAY))).toEqual(['sex:staffArchive.sex.mismatch']);
    expect(identityChange({ idNumber: MAN, birthDate: '1990-01-01', sex: 1 }, null, TODAY).problems).toEqual(
      [],
    );
  });

  it('takes birth date and sex as typed without a number, but not a birth date after today', () => {
    expect(identityChange({ birthDate: '1988-05-05', sex: 2 }, null, TODAY)).toEqual({
      columns: { birthDate: '1988-05-05', sex: 2 },
      problems: [],
    });
    expect(keys(identityChange({ birthDate: '2026-03-16' }, null, TODAY))).toEqual([
      'birthDate:staffArchive.birthDate.future',
    ]);
  });

  it('clears the number without touching what it stated', () => {
    expect(identityChange({ idNumber: null }, MAN, TODAY)).toEqual({
      columns: { idNumber: null },
      problems: [],
    });
    expect(identityChange({ idNumber: '' }, MAN, TODAY).columns).toEqual({ idNumber: null });
  });
});
