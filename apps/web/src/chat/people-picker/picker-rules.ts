import type { Friend, Profile } from '@renli/chat-sdk/browser';
import type { CompanyAccount, StaffEntry } from '@renli/contracts';
import type { TransferItem } from '../dialogs/forward/types.ts';

/**
 * Someone the people picker offers or has picked (docs/chat-ui.md, "People picker"): a transfer item
 * of their single chat, so the forward panel's selection rules apply (decision 56).
 */
export interface Person extends TransferItem {
  userID: string;
  /** Under the name: department and position for colleagues, the ID for others. */
  detail: string;
}

const personOf = (userID: string, name: string, avatar: string, detail: string): Person => ({
  userID,
  conversationID: `C2C${userID}`,
  nick: name,
  avatar,
  detail,
});

/** What the org tree needs of a department. */
export interface DepartmentNode {
  id: number;
  name: string;
  parentId: number | null;
}

/** A colleague from the address book: their login is their chat account. */
export const colleagueOf = (staff: StaffEntry): Person =>
  personOf(
    String(staff.userId),
    staff.staffName,
    staff.staffPhotoWebAddr ?? '',
    [staff.deptName, staff.position].filter(Boolean).join(' · '),
  );

/**
 * The company account (no staff record): its display name, and under it what it is (`label`, e.g.
 * 企业账号) with the contact person when that name differs.
 */
export const companyAccountOf = (account: NonNullable<CompanyAccount['account']>, label: string): Person =>
  personOf(
    String(account.userId),
    account.name,
    account.avatar ?? '',
    [label, account.contactName].filter(Boolean).join(' · '),
  );

/** A friend: remark first, then nickname, then ID. */
export const friendOf = (friend: Friend): Person =>
  personOf(
    friend.userID,
    friend.remark || friend.profile.nick || friend.userID,
    friend.profile.avatar,
    friend.userID,
  );

/** A user found by their exact ID. */
export const profileOf = (profile: Profile): Person =>
  personOf(profile.userID, profile.nick || profile.userID, profile.avatar, profile.userID);

/**
 * The departments directly under `parentId` (null: the top level), in the given order. A department
 * whose parent is not in the list (removed, or beyond the page read) shows at the top level.
 */
export function childDepartments(all: readonly DepartmentNode[], parentId: number | null): DepartmentNode[] {
  const known = new Set(all.map((d) => d.id));
  const parentOf = (d: DepartmentNode) => (d.parentId !== null && known.has(d.parentId) ? d.parentId : null);
  return all.filter((d) => parentOf(d) === parentId);
}

/** The departments from the top down to `id` (the breadcrumb); a loop in the data stops it. */
export function departmentPath(all: readonly DepartmentNode[], id: number | null): DepartmentNode[] {
  const byId = new Map(all.map((d) => [d.id, d]));
  const path: DepartmentNode[] = [];
  for (let at = id === null ? undefined : byId.get(id); at && !path.includes(at); ) {
    path.unshift(at);
    at = at.parentId === null ? undefined : byId.get(at.parentId);
  }
  return path;
}

/** Friends whose name, remark or ID contains the text (case ignored). */
export function matchFriends(friends: readonly Person[], text: string): Person[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  return friends.filter((f) => f.nick.toLowerCase().includes(needle) || f.userID.toLowerCase() === needle);
}

/** Each person once, the first occurrence kept (colleagues before friends). */
export function uniquePeople(...lists: readonly (readonly Person[])[]): Person[] {
  const seen = new Set<string>();
  return lists.flat().filter((p) => !seen.has(p.userID) && seen.add(p.userID));
}

/** A list as the picker shows it: without the caller, the `locked` (a group's members) disabled. */
export function presentPeople(people: readonly Person[], me: string, locked: ReadonlySet<string>): Person[] {
  return people
    .filter((p) => p.userID !== me)
    .map((p) => (locked.has(p.userID) ? { ...p, isDisabled: true } : p));
}

/** Group names are 20 characters at most (docs/chat.md). */
const GROUP_NAME_MAX = 20;

/**
 * A new group's name from its members, as WeCom does: the first three names joined by '、' ("张伟、
 * 刘芳、陈静"), cut to 20 characters; empty without members.
 */
export function defaultGroupName(names: readonly string[]): string {
  return [...names.slice(0, 3).join('、')].slice(0, GROUP_NAME_MAX).join('');
}
