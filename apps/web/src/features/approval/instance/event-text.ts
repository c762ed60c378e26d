import type { ApprovalInstanceDetail } from '@renli/contracts';
import type { TFunction } from 'i18next';
import { resolvedNodes } from '../resolved-nodes.ts';

type Detail = Pick<ApprovalInstanceDetail, 'flow' | 'tasks' | 'cc' | 'events' | 'picked'>;
type Event = ApprovalInstanceDetail['events'][number];

/** Actions with a text of their own; anything else the engine may log reads as a generic step. */
const KNOWN = new Set([
  'submit',
  'resubmit',
  'approve',
  'reject',
  'sendBack',
  'transfer',
  'addSign',
  'withdraw',
  'urge',
  'comment',
  'mention',
  'cc',
  'autoPass',
  'timeout',
  'finish',
]);

/** Names of everyone the instance mentions, by login user id (tasks, CC, events, the form's pickers). */
export function peopleOf(detail: Detail): Map<number, string> {
  const names = new Map<number, string>(
    Object.entries(detail.picked.users).map(([id, name]) => [Number(id), name]),
  );
  for (const person of [...detail.tasks, ...detail.cc]) names.set(person.userId, person.name);
  for (const event of detail.events)
    if (event.userId !== null && event.name !== null) names.set(event.userId, event.name);
  return names;
}

/**
 * What one timeline entry says after its actor's name: the target person of a transfer, 加签 or
 * @mention, and where a rejection sent the instance back — the node it names, the initiator when it
 * names none (docs/product/approval.md, "Instances").
 */
export function eventText(event: Event, detail: Detail, t: TFunction): string {
  const people = peopleOf(detail);
  const target =
    event.targetUserId === null ? '' : (people.get(event.targetUserId) ?? `#${event.targetUserId}`);
  if (!KNOWN.has(event.action)) return t('approval:event.other');
  if (event.action === 'sendBack') {
    const node = resolvedNodes(detail.flow).find((each) => each.id === event.nodeId);
    return node && node.type !== 'parallel'
      ? t('approval:event.sendBackTo', { name: node.name })
      : t('approval:event.sendBackInitiator');
  }
  if (target && ['transfer', 'addSign', 'mention'].includes(event.action))
    return t(`approval:event.${event.action}To`, { name: target });
  const code = CODED.get(event.action)?.has(event.comment ?? '') ? event.comment : null;
  if (code) return t(`approval:event.${event.action}_${code}`, { name: target });
  return t(`approval:event.${event.action}`);
}

/**
 * The system's steps carry a code in `comment` rather than words (docs/product/approval.md,
 * "Timeline"): how the instance finished, why a node passed, what a timeout did.
 */
const CODED = new Map<string, ReadonlySet<string>>([
  ['finish', new Set(['approved'])],
  ['autoPass', new Set(['empty', 'dedupe'])],
  ['timeout', new Set(['approve', 'reject', 'transfer'])],
]);

/** The words a person wrote on a step, if any (never a system step's code). */
export const eventComment = (event: Event): string | null => (CODED.has(event.action) ? null : event.comment);
