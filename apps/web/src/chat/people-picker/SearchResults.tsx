import { useTranslation } from 'react-i18next';
import { PersonList, type PickState } from './PersonList.tsx';
import { matchFriends, type Person, uniquePeople } from './picker-rules.ts';
import { useColleagueSearch, useUserByID } from './use-directory.ts';

interface SearchResultsProps {
  text: string;
  inCompany: boolean;
  friends: readonly Person[] | undefined;
  /** Single chats may start with anyone's exact user ID. */
  byID: boolean;
  pick: PickState;
}

/** Colleagues (the address book's search), then friends, then the user with that exact ID. */
export function SearchResults({ text, inCompany, friends, byID, pick }: SearchResultsProps) {
  const { t } = useTranslation('chat-people');
  const colleagues = useColleagueSearch(text, inCompany);
  const user = useUserByID(text, byID);
  const shownColleagues = pick.present(colleagues ?? []);
  const shownFriends = uniquePeople(shownColleagues, pick.present(matchFriends(friends ?? [], text))).slice(
    shownColleagues.length,
  );
  const known = new Set([...shownColleagues, ...shownFriends].map((p) => p.userID));
  const shownUser = pick.present(user && !known.has(user.userID) ? [user] : []);
  const sections = [
    { key: 'colleagues', people: shownColleagues },
    { key: 'friends', people: shownFriends },
    { key: 'byID', people: shownUser },
  ].filter((s) => s.people.length > 0);
  const loading = (inCompany && colleagues === undefined) || (byID && user === undefined);

  if (sections.length === 0) {
    return <p className="rl-people-state">{t(loading ? 'loading' : 'noResults')}</p>;
  }
  return (
    <div className="rl-people-results">
      {sections.map((s) => (
        <section key={s.key} aria-label={t(`section.${s.key}`)}>
          <h3 className="rl-people-section">{t(`section.${s.key}`)}</h3>
          <PersonList people={s.people} pick={pick} />
        </section>
      ))}
    </div>
  );
}
