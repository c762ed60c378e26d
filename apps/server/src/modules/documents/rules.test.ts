import { DOC_SPACE_KIND } from '@renli/contracts';
import { describe, expect, it } from 'vitest';
import { departmentChain } from './access.ts';
import {
  effectiveAccess,
  type GrantLevel,
  nameProblem,
  type SpaceRef,
  snippetOf,
  type Who,
} from './rules.ts';

describe('nameProblem', () => {
  it.each([
    ['季度报告', null],
    ['  预算 2026.xlsx ', null],
    ['', 'documents.name.empty'],
    ['   ', 'documents.name.empty'],
    ['a'.repeat(101), 'documents.name.tooLong'],
    ['a'.repeat(100), null],
    ['合同/草稿', 'documents.name.forbidden'],
    ['a\\b', 'documents.name.forbidden'],
    ['时间:10点', 'documents.name.forbidden'],
    ['重要*', 'documents.name.forbidden'],
    ['为什么?', 'documents.name.forbidden'],
    ['"引号"', 'documents.name.forbidden'],
    ['<标题>', 'documents.name.forbidden'],
    ['a|b', 'documents.name.forbidden'],
    ['..', 'documents.name.dots'],
  ])('%j → %s', (name, problem) => {
    expect(nameProblem(name)).toBe(problem);
  });
});

// The worked tree: 总经办 (1) › 技术部 (2) › 前端组 (3); 销售部 (4) beside 技术部.
const departments = [
  { id: 1, parentId: null, name: '总经办' },
  { id: 2, parentId: 1, name: '技术部' },
  { id: 3, parentId: 2, name: '前端组' },
  { id: 4, parentId: 1, name: '销售部' },
];
const who = (userId: number, deptId: number | null, oaAdmin = false): Who => ({
  userId,
  deptChain: departmentChain(departments, deptId),
  oaAdmin,
});
const frontEnd = who(10, 3); // 前端组
const tech = who(11, 2); // 技术部
const sales = who(12, 4); // 销售部
const admin = who(13, 4, true); // an OA admin in 销售部
const level = (grants: GrantLevel['grants'] = [], inherit = true): GrantLevel => ({ inherit, grants });
const space = (kind: number, extra: Partial<SpaceRef> = {}): SpaceRef => ({
  kind,
  deptId: null,
  ownerUserId: null,
  inherit: true,
  grants: [],
  ...extra,
});
const companySpace = space(DOC_SPACE_KIND.company);
const techSpace = space(DOC_SPACE_KIND.department, { deptId: 2 });

describe('departmentChain', () => {
  it('walks up from a department and stops at a loop', () => {
    expect(departmentChain(departments, 3)).toEqual([3, 2, 1]);
    expect(departmentChain(departments, null)).toEqual([]);
    expect(
      departmentChain(
        [
          { id: 1, parentId: 2, name: 'a' },
          { id: 2, parentId: 1, name: 'b' },
        ],
        1,
      ),
    ).toEqual([1, 2]);
  });
});

