import { type ApprovalFlow, approvalFlow } from '@renli/contracts';
import type { TFunction } from 'i18next';
import { issueText, propertyName } from '../../../components/form-designer/issues.ts';

/**
 * Checks a designed flow against the contract's `approvalFlow` and says what is wrong, naming the
 * deepest node or branch the issue is in as the designer shows it.
 */
export function flowIssues(flow: ApprovalFlow, t: TFunction): string[] {
  const result = approvalFlow.safeParse(flow);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const where = placeOf(flow, issue.path, t);
    const prop = propertyName(issue.path, t);
    const name = [where ?? t('approval:flow.title'), prop].filter(Boolean).join(' · ');
    return t('form:issueAt', { name, what: issueText(issue, t) });
  });
}

function placeOf(flow: ApprovalFlow, path: readonly PropertyKey[], t: TFunction): string | undefined {
  // biome-ignore lint/suspicious/noExplicitAny: walking the tree along a zod path of mixed parts
  let at: any = flow;
  let place: string | undefined;
  for (const part of path) {
    at = at?.[part as string];
    if (at && typeof at === 'object' && !Array.isArray(at)) {
      if (typeof at.name === 'string' && at.name.trim()) place = at.name;
      else if (at.type === 'condition' || at.type === 'parallel') place = t(`approval:flow.type.${at.type}`);
    }
  }
  return place;
}
