import { lazy } from 'react';
import type { PickerProps } from '../../components/resource/pickers.ts';
import { defineFeature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

const OrgSettingsPage = lazyScreen(() => import('./OrgSettingsPage.tsx').then((m) => m.OrgSettingsPage));
const picker = (name: 'DepartmentPicker' | 'PositionPicker' | 'RankPicker') =>
  lazy(() => import('./pickers.tsx').then((m) => ({ default: m[name] as React.ComponentType<PickerProps> })));

export const orgFeature = defineFeature({
  name: 'org',
  screens: { '/other/setting/org': <OrgSettingsPage /> },
  pickers: {
    department: picker('DepartmentPicker'),
    position: picker('PositionPicker'),
    rank: picker('RankPicker'),
  },
});
