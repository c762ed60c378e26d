-- 请假, 加班, 补卡 and 出差 are asked for in attendance (docs/product/attendance.md, "Leave, overtime,
-- 补卡 and trips"), whose requests send their approvals values keyed by these forms (the contracts'
-- ATTENDANCE_APPROVAL_FORMS; leave-forms.test.ts keeps the two equal). Existing companies' templates
-- of the four types get them as a new published version with the flow they have, so instances keep
-- the version and form they started on, and as the draft the designer edits next.
CREATE TEMPORARY TABLE "attendance_builtin_forms" ("type" text PRIMARY KEY, "form" jsonb NOT NULL);
--> statement-breakpoint
INSERT INTO "attendance_builtin_forms" ("type", "form") VALUES
  ('leave', '{"fields":[{"key":"leaveType","kind":"text","label":"假期类型","required":true,"maxLength":200},{"key":"period","kind":"text","label":"请假时间","required":true,"maxLength":200},{"key":"days","kind":"number","label":"请假天数","required":false,"precision":2,"unit":"天"},{"key":"hours","kind":"number","label":"请假小时数","required":false,"precision":2,"unit":"小时"},{"key":"staffName","kind":"text","label":"员工","required":true,"maxLength":200},{"key":"reason","kind":"textarea","label":"请假事由","required":true,"maxLength":500}]}'::jsonb),
  ('overtime', '{"fields":[{"key":"period","kind":"text","label":"加班时间","required":true,"maxLength":200},{"key":"hours","kind":"number","label":"加班时长","required":false,"precision":2,"unit":"小时"},{"key":"dayType","kind":"text","label":"日期类型","required":true,"maxLength":200},{"key":"compensation","kind":"text","label":"补偿方式","required":true,"maxLength":200},{"key":"staffName","kind":"text","label":"员工","required":true,"maxLength":200},{"key":"reason","kind":"textarea","label":"加班原因","required":true,"maxLength":500}]}'::jsonb),
  ('missedPunch', '{"fields":[{"key":"punchTime","kind":"text","label":"补卡时间","required":true,"maxLength":200},{"key":"day","kind":"text","label":"考勤日期","required":true,"maxLength":200},{"key":"cause","kind":"text","label":"缺卡原因","required":true,"maxLength":200},{"key":"staffName","kind":"text","label":"员工","required":true,"maxLength":200},{"key":"reason","kind":"textarea","label":"说明","required":false,"maxLength":500}]}'::jsonb),
  ('trip', '{"fields":[{"key":"destination","kind":"text","label":"出差地点","required":true,"maxLength":200},{"key":"period","kind":"text","label":"出差时间","required":true,"maxLength":200},{"key":"days","kind":"number","label":"出差天数","required":false,"precision":2,"unit":"天"},{"key":"staffName","kind":"text","label":"员工","required":true,"maxLength":200},{"key":"reason","kind":"textarea","label":"出差事由","required":true,"maxLength":500}]}'::jsonb);
--> statement-breakpoint
INSERT INTO "approval_template_versions" ("template_id", "number", "form", "flow")
SELECT t."id", t."version_count" + 1, f."form", v."flow"
FROM "approval_templates" t
JOIN "attendance_builtin_forms" f ON f."type" = t."type"
JOIN "approval_template_versions" v ON v."id" = t."current_version_id";
--> statement-breakpoint
UPDATE "approval_templates" t SET
  "form" = f."form",
  "current_version_id" = v."id",
  "version_count" = v."number",
  "version" = t."version" + 1,
  "updated_at" = now()
FROM "approval_template_versions" v, "attendance_builtin_forms" f
WHERE f."type" = t."type" AND v."template_id" = t."id" AND v."number" = t."version_count" + 1;
--> statement-breakpoint
-- Never published: only the draft.
UPDATE "approval_templates" t SET "form" = f."form", "version" = t."version" + 1, "updated_at" = now()
FROM "attendance_builtin_forms" f
WHERE f."type" = t."type" AND t."current_version_id" IS NULL;
--> statement-breakpoint
DROP TABLE "attendance_builtin_forms";
--> statement-breakpoint
-- Every company starts with the statutory leave types (docs/product/attendance.md, "Leave types";
-- new companies get them on \`company.created\` from leave-types.ts DEFAULT_LEAVE_TYPES, which
-- builtin-forms.int.test.ts keeps equal to these).
INSERT INTO "attendance_leave_types" ("comp_id", "name", "kind", "unit", "paid", "workdays_only", "balance_rule", "sort")
SELECT c."id", d."name", d."kind", d."unit", d."paid", d."workdays_only", d."balance_rule", d."sort"
FROM "companies" c
CROSS JOIN (VALUES
    ('年假', 'annual', 'halfDay', true, true, 'annual', 10),
    ('事假', 'personal', 'halfDay', false, true, 'none', 20),
    ('病假', 'sick', 'halfDay', true, true, 'none', 30),
    ('调休', 'compensatory', 'hour', true, true, 'compensatory', 40),
    ('婚假', 'marriage', 'day', true, true, 'none', 50),
    ('产假', 'maternity', 'day', true, false, 'none', 60),
    ('陪产假', 'paternity', 'day', true, false, 'none', 70),
    ('丧假', 'bereavement', 'day', true, true, 'none', 80)
) AS d ("name", "kind", "unit", "paid", "workdays_only", "balance_rule", "sort")
WHERE NOT EXISTS (SELECT 1 FROM "attendance_leave_types" t WHERE t."comp_id" = c."id")
ON CONFLICT DO NOTHING;
