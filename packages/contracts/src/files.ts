import { z } from 'zod';

/** Where an upload goes and which content it may have (spec sections 5 and 7). */
export const FILE_DIR_TYPES = ['comp_img', 'resume_file', 'diary_file', 'notice_file'] as const;
export const fileDirTypeSchema = z.enum(FILE_DIR_TYPES);
export type FileDirType = z.infer<typeof fileDirTypeSchema>;

/** Upload type filters of spec section 5. */
export const UploadKind = { IMAGE: 1, DOCUMENT: 2, ARCHIVE: 3, VIDEO: 4, AUDIO: 5 } as const;
export type UploadKind = (typeof UploadKind)[keyof typeof UploadKind];

/** `putObjects` and `upload` answer a map of original file name to public URL. */
export const uploadResultSchema = z.record(z.string(), z.string());
export type UploadResult = z.infer<typeof uploadResultSchema>;
