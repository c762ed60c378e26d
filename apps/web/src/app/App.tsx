import { useState } from 'react';
import { flushSync } from 'react-dom';
import { RouterProvider } from 'react-router';
import { Providers } from './providers.tsx';
import { createAppRouter } from './router.tsx';

/** Lets `navigate(to, { flushSync: true })` leave a screen synchronously (used when logging out). */
const syncFlush = (update: () => unknown): undefined => {
  flushSync(update);
};

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <Providers>
      <RouterProvider router={router} flushSync={syncFlush} />
    </Providers>
  );
}
