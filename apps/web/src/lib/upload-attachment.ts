import { type CommentAttachment, type FileDirType, filesEndpoints } from '@renli/contracts';
import { upload } from './endpoint.ts';

/**
 * Uploads one file the way record attachments are kept (timeline comments, approval forms; work reports under `diary_file`): the
 * upload answers the file's address under its original name, `{ name, url }` is what forms store.
 */
export async function uploadAttachment(
  file: File,
  fileDirType: FileDirType = 'record_file',
): Promise<CommentAttachment | null> {
  const form = new FormData();
  form.append('file', file, file.name);
  const answer = await upload(filesEndpoints.putObjects, form, { query: { fileDirType } });
  const url = Object.values(answer)[0];
  return url ? { name: file.name, url } : null;
}
