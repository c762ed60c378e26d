import type { ApprovalForm, CommentAttachment, FormValues } from '@renli/contracts';
import { badRequest } from '../../core/http/errors.ts';
import type { Locale } from '../../core/i18n/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { ownUploads } from '../files/ownership.ts';
import { approvalMessages as m } from './messages.ts';
import { invalidValues } from './value-errors.ts';

// Files an approval keeps must be the caller's own uploads (docs/product/approval.md, "Forms"):
// a link to someone else's upload is refused, naming the field or the file.

const urlsOf = (files: unknown): string[] =>
  Array.isArray(files) ? files.map((file) => (file as CommentAttachment).url) : [];

/** The attachment and image values of a validated form; a field holding another's file: 400 on that field. */
export async function requireOwnFileValues(
  db: DbOrTx,
  userId: number,
  form: ApprovalForm,
  values: FormValues,
  locale: Locale,
) {
  const fields = form.fields.filter((field) => field.kind === 'attachment' || field.kind === 'image');
  const urls = fields.flatMap((field) => urlsOf(values[field.key]));
  const owned = await ownUploads(db, userId, urls);
  const foreign = fields.filter((field) => urlsOf(values[field.key]).some((url) => !owned.has(url)));
  if (foreign.length > 0)
    throw invalidValues(
      form,
      locale,
      foreign.map((field) => ({ field: field.key, code: 'approval.value.notOwnFile' })),
    );
}

/** A comment's or a decision's attachments; another's file: 400 naming it. */
export async function requireOwnAttachments(db: DbOrTx, userId: number, files: readonly CommentAttachment[]) {
  const owned = await ownUploads(
    db,
    userId,
    files.map((file) => file.url),
  );
  const foreign = files.find((file) => !owned.has(file.url));
  if (foreign) throw badRequest(m['approval.attachmentNotOwn'], { name: foreign.name });
}
