import { useMemo } from 'react';
import { getStoredUser } from '../../lib/session.ts';
import { useColleagueSearch } from '../people-picker/use-directory.ts';
import { colleagueHit, type InfoHit } from './result-rules.ts';

/**
 * The colleagues tab (docs/chat-ui.md): the people picker's colleague search (name, pinyin
 * initials, mobile, job number, department) over the keywords, for someone acting in a company.
 */
export function useColleagueMatches(keywords: readonly string[]): InfoHit[] {
  const people = useColleagueSearch(keywords.join(' '), getStoredUser()?.compId != null);
  return useMemo(() => (people ?? []).map(colleagueHit), [people]);
}
