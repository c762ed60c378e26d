import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { loadLocales } from './lib/i18n.ts';
import './app/app.css';

// The first screen renders with its text in place; platform screens fetch the rest themselves.
await loadLocales('core');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
