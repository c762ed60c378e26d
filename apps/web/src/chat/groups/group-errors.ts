import type { TFunction } from 'i18next';
import { toast } from '../../lib/toast.ts';
import { failureText } from '../state/send-errors.ts';

/**
 * Runs a group operation with the spec's success toast, or its failure toast with the reason;
 * resolves whether it succeeded.
 */
export async function withToasts(
  t: TFunction,
  run: () => Promise<unknown>,
  keys: { done: string; failed: string; doneValues?: Record<string, unknown> },
): Promise<boolean> {
  try {
    await run();
    toast.success(t(keys.done, keys.doneValues));
    return true;
  } catch (error) {
    toast.error(failureText(t, keys.failed, error));
    return false;
  }
}
