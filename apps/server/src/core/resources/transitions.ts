import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { ResourceActor } from '../actor.ts';
import type { AppDeps } from '../deps.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import { translate } from '../i18n/index.ts';
import type { AnyActor } from './actors.ts';
import type { ApprovalGate, ApprovedTransition } from './approval-gate.ts';
import { diffRows } from './audit.ts';
import type { AnyResource } from './define.ts';
import { resourceMessages as m } from './messages.ts';
import { type PresentedRow, presentRow } from './presenter.ts';
import { invalid, issueMessages } from './problems.ts';
import { type Caller, createResourceService, type ResourceService } from './service.ts';

type Values = Record<string, unknown>;
/** One declared transition, whatever its resource. */
export type AnyTransition = NonNullable<AnyResource['states']>['transitions'][number] & {
  guard?(actor: unknown, row: unknown): true | string;
  effect?(...args: unknown[]): Promise<Values | undefined>;
  after?(...args: unknown[]): Promise<void>;
};

export interface TransitionRequest {
  id: number;
  /** The version the caller read; internal callers that predate versions may leave it out. */
  version?: number | undefined;
  name: string;
  input: Values;
}

export const transitionsOf = (resource: AnyResource): readonly AnyTransition[] =>
  (resource.states?.transitions ?? []) as readonly AnyTransition[];

/** The transitions this actor may apply to this row now: from its status, allowed by policy and guard. */
export function allowedTransitions(resource: AnyResource, actor: AnyActor, row: PresentedRow): string[] {
  const states = resource.states;
  if (!states || !resource.policy(actor as never, 'transition')) return [];
  const status = row[states.field] as string | number;
  return transitionsOf(resource)
    .filter((t) => t.from.includes(status) && (t.guard?.(actor, row) ?? true) === true)
    .map((t) => t.name);
}

/** Adds each row's allowed transitions (resources with a state machine only). */
export const withTransitions = (resource: AnyResource, actor: AnyActor, rows: PresentedRow[]) =>
  resource.states
    ? rows.map((row) => ({ ...row, transitions: allowedTransitions(resource, actor, row) }))
    : rows;

/**
 * Applies a named transition: the row is locked, its version and status checked, the guard asked,
 * the effect run and the status set, with one audit entry, all in one transaction; `after` follows
 * the commit. Refusals: unknown row 404, stale version or a status the transition does not start
 * from 409, a guard's or the policy's no 400/403, an invalid input 400 with field messages.
 * A transition that waits for approval (`approval`) starts it through `gate` instead, in the same
 * transaction, and is applied by the engine when approved (`applyApproved`, docs/modules.md).
 */
