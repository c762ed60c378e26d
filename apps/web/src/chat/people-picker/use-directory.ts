import { departmentResource, STAFF_SEARCH_MAX } from '@renli/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceApi } from '../../components/resource/api.ts';
import { findCompanyAccount, searchStaff } from '../../lib/staff-search.ts';
import { requireChat } from '../session/chat-client.ts';
import {
  colleagueOf,
  companyAccountOf,
  type DepartmentNode,
  friendOf,
  type Person,
  profileOf,
  uniquePeople,
} from './picker-rules.ts';

/** The largest page the address book and the department list answer. */
const PAGE = 100;
/** What a chat user ID can look like: one word of at most 64 characters. */
const USER_ID = /^\S{1,64}$/;

/**
 * Runs `load` when `key` (its inputs) changes and keeps its answer, undefined until it comes; an
 * answer that arrives after the key changed again (or the picker closed) is dropped. A failure reads
 * as `fallback`; the HTTP client has said what went wrong, unless the search asked it to be silent.
 */
function useLoaded<T>(load: (() => Promise<T>) | null, fallback: T, key: string): T | undefined {
  const [state, setState] = useState<{ key: string; value: T } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is new on every render; `key` names its inputs (and whether it runs).
  useEffect(() => {
    if (!load) return;
    let live = true;
    load().then(
      (value) => live && setState({ key, value }),
      () => live && setState({ key, value: fallback }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return state?.key === key ? state.value : undefined;
}

/** The company's departments, for the org tree. */
export function useDepartments(inCompany: boolean): DepartmentNode[] | undefined {
  const load = async () => {
    const page = await resourceApi(departmentResource).list({
      pageNum: 1,
      pageSize: PAGE,
      sortField: 'sort',
      sortOrder: 'ascend',
    });
    return page.list.map(({ id, name, parentId }) => ({ id, name, parentId }));
  };
  return useLoaded(inCompany ? load : null, [], `${inCompany}`);
}

/**
 * The company account when `searchText` names it (every time without one), first among colleagues;
 * it has no staff record, so the address book's search never lists it (issue 16 review). Its own
 * failure leaves the colleagues standing.
 */
function useCompanyAccount() {
  const { t } = useTranslation('chat-people');
  return async (searchText?: string): Promise<Person[]> => {
    const query = searchText === undefined ? {} : { searchText };
    const { account } = await findCompanyAccount(query, { silent: true }).catch(() => ({ account: null }));
    return account ? [companyAccountOf(account, t('companyAccount'))] : [];
  };
}

/**
 * The colleagues placed directly in a department who can log in and chat; null is the company root:
 * the company account, then the staff in no department.
 */
export function useDepartmentStaff(deptId: number | null, inCompany: boolean): Person[] | undefined {
  const companyAccount = useCompanyAccount();
  const load = async () => {
    const [{ result }, account] = await Promise.all([
      searchStaff({ deptId: deptId ?? 0, status: 1, pageSize: PAGE }),
      deptId === null ? companyAccount() : [],
    ]);
    return uniquePeople(account, result.list.map(colleagueOf));
  };
  return useLoaded(inCompany ? load : null, [], `${deptId}:${inCompany}`);
}

/** My friends. */
export function useFriends(): Person[] | undefined {
  return useLoaded(async () => (await requireChat().getFriendList()).data.map(friendOf), [], 'friends');
}

/**
 * Colleagues the address book finds by name, pinyin, mobile, job number or department name, and the
 * company account by its name or contact person.
 */
export function useColleagueSearch(text: string, inCompany: boolean): Person[] | undefined {
  const query = text.trim().slice(0, STAFF_SEARCH_MAX);
  const companyAccount = useCompanyAccount();
  const load = async () => {
    const [{ result }, account] = await Promise.all([
      searchStaff({ searchText: query, status: 1, pageSize: 50 }, { silent: true }),
      companyAccount(query),
    ]);
    return uniquePeople(account, result.list.map(colleagueOf));
  };
  return useLoaded(inCompany && query ? load : null, [], `${inCompany}:${query}`);
}

/** The user with exactly this ID, null if there is none (single chats may start with anyone's ID). */
export function useUserByID(text: string, enabled: boolean): Person | null | undefined {
  const userID = text.trim();
  const load = async () => {
    const { data } = await requireChat().getUserProfile({ userIDList: [userID] });
    return data[0] ? profileOf(data[0]) : null;
  };
  const wanted = enabled && USER_ID.test(userID);
  const found = useLoaded(wanted ? load : null, null, `${wanted}:${userID}`);
  return wanted ? found : null;
}
