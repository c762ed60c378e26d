import { z } from 'zod';

/** `data` of `POST /chat/upload`: what the server stored and measured of one chat file. */
export const chatUploadResultSchema = z.object({
  url: z.string(),
  size: z.number(),
  mime: z.string(),
  fileName: z.string(),
  width: z.number().optional(),
  height: z.number().optional(),
  /** 1 jpg, 2 gif, 3 png, 4 bmp, 255 other (images only). */
  imageFormat: z.number().optional(),
  previewUrl: z.string().optional(),
  previewWidth: z.number().optional(),
  previewHeight: z.number().optional(),
});
export type ChatUploadResult = z.infer<typeof chatUploadResultSchema>;