export function createTransitionService(
  deps: AppDeps,
  resource: AnyResource,
  service: ResourceService,
  gate?: ApprovalGate,
) {
  const states = resource.states;
  /** Effect, status and audit entry of a step on a locked row that may take it. */
  const apply = async (
    tx: Tx,
    caller: Caller,
    step: AnyTransition,
    existing: PresentedRow,
    input: Values,
  ) => {
    const extra = (await step.effect?.(tx, caller.actor, existing, input)) ?? {};
    const [updated] = await tx
      .update(resource.table)
      .set({ ...extra, [states!.field]: step.to, ...service.bump() } as never)
      .where(service.byId(existing.id as number))
      .returning();
    const changed = presentRow(resource, updated as Values, caller.locale);
    await service.audit(tx, caller, [
      {
        recordId: existing.id as number,
        action: 'transition',
        transition: step.name,
        changes: diffRows(existing, changed),
      },
    ]);
    return changed;
  };
  /** Whether the step waits for approval rather than applying now. */
  const waits = async (tx: Tx, step: AnyTransition, actor: unknown, row: PresentedRow, input: Values) => {
    const approval = step.approval;
    if (!approval || !((await approval.required?.(actor as never, row, input)) ?? true)) return false;
    if (!approval.optional) return true;
    if (!gate) throw new Error(`Resource ${resource.contract.name}: no approval engine installed`);
    return gate.hasFlow(tx, (actor as { compId: number }).compId, approval.flow);
  };

  async function transition(caller: Caller, request: TransitionRequest) {
    if (!states) throw notFound(m['resource.notFound']);
    const { actor, locale } = caller;
    const step = transitionsOf(resource).find((t) => t.name === request.name);
    if (!step) throw badRequest(m['resource.transition.unknown'], { name: request.name });
    if (!resource.policy(actor as never, 'transition')) throw forbidden(m['resource.forbidden']);
    const label = translate(locale, step.labelKey);
    const schema = resource.contract.transitions?.[step.name]?.input as z.ZodObject | undefined;

    const { row, applied, input } = await deps.db.transaction(async (tx) => {
      const [existing] = await service.lockRows(tx, caller, [request.id]);
      if (!existing) throw notFound(m['resource.notFound']);
      if (request.version !== undefined && existing.version !== request.version) {
        throw conflict(m['resource.stale']);
      }
      if (!step.from.includes(existing[states.field] as string | number)) {
        throw conflict(m['resource.transition.illegal'], { action: label });
      }
      const refusal = step.guard?.(actor, existing) ?? true;
      if (refusal !== true) throw badRequest(refusal);
      // The input last, as docs/modules.md orders the checks: a row the caller cannot see is 404
      // whatever the body carries.
      const parsed = schema ? schema.safeParse(request.input) : { success: true as const, data: {} };
      if (!parsed.success) throw invalid(issueMessages(locale, parsed.error.issues));
      const input = parsed.data as Values;
      if (await waits(tx, step, actor, existing, input)) {
        if (!gate) throw new Error(`Resource ${resource.contract.name}: no approval engine installed`);
        const granted = await gate.request(tx, {
          resource: resource.contract.name,
          recordId: request.id,
          transition: step.name,
          input,
          actor: actor as ResourceActor,
          locale,
          type: step.approval!.flow,
          values: step.approval!.values?.(existing, input) ?? {},
        });
        const [now] = granted ? await service.lockRows(tx, caller, [request.id]) : [existing];
        return { row: now!, applied: false, input };
      }
      return { row: await apply(tx, caller, step, existing, input), applied: true, input };
    });
    if (applied) await step.after?.(deps, actor, row, input);
    const [decorated] = await service.decorate([row], caller);
    return withTransitions(resource, actor, [decorated!])[0]!;
  }

  /**
   * The engine's call once an approval is granted, in its transaction, as the initiator: the row must
   * still be where the transition starts and the guard still allow it, else nothing changes (false).
   */
  async function applyApproved(tx: Tx, approved: ApprovedTransition): Promise<boolean> {
    const step = transitionsOf(resource).find((t) => t.name === approved.transition);
    if (!states || !step)
      throw new Error(`Resource ${resource.contract.name}: no transition ${approved.transition}`);
    const caller: Caller = { actor: approved.actor, locale: 'zh-CN' };
    const [existing] = await service.lockRows(tx, caller, [approved.recordId]);
    if (!existing || !step.from.includes(existing[states.field] as string | number)) return false;
    if ((step.guard?.(approved.actor, existing) ?? true) !== true) return false;
    await apply(tx, caller, step, existing, approved.input);
    return true;
  }

  return Object.assign(transition, { applyApproved });
}

/**
 * A resource's transitions for a module's own route that keeps an older path working (e.g. a review
 * endpoint from before the kit): the same transaction, checks and audit entry as `changeStatus`.
 * Transitions that wait for approval go through `changeStatus` only.
 */
export function transitionsFor(deps: AppDeps, resource: AnyResource) {
  if (transitionsOf(resource).some((t) => t.approval))
    throw new Error(
      `Resource ${resource.contract.name}: approval transitions are served by changeStatus only`,
    );
  return createTransitionService(deps, resource, createResourceService(deps.db, resource));
}
