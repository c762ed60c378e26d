import { z } from 'zod';
import { defineEndpoints } from './endpoint.ts';

/** Where an upload goes and which content it may have (docs/product/files.md). */
export const FILE_DIR_TYPES = [
  'comp_img',
  'resume_file',
  'diary_file',
  'notice_file',
  'record_file',
] as const;
export const fileDirTypeSchema = z.enum(FILE_DIR_TYPES);
export type FileDirType = z.infer<typeof fileDirTypeSchema>;

/** Upload type filters (docs/product/files.md). */
export const UploadKind = { IMAGE: 1, DOCUMENT: 2, ARCHIVE: 3, VIDEO: 4, AUDIO: 5 } as const;
export type UploadKind = (typeof UploadKind)[keyof typeof UploadKind];

/** `putObjects` and `upload` answer a map of original file name to public URL. */
export const uploadResultSchema = z.record(z.string(), z.string());
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** Files one upload request may carry. */
export const MAX_FILES_PER_UPLOAD = 20;

/**
 * A stored file's name, `<sha256>.<ext>` (the extension its content was sniffed as): the only shape a
 * download name may have, so it can never name a path.
 */
export const STORED_FILE_NAME = /^([0-9a-f]{64})\.([a-z0-9]{1,10})$/;

const uploadShape = <T extends z.ZodType>(path: string, summary: string, dirTypes: T) =>
  ({
    method: 'POST',
    path,
    access: 'user',
    summary: `${summary} (multipart field "file", at most ${MAX_FILES_PER_UPLOAD} files of 100 MB; the content is sniffed; answers each original name's URL)`,
    multipart: true,
    query: z.object({ fileDirType: dirTypes }),
    data: uploadResultSchema,
  }) as const;

export const filesEndpoints = defineEndpoints('files', {
  putObjects: uploadShape(
    '/ossApi/putObjects',
    'Upload files to any directory type',
    fileDirTypeSchema.default('comp_img'),
  ),
  upload: uploadShape(
    '/file/upload',
    'Upload company images or resumes',
    z.enum(['comp_img', 'resume_file']).default('comp_img'),
  ),
  uploadCover: uploadShape(
    '/file/uploadCover',
    'Upload diary or notice attachments',
    z.enum(['diary_file', 'notice_file']).default('diary_file'),
  ),
  download: {
    method: 'GET',
    path: '/files/:name',
    // Public so <img>/<video> tags work without headers: the name is a 256-bit content hash.
    access: 'public',
    summary:
      'Download an uploaded file by its content hash; `?name=` sets the saved name (the stored extension is kept)',
    params: z.object({ name: z.string().regex(STORED_FILE_NAME) }),
    query: z.object({ name: z.string().max(500).optional() }),
  },
});
