import { type ReactNode, useState } from 'react';

/** The latest value an editor under test produced. */
export interface Latest<T> {
  value: T;
}

interface Props<T> {
  latest: Latest<T>;
  children: (value: T, onChange: (next: T) => void) => ReactNode;
}

/** Holds an editor's value in state, as a screen would, and records each value it produces. */
export function Controlled<T>({ latest, children }: Props<T>) {
  const [value, setValue] = useState(latest.value);
  return children(value, (next) => {
    latest.value = next;
    setValue(next);
  });
}
