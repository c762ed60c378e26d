import type { ComponentType } from 'react';

/**
 * How a form or filter picks a record of another kind (a department, a position, a company): the
 * feature that owns the kind registers a picker in its manifest, and fields declared with that `ref`
 * use it (docs/architecture.md, "Pickers"). Features never import each other's pickers.
 */
export interface PickerProps {
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  /** Filters may be left empty whatever the schema requires. */
  allowClear?: boolean;
  placeholder?: string;
}

const pickers = new Map<string, ComponentType<PickerProps>>();

/** Called at start-up (app/features.ts) with every feature's pickers by kind. */
export function registerPickers(byKind: Readonly<Record<string, ComponentType<PickerProps>>>) {
  for (const [kind, picker] of Object.entries(byKind)) pickers.set(kind, picker);
}

export const pickerFor = (kind: string | undefined) => (kind ? pickers.get(kind) : undefined);
