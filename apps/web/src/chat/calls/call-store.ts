import { createStore } from 'zustand/vanilla';
import type { CallKind } from '../messages/call-record.ts';
import type { CallState } from './call-machine.ts';
import { IDLE } from './call-machine.ts';
import type { DeviceKind, DeviceOption } from './call-media.ts';
import type { GroupMember } from './call-rules.ts';

export interface CallPicker {
  conversationID: string;
  groupID: string;
  kind: CallKind;
  members: GroupMember[];
}

/** What the call screens show; the runtime (call-runtime.ts) is its only writer. */
export interface CallView {
  state: CallState;
  local: MediaStream | null;
  remotes: Record<string, MediaStream>;
  micOn: boolean;
  cameraOn: boolean;
  devices: Record<DeviceKind, DeviceOption[]>;
  /** Names and faces of everyone in the call, and the group's name for group calls. */
  people: Record<string, { nick: string; avatar: string }>;
  /** The group member selector, open before a group call starts. */
  picker: CallPicker | null;
}

export const initialCallView = (): CallView => ({
  state: IDLE,
  local: null,
  remotes: {},
  micOn: true,
  cameraOn: true,
  devices: { audioinput: [], videoinput: [] },
  people: {},
  picker: null,
});

export const callView = createStore<CallView>(initialCallView);
