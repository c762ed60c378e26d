import {
  CloseOutlined,
  DownloadOutlined,
  LeftOutlined,
  RightOutlined,
  RotateLeftOutlined,
  RotateRightOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { Button } from 'antd';
import { type ReactNode, useEffect, useReducer, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { downloadImage } from './download.ts';
import {
  BUTTON_ZOOM,
  canGoNext,
  canGoPrev,
  initialPreviewerState,
  previewerReducer,
} from './previewer-rules.ts';
import { checkSavable } from './save-rules.ts';
import type { ImagePreviewerProps } from './types.ts';
import { usePreviewerGestures } from './use-previewer-gestures.ts';
import './ImagePreviewer.css';

/**
 * Full-screen image viewer of a conversation (docs/chat-ui.md). Rendered into `document.body`
 * so it covers the whole app whichever panel opened it; the overlay mounts on open, so every opening
 * starts at the given index, natural size and orientation.
 */
export function ImagePreviewer(props: ImagePreviewerProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<PreviewerOverlay {...props} />, document.body);
}

function PreviewerOverlay({ images, index, onClose, onIndexChange }: ImagePreviewerProps) {
  const { t } = useTranslation('chat-dialogs');
  const total = images.length;
  const [state, dispatch] = useReducer(previewerReducer, undefined, () =>
    initialPreviewerState(index, total),
  );
  const overlayRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const gestures = usePreviewerGestures(stageRef, state.scale, total, dispatch);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);

  // A parent that moves the index (controlled use) gets the same reset as paging inside.
  const [seenIndex, setSeenIndex] = useState(index);
  if (index !== seenIndex) {
    setSeenIndex(index);
    dispatch({ type: 'go', index, total });
  }

  const reported = useRef(index);
  useEffect(() => {
    reported.current = seenIndex;
  }, [seenIndex]);
  useEffect(() => {
    if (state.index === reported.current) return;
    reported.current = state.index;
    onIndexChange?.(state.index);
  }, [state.index, onIndexChange]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onClose();
      } else if (event.key === 'ArrowLeft') dispatch({ type: 'step', delta: -1, total });
      else if (event.key === 'ArrowRight') dispatch({ type: 'step', delta: 1, total });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose, total]);

  // Modal behaviour: the page behind must not scroll, and focus returns where it was afterwards.
  useEffect(() => {
    const previousFocus = document.activeElement as HTMLElement | null;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    overlayRef.current?.focus();
    return () => {
      document.body.style.overflow = previousOverflow;
      previousFocus?.focus?.();
    };
  }, []);

  const image = images[state.index];
  const save = () => {
    const check = checkSavable(image);
    if (!check.ok) {
      toast.error(t(check.reason === 'missingUrl' ? 'previewer.urlMissing' : 'previewer.unsupportedType'));
      return;
    }
    void downloadImage(check.url, check.fileName);
  };

  const tool = (label: string, icon: ReactNode, onClick: () => void, disabled = false, className = '') => (
    <Button
      type="text"
      className={`rl-chat-previewer__tool ${className}`.trim()}
      icon={icon}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    />
  );

  return (
    <div
      ref={overlayRef}
      className="rl-chat-previewer"
      role="dialog"
      aria-modal="true"
      aria-label={t('previewer.title')}
      tabIndex={-1}
    >
      <div
        ref={stageRef}
        className="rl-chat-previewer__stage"
        data-testid="rl-chat-previewer-stage"
        {...gestures}
      >
        {image?.url && failedUrl !== image.url ? (
          <img
            key={state.index}
            className="rl-chat-previewer__image"
            src={image.url}
            alt={image.name || t('previewer.imageAlt', { current: state.index + 1 })}
            draggable={false}
            style={{ transform: `rotate(${state.rotation}deg) scale(${state.scale})` }}
            onError={() => setFailedUrl(image.url)}
          />
        ) : (
          <span className="rl-chat-previewer__failed">{t('previewer.loadFailed')}</span>
        )}
      </div>

      {tool(t('previewer.close'), <CloseOutlined />, onClose, false, 'rl-chat-previewer__close')}

      {total > 1 && (
        <>
          <Button
            type="text"
            shape="circle"
            className="rl-chat-previewer__nav rl-chat-previewer__nav--prev"
            icon={<LeftOutlined />}
            aria-label={t('previewer.prev')}
            disabled={!canGoPrev(state.index)}
            onClick={() => dispatch({ type: 'step', delta: -1, total })}
          />
          <Button
            type="text"
            shape="circle"
            className="rl-chat-previewer__nav rl-chat-previewer__nav--next"
            icon={<RightOutlined />}
            aria-label={t('previewer.next')}
            disabled={!canGoNext(state.index, total)}
            onClick={() => dispatch({ type: 'step', delta: 1, total })}
          />
        </>
      )}

      <div className="rl-chat-previewer__toolbar">
        {tool(
          t('previewer.zoomOut'),
          <ZoomOutOutlined />,
          () => dispatch({ type: 'zoomOut' }),
          state.scale <= BUTTON_ZOOM.min,
        )}
        <span className="rl-chat-previewer__scale" data-testid="rl-chat-previewer-scale">
          {`${Math.round(state.scale * 100)}%`}
        </span>
        {tool(
          t('previewer.zoomIn'),
          <ZoomInOutlined />,
          () => dispatch({ type: 'zoomIn' }),
          state.scale >= BUTTON_ZOOM.max,
        )}
        {tool(t('previewer.rotateLeft'), <RotateLeftOutlined />, () =>
          dispatch({ type: 'rotate', direction: -1 }),
        )}
        {tool(t('previewer.rotateRight'), <RotateRightOutlined />, () =>
          dispatch({ type: 'rotate', direction: 1 }),
        )}
        {tool(t('previewer.save'), <DownloadOutlined />, save, !image)}
        {total > 0 && (
          <span className="rl-chat-previewer__counter">
            {t('previewer.counter', { current: state.index + 1, total })}
          </span>
        )}
      </div>
    </div>
  );
}
