import { type Rank, rankResource } from '@renli/contracts';
import { ResourcePage } from '../../components/resource/ResourcePage.tsx';
import { defineResourcePage } from '../../components/resource/types.ts';

const config = defineResourcePage<Rank>({
  resource: rankResource,
  titleKey: 'org:rank.title',
  itemKey: 'org:rank.item',
});

/** Settings › organisation › ranks: removal deletes the rank. */
export function RanksPage() {
  return <ResourcePage config={config} />;
}
