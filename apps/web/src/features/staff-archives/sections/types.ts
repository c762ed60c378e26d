import type { ArchiveInfo, CustomValues, StaffArchive } from '@renli/contracts';
import type { ReactNode } from 'react';

/**
 * Saves a change of personal fields (HR's edit or the employee's own) or of the company's custom
 * fields (HR's); rejects with the server's refusal.
 */
export type SaveArchive = (change: Partial<ArchiveInfo> & { custom?: CustomValues }) => Promise<unknown>;

/** What every section gets: the archive, and how to save it when the viewer may edit this section. */
export interface SectionProps {
  archive: StaffArchive;
  onSave?: SaveArchive | undefined;
  /** Buttons beside the title (e.g. 申请修改 for fields HR reviews). */
  extra?: ReactNode;
}

/** Picks the archive's values of a section's fields, for its form. */
export const valuesOf = (archive: StaffArchive, names: readonly (keyof StaffArchive)[]) =>
  Object.fromEntries(names.map((name) => [name, archive[name] ?? undefined]));
