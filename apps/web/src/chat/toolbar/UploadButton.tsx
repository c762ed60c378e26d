import { type ReactNode, useRef } from 'react';
import { ACCEPT, type UploadKind } from './toolbar-rules.ts';

export interface UploadButtonProps {
  kind: UploadKind;
  label: string;
  icon: ReactNode;
  multiple?: boolean;
  /** Ask for the camera instead of the album (mobile browsers that support it; others ignore it). */
  capture?: 'environment' | 'user';
  /** Called with a non-empty selection only. */
  onFiles: (files: File[]) => void;
}

/** A toolbar button in front of a hidden file input of one kind. */
export function UploadButton({ kind, label, icon, multiple = false, capture, onFiles }: UploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        className="rl-chat-toolbar__button"
        title={label}
        aria-label={label}
        onClick={() => input.current?.click()}
      >
        {icon}
      </button>
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        data-kind={kind}
        data-capture={capture ? 'true' : undefined}
        accept={ACCEPT[kind]}
        multiple={multiple}
        capture={capture}
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          // Cleared at once so that choosing the same file again still fires `change`.
          event.currentTarget.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </>
  );
}