describe('effectiveAccess', () => {
  it('the company space: everyone views, OA admins edit', () => {
    expect(effectiveAccess(frontEnd, [], companySpace)).toBe('view');
    expect(effectiveAccess(admin, [], companySpace)).toBe('edit');
  });

  it("a department's space: its members and sub-departments' edit, others see nothing", () => {
    expect(effectiveAccess(tech, [], techSpace)).toBe('edit');
    expect(effectiveAccess(frontEnd, [], techSpace)).toBe('edit');
    expect(effectiveAccess(sales, [], techSpace)).toBeNull();
    // OA admins manage the company space only.
    expect(effectiveAccess(admin, [], techSpace)).toBeNull();
  });

  it('我的文档 is its owner’s alone, whatever is granted below', () => {
    const mine = space(DOC_SPACE_KIND.personal, { ownerUserId: 10 });
    expect(effectiveAccess(frontEnd, [level()], mine)).toBe('edit');
    expect(effectiveAccess(tech, [level()], mine)).toBeNull();
    expect(effectiveAccess(frontEnd, [level([], false)], mine)).toBe('edit');
    // Shared with 技术部 to view: its members view that folder.
    expect(effectiveAccess(tech, [level([{ subjectType: 'dept', subjectId: 2, level: 'view' }])], mine)).toBe(
      'view',
    );
  });

  it('a grant on a folder reaches the folders and files below it, and sub-departments', () => {
    // 技术部's space › 共享 (grants 销售部 view) › 方案 › 报价.pdf
    const shared = level([{ subjectType: 'dept', subjectId: 4, level: 'view' }]);
    const chain = [level(), level(), shared];
    expect(effectiveAccess(sales, chain, techSpace)).toBe('view');
    expect(effectiveAccess(admin, chain, techSpace)).toBe('view'); // admin is in 销售部
    expect(effectiveAccess(frontEnd, chain, techSpace)).toBe('edit'); // the space's default still holds
    // A grant to 总经办 reaches 前端组 two levels below it.
    const top = level([{ subjectType: 'dept', subjectId: 1, level: 'view' }]);
    expect(effectiveAccess(frontEnd, [top], space(DOC_SPACE_KIND.department, { deptId: 4 }))).toBe('view');
  });

  it('the nearest grant naming the caller wins, even when weaker', () => {
    // 技术部 edits by default; 薪资 says 技术部 view, 张三 (10) edit.
    const salary = level([
      { subjectType: 'dept', subjectId: 2, level: 'view' },
      { subjectType: 'user', subjectId: 10, level: 'edit' },
    ]);
    expect(effectiveAccess(tech, [level(), salary], techSpace)).toBe('view');
    expect(effectiveAccess(frontEnd, [level(), salary], techSpace)).toBe('edit');
  });

  it('an item that does not inherit shows only to its own grants (and the floor)', () => {
    const closed = level([{ subjectType: 'user', subjectId: 11, level: 'edit' }], false);
    expect(effectiveAccess(tech, [closed], techSpace)).toBe('edit');
    expect(effectiveAccess(frontEnd, [closed], techSpace)).toBeNull();
    expect(effectiveAccess(frontEnd, [level(), closed], techSpace)).toBeNull();
    // In the company space the OA admins still edit it; plain staff no longer view it.
    expect(effectiveAccess(admin, [closed], companySpace)).toBe('edit');
    expect(effectiveAccess(sales, [closed], companySpace)).toBeNull();
  });

  it("a space's own grants come before its defaults; turned off, only they count", () => {
    const granted = space(DOC_SPACE_KIND.department, {
      deptId: 2,
      grants: [{ subjectType: 'user', subjectId: 12, level: 'edit' }],
    });
    expect(effectiveAccess(sales, [], granted)).toBe('edit');
    expect(effectiveAccess(tech, [], granted)).toBe('edit');
    expect(effectiveAccess(tech, [], { ...granted, inherit: false })).toBeNull();
    const quiet = { ...companySpace, inherit: false };
    expect(effectiveAccess(frontEnd, [], quiet)).toBeNull();
    expect(effectiveAccess(admin, [], quiet)).toBe('edit');
  });
});

describe('snippetOf', () => {
  it('cuts around the first match, case-insensitively, with ellipses', () => {
    const text = `${'前'.repeat(100)}年假规定：入职满一年享有五天带薪年假${'后'.repeat(100)}`;
    const snippet = snippetOf(text, '年假规定', 20);
    expect(snippet).toBe(`…${'前'.repeat(8)}年假规定：入职满一年享有…`);
    expect(snippetOf('Hotel ALLOWANCE 450', 'allowance', 120)).toBe('Hotel ALLOWANCE 450');
    expect(snippetOf('nothing here', '预算')).toBe('');
  });
});
