import type { GroupApplication } from '@renli/chat-sdk/browser';

export type HandleAction = 'Agree' | 'Reject';
export interface HandledRow {
  application: GroupApplication;
  action: HandleAction;
}

/**
 * The panel's rows: pending requests (from the SDK, which drops a request once handled) and those
 * handled here, shown with their result in their place; oldest first.
 */
export function panelRows(
  pending: readonly GroupApplication[],
  handled: readonly HandledRow[],
): { application: GroupApplication; action?: HandleAction }[] {
  const done = new Map(handled.map((h) => [h.application.applicationID, h.action]));
  const rows = [
    ...pending.filter((a) => !done.has(a.applicationID)).map((application) => ({ application })),
    ...handled.map((h) => ({ application: h.application, action: h.action })),
  ];
  return rows.sort((a, b) => a.application.time - b.application.time);
}
