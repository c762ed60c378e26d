import type { Label, OptionValue, ResourceFields } from '@renli/contracts';
import type { ReactNode } from 'react';
import type { z } from 'zod';

/** What every resource row carries (the resource HTTP contract). */
export interface BaseRow {
  id: number;
  version: number;
  createdAt: string;
  updatedAt: string;
  /** The transitions the caller may apply to the row now (resources with a state machine). */
  transitions?: string[] | undefined;
}

/** The kit's endpoints a resource may mount (the contract lists them; default all seven). */
export type ResourceOperation =
  | 'selectPage'
  | 'selectById'
  | 'insert'
  | 'update'
  | 'delete'
  | 'export'
  | 'import';

/** The shape of `packages/contracts/src/resources/<name>.ts`: `<name>Resource`. */
export interface ResourceDef<Row extends BaseRow = BaseRow> {
  /** Where the server mounts it, e.g. `/cCompDepartment`. */
  prefix: string;
  /** What people call the records (the export's fallback file name). */
  title: Label;
  /** Labels, widgets and places of the fields (packages/contracts, resources/fields.ts). */
  fields: ResourceFields;
  /** Names the export file and keys the cache and the stored column settings. */
  name: string;
  /** Columns the server sorts by; the others get no sorter. */
  sortFields: readonly string[];
  /** 'platform' resources are called with the back-office session; the others with the user's. */
  scope?: 'company' | 'platform' | 'personal';
  /** The endpoints it has; the page offers only those (default all seven). */
  operations?: readonly ResourceOperation[];
  /** Whether rows take comments with attachments on their timeline. */
  comments?: boolean;
  /** Whether each company may add its own fields (rows carry them in `custom`). */
  customFields?: boolean;
  /** Its state machine's transitions by name, with the input schema of each. */
  transitions?: Readonly<Record<string, { input?: z.ZodObject }>>;
  schemas: {
    row: z.ZodType<Row>;
    create: z.ZodObject;
    update: z.ZodType;
    filter: z.ZodObject;
  };
}

export interface ListQuery {
  pageNum: number;
  pageSize: number;
  sortField?: string;
  sortOrder?: 'ascend' | 'descend';
  [filter: string]: unknown;
}

export interface Page<Row> {
  list: Row[];
  total: number;
  pageNum: number;
  pageSize: number;
  /** False when the caller may not write (policy or column permission): write buttons are hidden. */
  canWrite?: boolean;
}

/** A value of an enum field with the i18n key of its label (transition dialogs' own fields). */
export interface OptionConfig {
  value: OptionValue;
  labelKey: string;
}

/** A field of a transition's input, shown in its dialog (the contract's `input` schema checks it). */
export interface FormFieldConfig {
  name: string;
  labelKey: string;
  options?: OptionConfig[];
  textarea?: boolean;
}

/** A form or filter input the declaration cannot imply (e.g. a password typed twice); gets value/onChange. */
export type InputSlot<Row> = ReactNode | ((editing: Row | null) => ReactNode);

/** How a row's transition button looks and asks (the server says on which rows it applies). */
export interface TransitionConfig {
  labelKey: string;
  /** The confirmation question; default "Do you want to <label>?". */
  confirmKey?: string;
  /** A line under the question saying what follows (e.g. "they are logged out at once"). */
  descriptionKey?: string;
  danger?: boolean;
  /**
   * Fields of the transition's input (from the contract's input schema) shown in a dialog before it
   * is sent; without input the button asks for confirmation only.
   */
  form?: FormFieldConfig[];
}

export interface ResourcePageConfig<Row extends BaseRow> {
  resource: ResourceDef<Row>;
  /** i18n key of the page title. */
  titleKey: string;
  /** i18n key naming one row ('department'), for drawer titles. */
  itemKey: string;
  /** The create button's label when "New" says too little (e.g. "Add administrator"). */
  createKey?: string;
  /**
   * How a field is drawn in the list and the detail when the declaration's default (text, an option's
   * label or tag, a China time, money) is not enough, by field name.
   */
  cells?: Partial<Record<string, (row: Row) => ReactNode>>;
  /** Inputs of the form and the filter bar by field name, replacing what the declaration implies. */
  inputs?: Partial<Record<string, InputSlot<Row>>>;
  /** Rows with `children` show as a tree (departments); the table then shows one page of roots. */
  tree?: (rows: Row[]) => (Row & { children?: Row[] })[];
  /** Filters the route fixes (e.g. only outsourcing providers): sent with every list and export. */
  fixedFilters?: Record<string, unknown>;
  /** Row buttons of the state machine's transitions, by name, in this order. */
  transitions?: Record<string, TransitionConfig>;
  /** Further row actions the kit does not know (e.g. a label dialog), after the transitions. */
  rowActions?: (row: Row) => ReactNode;
  /** Further toolbar buttons (e.g. a create dialog of its own). */
  toolbar?: ReactNode;
  /**
   * Buttons acting on the selected rows (e.g. a transition for many at once), beside 批量删除; rows
   * become selectable for them too. `done` clears the selection.
   */
  bulkActions?: (ids: number[], done: () => void) => ReactNode;
  /** Further tabs of the detail (after 详情, before 时间线), drawn from the row as the server has it. */
  detailTabs?: (row: Row) => { key: string; label: ReactNode; children: ReactNode }[];
  /** Turns the form's values into the body sent (e.g. hashing a password as every login form does). */
  submitValues?: (values: Record<string, unknown>, editing: Row | null) => Record<string, unknown>;
  /** The detail drawer's 时间线 tab (the row's audit entries); on unless the resource keeps none. */
  timeline?: boolean;
}

/** Typed identity: lets a screen write its config as a literal and keeps the row type flowing. */
export const defineResourcePage = <Row extends BaseRow>(config: ResourcePageConfig<Row>) => config;
