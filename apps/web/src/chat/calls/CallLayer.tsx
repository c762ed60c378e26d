import { useStore } from 'zustand';
import { callLayer } from './call-layer.ts';

/** Mounted by every chat surface: rings on platform screens as well as in the chat workspace. */
export function CallLayer() {
  const open = useStore(callLayer, (s) => s.open);
  const Overlay = useStore(callLayer, (s) => s.overlay);
  return open && Overlay ? <Overlay /> : null;
}
