import { machineInfo } from '../machine.ts';
import { type BenchCase, TARGETS } from './config.ts';
import type { ChatServerReady, LargeGroupResult, LoadResult, PersistResult, StepResult } from './types.ts';

const ratio = (a: number, b: number) => (b > 0 ? Number((a / b).toFixed(3)) : null);

function sustained(best: StepResult | null) {
  if (!best) return null;
  const { offeredSendsPerSecond, deliveriesPerSecond, p50Ms, p99Ms, maxMs } = best;
  return { sendsPerSecond: offeredSendsPerSecond, deliveriesPerSecond, p50Ms, p99Ms, maxMs };
}

interface CaseInput {
  c: BenchCase;
  chat: LoadResult;
  relay: LoadResult;
  largeGroup?: LargeGroupResult;
}

function caseSummary({ c, chat, relay, largeGroup }: CaseInput) {
  const deliveries = ratio(chat.best?.deliveriesPerSecond ?? 0, relay.best?.deliveriesPerSecond ?? 0);
  return {
    name: c.name,
    conversationType: c.kind,
    clients: c.clients,
    membersPerConversation: c.storedMembers ?? c.roomSize,
    recipientsPerMessage: chat.recipientsPerMessage,
    ...(largeGroup ? { largeGroup } : {}),
    chat: { sustained: sustained(chat.best), steps: chat.steps },
    relay: { sustained: sustained(relay.best), steps: relay.steps },
    chatVsRelay: {
      deliveriesPerSecond: deliveries,
      p50: ratio(chat.best?.p50Ms ?? 0, relay.best?.p50Ms ?? 0),
      p99: ratio(chat.best?.p99Ms ?? 0, relay.best?.p99Ms ?? 0),
    },
    targetsMet: {
      p99: chat.best !== null && chat.best.p99Ms <= TARGETS.p99Ms,
      deliveriesVsRelay: deliveries !== null && deliveries >= TARGETS.deliveriesVsRelay,
    },
  };
}

/** The JSON document of one run: per case chat vs relay, persistence, and which targets are met. */
export function summarize(input: {
  stepSeconds: number;
  /** 1-minute load average when the run started: other work on the machine skews the figures. */
  loadAverageAtStart: number;
  bulkMembers: ChatServerReady['bulkMembers'];
  cases: CaseInput[];
  persistence: PersistResult;
}) {
  const cases = input.cases.map(caseSummary);
  const { batched, perMessage } = input.persistence;
  const persistenceRatio = ratio(batched.rowsPerSecond, perMessage.rowsPerSecond);
  const met = {
    p99Within100msAtSustainedRate: cases.every((c) => c.targetsMet.p99),
    deliveriesAtLeast0_6xRelay: cases.every((c) => c.targetsMet.deliveriesVsRelay),
    batchedPersistenceAtLeast10x:
      persistenceRatio !== null && persistenceRatio >= TARGETS.batchedVsPerMessage,
  };
  return {
    bench: 'chat',
    date: new Date().toISOString(),
    machine: machineInfo(input.loadAverageAtStart),
    database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    stepSeconds: input.stepSeconds,
    targets: { ...TARGETS, met: { ...met, all: Object.values(met).every(Boolean) } },
    serverSetup: { bulkMembers: input.bulkMembers },
    cases,
    persistence: { ...input.persistence, batchedVsPerMessage: persistenceRatio },
  };
}
