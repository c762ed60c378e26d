import { describe, expect, it } from 'vitest';
import { factsOfIdNumber, formPathOf, toArchiveInfo } from './info-values.ts';

describe('the registration form values', () => {
  it('sends emptied fields as null and leaves out rows left blank', () => {
    expect(
      toArchiveInfo({
        nationality: '中国',
        ethnicity: '',
        personalEmail: '  ',
        emergencyContacts: [
          { name: '李强', relation: '父亲', phone: '13900000000' },
          { name: '', relation: undefined, phone: '' },
        ],
        education: [{ school: '浙江大学', major: '', level: 4, fullTime: true }, { fullTime: false }],
      }),
    ).toEqual({
      nationality: '中国',
      ethnicity: null,
      personalEmail: null,
      emergencyContacts: [{ name: '李强', relation: '父亲', phone: '13900000000' }],
      education: [{ school: '浙江大学', major: null, level: 4, fullTime: true }],
      workHistory: [],
      documents: [],
    });
  });

  it('reads birth date and sex from a valid identity number only', () => {
    expect(factsOfIdNumber('11010519491231002X', '2026-11-25')).toEqual({ birthDate: '1949-12-31', sex: 2 });
    expect(factsOfIdNumber('440300199003071234', '2026-11-25')).toEqual({ birthDate: '1990-03-07', sex: 1 });
    expect(factsOfIdNumber('4403001990030712', '2026-11-25')).toBeNull();
    expect(factsOfIdNumber('440300199003071235', '2026-11-25')).toBeNull();
    expect(factsOfIdNumber(undefined, '2026-11-25')).toBeNull();
  });

  it("maps the server's field names onto the form's paths", () => {
    expect(formPathOf('info.idNumber')).toEqual(['idNumber']);
    expect(formPathOf('info.education.0.school')).toEqual(['education', 0, 'school']);
  });
});
