import { type ComponentType, lazy } from 'react';

/**
 * Every screen and shell is its own chunk: a visitor downloads the code (and the antd components) of
 * what they open, so the chat workspace or the login page does not carry the whole back office.
 * `preload()` starts the download ahead of the first render (the shell while the login form is
 * shown, docs/architecture.md, "Loading"); rendering then reuses the same promise.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined; // a failed download (a new deployment, the network) is tried again next time
      throw error;
    });
    return loading;
  };
  return Object.assign(
    lazy(async () => ({ default: await preload() })),
    { preload },
  );
}
