import type { CompanyActor, UserAuth } from '../../core/actor.ts';
import { forbidden } from '../../core/http/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import { resolveCompanyActor } from '../org/actor.ts';
import { requireColumn } from '../permissions/access.ts';
import { activeStaffOfUser } from '../staff/records.ts';
import { diaryMessages as m } from './messages.ts';

// Who may do what with work reports (docs/product/oa-diary.md, "Who sees what").

/** An OA administrator (`update` on the 办公 column): templates and reminder rules. */
export async function oaAdmin(db: DbOrTx, auth: UserAuth): Promise<CompanyActor> {
  const actor = await resolveCompanyActor(db, auth);
  await requireColumn(db, actor, 'oa', 'update');
  return actor;
}

/** A writer or reader of reports: an active staff member of the company, with their department. */
export async function diaryMember(db: DbOrTx, auth: UserAuth) {
  const actor = await resolveCompanyActor(db, auth);
  const staff = actor.staffId === null ? undefined : await activeStaffOfUser(db, actor.compId, actor.userId);
  if (!staff) throw forbidden(m['diary.notStaff']);
  return { ...actor, deptId: staff.deptId };
}
export type DiaryMember = Awaited<ReturnType<typeof diaryMember>>;
