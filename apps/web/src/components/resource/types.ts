import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { OptionValue } from './zod-fields.ts';

/** What every resource row carries (the resource HTTP contract). */
export interface BaseRow {
  id: number;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** The shape of `packages/contracts/src/resources/<name>.ts`: `<name>Resource`. */
export interface ResourceDef<Row extends BaseRow = BaseRow> {
  /** Where the server mounts it, e.g. `/cCompDepartment`. */
  prefix: string;
  /** Names the export file and keys the cache and the stored column settings. */
  name: string;
  /** Columns the server sorts by; the others get no sorter. */
  sortFields: readonly string[];
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

/** A value of an enum field with the i18n key of its label. */
export interface OptionConfig {
  value: OptionValue;
  labelKey: string;
}

export interface ColumnConfig<Row> {
  key: keyof Row & string;
  titleKey: string;
  width?: number;
  /** Left out of the table until the user shows it in the column settings. */
  hidden?: boolean;
  render?: (row: Row) => ReactNode;
}

export interface FilterConfig {
  /** A field of the contract's `filter` schema; its kind and enum values come from there. */
  name: string;
  labelKey: string;
  options?: OptionConfig[];
  /** Replaces the widget the schema implies; gets value/onChange. */
  input?: ReactNode;
}

export interface FormFieldConfig<Row> {
  /** A field of the contract's `create` schema; required, length and enum values come from there. */
  name: string;
  labelKey: string;
  options?: OptionConfig[];
  /** Replaces the widget the schema implies (e.g. a select of other rows); gets value/onChange. */
  input?: ReactNode | ((editing: Row | null) => ReactNode);
  textarea?: boolean;
}

export interface DetailFieldConfig<Row> {
  key: keyof Row & string;
  labelKey: string;
  render?: (row: Row) => ReactNode;
}

export interface ResourcePageConfig<Row extends BaseRow> {
  resource: ResourceDef<Row>;
  /** i18n key of the page title. */
  titleKey: string;
  /** i18n key naming one row ('department'), for drawer titles. */
  itemKey: string;
  columns: ColumnConfig<Row>[];
  filters: FilterConfig[];
  form: FormFieldConfig<Row>[];
  /** Fields of the detail drawer; the columns when left out. */
  detail?: DetailFieldConfig<Row>[];
  /** Rows with `children` show as a tree (departments); the table then shows one page of roots. */
  tree?: (rows: Row[]) => (Row & { children?: Row[] })[];
}

/** Typed identity: lets a screen write its config as a literal and keeps the row type flowing. */
export const defineResourcePage = <Row extends BaseRow>(config: ResourcePageConfig<Row>) => config;
