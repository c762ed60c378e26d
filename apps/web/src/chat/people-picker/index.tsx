import { lazy, Suspense } from 'react';
import { currentLanguage, loadNamespaces } from '../../lib/i18n.ts';
import type { PeoplePickerProps } from './PeoplePicker.tsx';

export type { PeoplePickerProps } from './PeoplePicker.tsx';
export type { Person } from './picker-rules.ts';

const Picker = lazy(() =>
  Promise.all([import('./PeoplePicker.tsx'), loadNamespaces(currentLanguage(), ['chat-people'])]).then(
    ([m]) => ({ default: m.PeoplePicker }),
  ),
);

/** The people picker with its text, loaded when first opened. Render it under AntdScope. */
export function PeoplePicker(props: PeoplePickerProps) {
  return (
    <Suspense fallback={null}>
      <Picker {...props} />
    </Suspense>
  );
}
