import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../deps.ts';
import type { Transition } from './define.ts';

type NoInput = Record<string, never>;

/** What differs between one on/off status field and another (docs/modules.md, "State machines"). */
export interface OnOffOptions<A, Row> {
  on: string | number;
  off: string | number;
  labels: { disable: string; enable: string };
  /** Refuses switching this row off for this actor (a message key), e.g. one's own account. */
  guardDisable?(actor: A, row: Row): true | string;
  /** Writes of switching off, in its transaction: e.g. ending the sessions of what was closed. */
  onDisable?(tx: Tx, row: Row): Promise<void>;
  /** Runs after either switch committed, e.g. clearing a cache. */
  after?(deps: AppDeps): Promise<void>;
}

/**
 * The `disable` / `enable` pair most back-office records have (companies, logins, administrator
 * accounts, dictionary items), declared once: from on to off and back, one audit entry each.
 */
export function onOffTransitions<A, Row extends { id: number }>(
  options: OnOffOptions<A, Row>,
): [Transition<'disable', NoInput, Row, A>, Transition<'enable', NoInput, Row, A>] {
  const { onDisable, guardDisable, after } = options;
  return [
    {
      name: 'disable',
      from: [options.on],
      to: options.off,
      labelKey: options.labels.disable,
      ...(guardDisable ? { guard: guardDisable } : {}),
      ...(onDisable
        ? {
            async effect(tx: Tx, _actor: A, row: Row) {
              await onDisable(tx, row);
              return undefined;
            },
          }
        : {}),
      ...(after ? { after: (deps: AppDeps) => after(deps) } : {}),
    },
    {
      name: 'enable',
      from: [options.off],
      to: options.on,
      labelKey: options.labels.enable,
      ...(after ? { after: (deps: AppDeps) => after(deps) } : {}),
    },
  ];
}
