import { lazy, Suspense } from 'react';
import { useStore } from 'zustand';
import { currentLanguage, loadNamespaces } from '../../lib/i18n.ts';
import { callLayer } from './call-layer.ts';

const CallOverlay = lazy(() =>
  Promise.all([import('./CallOverlay.tsx'), loadNamespaces(currentLanguage(), ['chat-calls'])]).then(
    ([m]) => ({
      default: m.CallOverlay,
    }),
  ),
);

/** Mounted by every chat surface: rings on platform screens as well as in the chat workspace. */
export function CallLayer() {
  const open = useStore(callLayer, (s) => s.open);
  return open ? (
    <Suspense fallback={null}>
      <CallOverlay />
    </Suspense>
  ) : null;
}
