/** Whether PostgreSQL refused with this SQLSTATE; Drizzle wraps the driver's error in `cause`. */
function hasPgCode(error: unknown, code: string): boolean {
  for (let e = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
}

/** A unique index refused the row (23505). */
export const isUniqueViolation = (error: unknown) => hasPgCode(error, '23505');

/** A foreign key refused the row (23503): what it refers to does not exist. */
export const isForeignKeyViolation = (error: unknown) => hasPgCode(error, '23503');
