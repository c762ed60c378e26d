import { lazy, useState } from 'react';
import { AntdScope } from '../../components/antd/AntdScope.tsx';
import type { ForwardPanelProps } from './forward/types.ts';
import type { ImagePreviewerProps } from './image-previewer/types.ts';
import type { ReadReceiptPanelProps } from './read-receipt/types.ts';

/**
 * The heavy panels as separate chunks, so the chat route's first download stays small. A panel's
 * chunk is fetched on its first opening and the panel then stays mounted, so later closings still
 * play their exit animation. Nothing is shown while the chunk downloads (a few kilobytes). antd comes
 * with its theme through AntdScope, as the chat workspace renders outside the platform's antd setup.
 */

const ImagePreviewerChunk = lazy(async () => ({
  default: (await import('./image-previewer/ImagePreviewer.tsx')).ImagePreviewer,
}));
const ForwardPanelChunk = lazy(async () => ({
  default: (await import('./forward/ForwardPanel.tsx')).ForwardPanel,
}));
const ReadReceiptPanelChunk = lazy(async () => ({
  default: (await import('./read-receipt/ReadReceiptPanel.tsx')).ReadReceiptPanel,
}));

/** True from the first render with `open` on. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

export function LazyImagePreviewer(props: ImagePreviewerProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <AntdScope>
      <ImagePreviewerChunk {...props} />
    </AntdScope>
  );
}

export function LazyForwardPanel(props: ForwardPanelProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <AntdScope>
      <ForwardPanelChunk {...props} />
    </AntdScope>
  );
}

export function LazyReadReceiptPanel(props: ReadReceiptPanelProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <AntdScope>
      <ReadReceiptPanelChunk {...props} />
    </AntdScope>
  );
}
