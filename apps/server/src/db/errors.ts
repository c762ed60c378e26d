/** A unique index refused the row (PostgreSQL 23505); Drizzle wraps the driver's error in `cause`. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
