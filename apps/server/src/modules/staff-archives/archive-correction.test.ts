import { describe, expect, it } from 'vitest';
import { correctedFacts } from './archive-correction.ts';

const archive = { workLocation: '杭州', clientCompany: null, salaryGrade: 'P5' };

describe('job corrections', () => {
  it('keeps only the facts named and different from those in effect', () => {
    expect(correctedFacts({ id: 1, version: 1, workLocation: '上海', salaryGrade: 'P5' }, archive)).toEqual({
      workLocation: '上海',
    });
    expect(correctedFacts({ id: 1, version: 1, clientCompany: '浙江华联商厦有限公司' }, archive)).toEqual({
      clientCompany: '浙江华联商厦有限公司',
    });
  });

  it('reads an emptied fact as none, and an unnamed one as unchanged', () => {
    expect(correctedFacts({ id: 1, version: 1, workLocation: '', clientCompany: null }, archive)).toEqual({
      workLocation: null,
    });
    expect(correctedFacts({ id: 1, version: 1 }, archive)).toEqual({});
  });
});
