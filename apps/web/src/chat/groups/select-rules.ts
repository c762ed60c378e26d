/** Rules of the select dropdown (docs/chat-ui.md), free of React. */

export interface SelectOption<V extends string = string> {
  value: V;
  label: string;
}

/** The search box appears only when enabled and the list is long: more than 6 items. */
export const SEARCH_MIN_ITEMS = 7;
export const showSearch = (searchable: boolean, count: number) => searchable && count >= SEARCH_MIN_ITEMS;

export function filterOptions<V extends string>(options: readonly SelectOption<V>[], query: string) {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...options];
  return options.filter((o) => o.label.toLowerCase().includes(needle) || o.value.toLowerCase() === needle);
}

/** Multi-select toggles a value; single-select replaces the choice. */
export function toggleValue<V extends string>(values: readonly V[], value: V, multiple: boolean): V[] {
  if (!multiple) return [value];
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}

export const sameValues = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((v) => b.includes(v));

/** What the closed box shows: the chosen labels, or the placeholder. */
export function summary(options: readonly SelectOption[], values: readonly string[], placeholder: string) {
  const labels = options.filter((o) => values.includes(o.value)).map((o) => o.label);
  return labels.length > 0 ? labels.join('、') : placeholder;
}
