import type { ResolvedFlow, ResolvedNode } from '@renli/contracts';
import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  flow: { nodes: unknown[] };
  people: { userId: number; name: string }[];
}

/** The resolved flow as the initiator will see it run: each node with its people (docs/product/approval.md, "Resolution"). */
export function FlowPreview({ flow, people }: Props) {
  const { t } = useTranslation();
  const names = new Map(people.map((person) => [person.userId, person.name]));
  const who = (ids: number[]) => ids.map((id) => names.get(id) ?? `#${id}`).join(t('approval:sep'));
  const describe = (node: ResolvedNode): { title: string; description: string } => {
    switch (node.type) {
      case 'approver':
        return {
          title: node.name,
          description: `${who(node.userIds)} · ${t(`approval:flow.modes.${node.mode}`)}`,
        };
      case 'cc':
        return { title: node.name, description: t('approval:start.cc', { names: who(node.userIds) }) };
      case 'autoPassed':
        return { title: node.name, description: t('approval:start.autoPassed') };
      case 'parallel':
        return {
          title: t('approval:flow.type.parallel'),
          description: node.branches
            .map(
              (branch) => `${branch.name}: ${branch.nodes.map((each) => describe(each).title).join(' → ')}`,
            )
            .join('；'),
        };
    }
  };
  const nodes = (flow as ResolvedFlow).nodes;
  return (
    <Steps
      direction="vertical"
      size="small"
      current={-1}
      items={[
        { title: t('approval:flow.start') },
        ...nodes.map((node) => describe(node)),
        { title: t('approval:flow.end') },
      ]}
    />
  );
}
