/** `<input type="datetime-local">` speaks local "YYYY-MM-DDTHH:mm"; the API speaks ISO instants. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

export const fromLocalInput = (value: string | null | undefined): string | null =>
  value ? new Date(value).toISOString() : null;
