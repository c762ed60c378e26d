import type { FormInstance } from 'antd';
import { ApiError } from './http.ts';
import { toast } from './toast.ts';

/**
 * Shows a failed submit where the user can act on it: field messages of a 400 answer next to the
 * fields the form has, anything else as a toast. Calls made by forms pass `silent` to the HTTP
 * client so the error is not reported twice.
 */
export function showFormError(form: FormInstance, error: unknown): void {
  if (!(error instanceof ApiError)) throw error;
  // Registered fields appear as keys even while their value is still undefined.
  const known = new Set(Object.keys(form.getFieldsValue() as object));
  const onForm = error.fields.filter((f) => known.has(f.field));
  const elsewhere = error.fields.filter((f) => !known.has(f.field));
  if (onForm.length > 0) form.setFields(onForm.map((f) => ({ name: f.field, errors: [f.message] })));
  if (error.fields.length === 0) toast.error(error.message);
  else if (elsewhere.length > 0) toast.error(elsewhere.map((f) => f.message).join('; '));
}
