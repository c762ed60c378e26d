import { useEffect, useState } from 'react';

/** The picker's search waits for a pause in typing before it asks the server. */
export const PICKER_SEARCH_DELAY_MS = 300;

/** `value` once it has stayed the same for `ms`; clearing it takes effect at once. */
export function useSettled(value: string, ms = PICKER_SEARCH_DELAY_MS): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (value.trim() === '') return setSettled(value);
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
