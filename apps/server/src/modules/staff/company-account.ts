import type { CompanyAccount, CompanyAccountQuery } from '@renli/contracts';
import type { UserAuth } from '../../core/actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { findUserContacts, findUserProfiles } from '../auth/profiles.ts';
import { companyAccountOf } from '../company/service.ts';
import { resolveCompanyActor } from '../org/actor.ts';
import { isPinyinQuery, matchesPinyin } from './pinyin.ts';

/** Whether a search text names the account: contained in a name or the mobile, or a name's pinyin. */
export function namesAccount(
  text: string,
  account: { names: readonly string[]; mobile: string | null },
): boolean {
  const wanted = text.trim().toLowerCase();
  if (wanted === '') return true;
  if (account.names.some((name) => name.toLowerCase().includes(wanted))) return true;
  if (account.mobile?.includes(wanted)) return true;
  return isPinyinQuery(wanted) && account.names.some((name) => matchesPinyin(name, wanted));
}

/**
 * `getCompanyAccount` (docs/product/staff.md): the company's own login has no staff record, so the
 * address book does not list it; colleagues still find it in the chat's people picker, at the top of
 * the org tree and by its display name or the company's contact person (pinyin too). Only the
 * caller's company's account is ever answered (the session's company).
 */
export async function findCompanyAccount(
  db: DbOrTx,
  auth: UserAuth,
  query: CompanyAccountQuery,
): Promise<CompanyAccount> {
  const actor = await resolveCompanyActor(db, auth);
  const company = await companyAccountOf(db, actor.compId);
  if (!company) return { account: null };
  const [[profile], contacts] = await Promise.all([
    findUserProfiles(db, [company.ownerUserId]),
    findUserContacts(db, [company.ownerUserId]),
  ]);
  if (!profile) return { account: null };
  const contactName = company.contactName?.trim() || null;
  const names = [profile.userName, contactName].filter((name): name is string => Boolean(name));
  const mobile = contacts.get(company.ownerUserId)?.mobile ?? null;
  if (!namesAccount(query.searchText ?? '', { names, mobile })) return { account: null };
  return {
    account: {
      userId: company.ownerUserId,
      name: profile.userName,
      contactName: contactName === profile.userName ? null : contactName,
      avatar: profile.userFace || null,
    },
  };
}
