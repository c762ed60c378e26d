import type { CompanyActor, UserAuth } from '../../core/actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { companiesByIds } from '../company/service.ts';
import { resolveCompanyActor } from '../org/actor.ts';
import { effectiveColumns } from '../permissions/access.ts';
import { currentStaffIdsOf, staffCardsOf } from '../staff/cards.ts';

// Who does what with announcements (docs/product/oa-notice.md, "Who does what"): OA administrators
// (`update` on the 办公 column) keep the categories, publish directly and manage every announcement
// of the company; every staff member drafts, publishes through 公告发布审批 and manages their own;
// an announcement's audience reads and comments on it. Anything else answers 404.

export interface NoticeActor extends CompanyActor {
  isAdmin: boolean;
}

/** The caller as a person of the company, and whether they are an OA administrator. */
export async function noticeActor(db: DbOrTx, auth: UserAuth): Promise<NoticeActor> {
  const actor = await resolveCompanyActor(db, auth);
  const { columns } = await effectiveColumns(db, actor);
  return { ...actor, isAdmin: columns.oa === 'update' };
}

export interface CompanyPerson {
  staffId: number;
  userId: number;
  staffName: string;
  deptId: number | null;
  deptName: string | null;
}

/** The company's active staff with their department (audience resolution). */
export async function companyPeople(db: DbOrTx, compId: number): Promise<CompanyPerson[]> {
  const ids = await currentStaffIdsOf(db, compId);
  const cards = await staffCardsOf(db, compId, ids);
  return ids.flatMap((id) => {
    const card = cards.get(id);
    return card
      ? [
          {
            staffId: id,
            userId: card.userId,
            staffName: card.staffName,
            deptId: card.deptId,
            deptName: card.deptName,
          },
        ]
      : [];
  });
}

/** The name an announcement shows as its publisher: the staff name, or the company's for its account. */
export async function authorNameOf(db: DbOrTx, actor: CompanyActor): Promise<string> {
  if (actor.staffId !== null) {
    const card = (await staffCardsOf(db, actor.compId, [actor.staffId])).get(actor.staffId);
    if (card) return card.staffName;
  }
  return (await companiesByIds(db, [actor.compId])).get(actor.compId)?.compName ?? '';
}
