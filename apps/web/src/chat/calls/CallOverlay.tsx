import { createPortal } from 'react-dom';
import { useStore } from 'zustand';
import { AntdScope } from '../../components/antd/AntdScope.tsx';
import { CallScreen } from './CallScreen.tsx';
import { callView } from './call-store.ts';
import { MemberPicker } from './MemberPicker.tsx';
import './calls.css';

/**
 * The lazily loaded call layer: the group member selector, or the call screen. The screen goes to
 * the document body: the platform header that mounts it may be a containing block for fixed elements.
 */
export function CallOverlay() {
  const picker = useStore(callView, (v) => v.picker);
  const phase = useStore(callView, (v) => v.state.phase);
  if (picker) {
    return (
      <AntdScope>
        <MemberPicker picker={picker} />
      </AntdScope>
    );
  }
  return phase === 'idle' ? null : createPortal(<CallScreen />, document.body);
}
