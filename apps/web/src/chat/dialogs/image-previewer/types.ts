/** Image payload formats of the chat SDK (docs/chat-ui.md). */
export const IMAGE_FORMAT = { JPG: 1, GIF: 2, PNG: 3, BMP: 4, UNKNOWN: 255 } as const;

export interface PreviewImage {
  url: string;
  /** 1 jpg, 2 gif, 3 png, 4 bmp, 255 other; when absent the URL's or name's extension decides. */
  imageFormat?: number;
  /** File name offered when saving. */
  name?: string;
}

export interface ImagePreviewerProps {
  images: readonly PreviewImage[];
  /** The image to show; when the parent changes it, zoom and rotation start over. */
  index: number;
  open: boolean;
  onClose: () => void;
  /** Paging inside the previewer (buttons, arrow keys, swipes) reports the new index here. */
  onIndexChange?: (index: number) => void;
}
