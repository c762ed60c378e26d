import { render } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { fakeServer, Providers } from '../resource/resource-test-kit.tsx';

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

/** Renders an editor with the app's providers and a quiet fake server; returns what it last produced. */
export function renderControlled<T>(initial: T, editor: Props<T>['children']): Latest<T> {
  fakeServer({});
  const latest: Latest<T> = { value: initial };
  render(
    <Providers>
      <Controlled latest={latest}>{editor}</Controlled>
    </Providers>,
  );
  return latest;
}
