import { HashRouter } from 'react-router';
import { Providers } from './providers.tsx';
import { RootLayout } from './RootLayout.tsx';

/**
 * Hash routing in React Router's declarative mode: the data router (loaders, actions, fetchers) is
 * twice the code on every first load and the app uses none of it. Route changes are not transitions,
 * so that a logout can leave a guarded screen synchronously (`flushSync` around `navigate`).
 */
export function App() {
  return (
    <Providers>
      <HashRouter useTransitions={false}>
        <RootLayout />
      </HashRouter>
    </Providers>
  );
}
