import {
  AudioMutedOutlined,
  AudioOutlined,
  PhoneOutlined,
  SettingOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { DeviceKind } from './call-media.ts';
import { chooseDevice, hangUp, toggleCamera, toggleMic } from './call-runtime.ts';
import { callView } from './call-store.ts';

type Icon = 'phone' | 'video' | 'hangup' | 'mic' | 'micOff' | 'camera' | 'cameraOff' | 'devices';

function CameraOff() {
  return (
    <span className="rl-call-icon-off">
      <VideoCameraOutlined />
    </span>
  );
}

const ICONS: Record<Icon, ReactNode> = {
  phone: <PhoneOutlined />,
  video: <VideoCameraOutlined />,
  hangup: <PhoneOutlined className="rl-call-icon-hangup" />,
  mic: <AudioOutlined />,
  micOff: <AudioMutedOutlined />,
  camera: <VideoCameraOutlined />,
  cameraOff: <CameraOff />,
  devices: <SettingOutlined />,
};

interface RoundButtonProps {
  icon: Icon;
  label: string;
  tone?: 'danger' | 'accept' | 'plain' | 'off';
  pressed?: boolean;
  onClick: () => void;
}

/** A round call button with its label under it, as on phones' call screens. */
export function RoundButton({ icon, label, tone = 'plain', pressed, onClick }: RoundButtonProps) {
  return (
    <button
      type="button"
      className={`rl-call-button is-${tone}`}
      aria-label={label}
      aria-pressed={pressed}
      onClick={onClick}
    >
      <span className="rl-call-button-disc">{ICONS[icon]}</span>
      <span className="rl-call-button-label">{label}</span>
    </button>
  );
}

/** Microphone, camera, devices and hang-up of the in-call screen. */
export function CallControls({ video }: { video: boolean }) {
  const { t } = useTranslation('chat-calls');
  const micOn = useStore(callView, (v) => v.micOn);
  const cameraOn = useStore(callView, (v) => v.cameraOn);
  const [devicesOpen, setDevicesOpen] = useState(false);
  return (
    <div className="rl-call-controls">
      {devicesOpen && <DevicePanel video={video} />}
      <RoundButton
        icon={micOn ? 'mic' : 'micOff'}
        tone={micOn ? 'plain' : 'off'}
        pressed={!micOn}
        label={t(micOn ? 'action.mute' : 'action.unmute')}
        onClick={toggleMic}
      />
      {video && (
        <RoundButton
          icon={cameraOn ? 'camera' : 'cameraOff'}
          tone={cameraOn ? 'plain' : 'off'}
          pressed={!cameraOn}
          label={t(cameraOn ? 'action.cameraOff' : 'action.cameraOn')}
          onClick={toggleCamera}
        />
      )}
      <RoundButton
        icon="devices"
        label={t('action.devices')}
        pressed={devicesOpen}
        onClick={() => setDevicesOpen((open) => !open)}
      />
      <RoundButton icon="hangup" tone="danger" label={t('action.hangUp')} onClick={hangUp} />
    </div>
  );
}

/** Microphone and camera choosers; the new device replaces the old track in every connection. */
function DevicePanel({ video }: { video: boolean }) {
  const { t } = useTranslation('chat-calls');
  const devices = useStore(callView, (v) => v.devices);
  const local = useStore(callView, (v) => v.local);
  const current = (kind: DeviceKind) =>
    (kind === 'audioinput' ? local?.getAudioTracks()[0] : local?.getVideoTracks()[0])?.getSettings()
      .deviceId ?? '';
  const kinds: DeviceKind[] = video ? ['audioinput', 'videoinput'] : ['audioinput'];
  return (
    <fieldset className="rl-call-devices" aria-label={t('action.devices')}>
      {kinds.map((kind) => (
        <label key={kind} className="rl-call-device">
          <span>{t(`device.${kind}`)}</span>
          <select value={current(kind)} onChange={(event) => void chooseDevice(kind, event.target.value)}>
            {devices[kind].map((d) => (
              <option key={d.deviceId} value={d.deviceId}>
                {d.label}
              </option>
            ))}
          </select>
        </label>
      ))}
    </fieldset>
  );
}
