import type { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import { translate } from '../i18n/index.ts';
import type { AnyActor } from './actors.ts';
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
 */
export function createTransitionService(deps: AppDeps, resource: AnyResource, service: ResourceService) {
  const states = resource.states;
  return async function transition(caller: Caller, request: TransitionRequest) {
    if (!states) throw notFound(m['resource.notFound']);
    const { actor, locale } = caller;
    const step = transitionsOf(resource).find((t) => t.name === request.name);
    if (!step) throw badRequest(m['resource.transition.unknown'], { name: request.name });
    if (!resource.policy(actor as never, 'transition')) throw forbidden(m['resource.forbidden']);
    const label = translate(locale, step.labelKey);
    const schema = resource.contract.transitions?.[step.name]?.input as z.ZodObject | undefined;
    const parsed = schema ? schema.safeParse(request.input) : { success: true as const, data: {} };
    if (!parsed.success) throw invalid(issueMessages(locale, parsed.error.issues));
    const input = parsed.data as Values;

    const row = await deps.db.transaction(async (tx) => {
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
      const extra = (await step.effect?.(tx, actor, existing, input)) ?? {};
      const [updated] = await tx
        .update(resource.table)
        .set({ ...extra, [states.field]: step.to, ...service.bump() } as never)
        .where(service.byId(request.id))
        .returning();
      const changed = presentRow(resource, updated as Values, locale);
      await service.audit(tx, caller, [
        {
          recordId: request.id,
          action: 'transition',
          transition: step.name,
          changes: diffRows(existing, changed),
        },
      ]);
      return changed;
    });
    await step.after?.(deps, actor, row, input);
    const [decorated] = await service.decorate([row], caller);
    return withTransitions(resource, actor, [decorated!])[0]!;
  };
}

/**
 * A resource's transitions for a module's own route that keeps an older path working (e.g. a review
 * endpoint from before the kit): the same transaction, checks and audit entry as `changeStatus`.
 */
export const transitionsFor = (deps: AppDeps, resource: AnyResource) =>
  createTransitionService(deps, resource, createResourceService(deps.db, resource));
