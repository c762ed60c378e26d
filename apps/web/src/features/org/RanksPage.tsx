import { type Rank, rankResource } from '@renli/contracts';
import { ResourcePage } from '../../components/resource/ResourcePage.tsx';
import { defineResourcePage } from '../../components/resource/types.ts';

const config = defineResourcePage<Rank>({
  resource: rankResource,
  titleKey: 'org:rank.title',
  itemKey: 'org:rank.item',
  columns: [
    { key: 'name', titleKey: 'org:rank.name' },
    { key: 'level', titleKey: 'org:rank.level', width: 100 },
    { key: 'description', titleKey: 'org:rank.description' },
  ],
  filters: [
    { name: 'name', labelKey: 'org:rank.name' },
    { name: 'level', labelKey: 'org:rank.level' },
  ],
  form: [
    { name: 'name', labelKey: 'org:rank.name' },
    { name: 'level', labelKey: 'org:rank.level' },
    { name: 'description', labelKey: 'org:rank.description', textarea: true },
  ],
});

/** Settings › organisation › ranks: removal deletes the rank. */
export function RanksPage() {
  return <ResourcePage config={config} />;
}
