import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type ApprovalForm, ATTENDANCE_APPROVAL_FORMS } from '@renli/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpTenants } from '../../../core/resources/test-fixtures.ts';
import { migrationsDir } from '../../../paths.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { approvalTemplates, approvalTemplateVersions } from '../../approval/schema.ts';
import { attendanceLeaveTypes } from '../schema.ts';
import { DEFAULT_LEAVE_TYPES } from './leave-types.ts';

// The built-in 请假, 加班, 补卡 and 出差 templates carry the forms attendance requests fill, and every
// company has the statutory leave types (docs/product/attendance.md, "Leave, overtime, 补卡 and
// trips"): new companies from builtin.ts and company.created, existing ones from migration 0035,
// which must write the same.

const MIGRATION = join(migrationsDir, '0035_attendance_builtin_forms.sql');
const TYPES = Object.keys(ATTENDANCE_APPROVAL_FORMS) as (keyof typeof ATTENDANCE_APPROVAL_FORMS)[];

let t: TestApp;
let compId: number;
beforeAll(async () => {
  t = await createTestApp();
  compId = (await setUpTenants(t)).a.compId;
});
afterAll(() => t.close());

const templateOf = async (type: string) =>
  (
    await t.deps.db
      .select()
      .from(approvalTemplates)
      .where(and(eq(approvalTemplates.compId, compId), eq(approvalTemplates.type, type)))
  )[0]!;
const versionsOf = (templateId: number) =>
  t.deps.db
    .select()
    .from(approvalTemplateVersions)
    .where(eq(approvalTemplateVersions.templateId, templateId))
    .orderBy(approvalTemplateVersions.number);

describe('the attendance templates’ forms', () => {
  it('are the forms a new company’s built-in templates start with', async () => {
    for (const type of TYPES) {
      const template = await templateOf(type);
      const [version] = await versionsOf(template.id);
      expect([template.form, version!.form]).toEqual([
        ATTENDANCE_APPROVAL_FORMS[type],
        ATTENDANCE_APPROVAL_FORMS[type],
      ]);
    }
  });

  it('are given, with the leave types, to an existing company as a new version of its templates', async () => {
    const old: ApprovalForm = {
      fields: [{ key: 'reason', kind: 'textarea', label: '请假事由', required: true, maxLength: 500 }],
    };
    for (const type of TYPES) {
      const template = await templateOf(type);
      await t.deps.db
        .update(approvalTemplates)
        .set({ form: old })
        .where(eq(approvalTemplates.id, template.id));
      await t.deps.db
        .update(approvalTemplateVersions)
        .set({ form: old })
        .where(eq(approvalTemplateVersions.id, template.currentVersionId!));
    }
    // A company from before attendance: no leave types yet.
    await t.deps.db.delete(attendanceLeaveTypes).where(eq(attendanceLeaveTypes.compId, compId));
    const statements = (await readFile(MIGRATION, 'utf8')).split('--> statement-breakpoint');
    for (const statement of statements) await t.deps.db.execute(sql.raw(statement));

    for (const type of TYPES) {
      const template = await templateOf(type);
      const versions = await versionsOf(template.id);
      expect(versions.map((v) => [v.number, v.form])).toEqual([
        [1, old],
        [2, ATTENDANCE_APPROVAL_FORMS[type]],
      ]);
      // The flow is the one the company had.
      expect(versions[1]!.flow).toEqual(versions[0]!.flow);
      expect(template).toMatchObject({
        currentVersionId: versions[1]!.id,
        versionCount: 2,
        form: ATTENDANCE_APPROVAL_FORMS[type],
      });
    }
    const seeded = await t.deps.db
      .select()
      .from(attendanceLeaveTypes)
      .where(eq(attendanceLeaveTypes.compId, compId))
      .orderBy(attendanceLeaveTypes.sort);
    expect(
      seeded.map(({ name, kind, unit, paid, workdaysOnly, balanceRule, yearlyQuota, sort }) => ({
        name,
        kind,
        unit,
        paid,
        workdaysOnly,
        balanceRule,
        yearlyQuota,
        sort,
      })),
    ).toEqual(DEFAULT_LEAVE_TYPES);
  });
});
