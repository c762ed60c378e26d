import { useCallback, useState } from 'react';
import { toast } from '../../lib/toast.ts';

/**
 * A dialog's submit: busy while it runs (the button shows a spinner and cannot be pressed twice), a
 * failure reported as a toast with the text `failure` makes of the error.
 */
export function useBusyAction() {
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (action: () => Promise<void>, failure: (error: unknown) => string) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      toast.error(failure(error));
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
