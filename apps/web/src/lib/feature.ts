import type { AuthSummary } from '@renli/contracts';
import type { ComponentType, ReactNode } from 'react';
import type { PickerProps } from '../components/resource/pickers.ts';

/** A screen a feature renders at a path of the route catalog (app/routes.ts). */
export interface FeatureScreen {
  element: ReactNode;
  /** Open to every staff member whatever their column permissions (the address book). */
  openToAllStaff?: boolean;
  /**
   * A count after the screen's menu entry (待我审批's pending tasks), drawn by the feature: it loads
   * its own data and draws nothing when there is nothing to count. Keep it lazy (`React.lazy`), so
   * the menu does not pull the feature into the shell's first download.
   */
  menuBadge?: ComponentType;
}

/** A tile of the workbench (工作台): what a feature shows on a module's landing page. */
export interface WorkbenchWidget {
  /** Unique across features, e.g. 'notifications.unread'. */
  key: string;
  /** Module workbenches that show it ('manage' is the company's console); order by `order`. */
  modules: readonly string[];
  order: number;
  /** Half or full width on the desktop grid; every widget is full width on a phone. */
  size: 'half' | 'full';
  /** Draws its own loading, error and empty states (components/workbench/WidgetCard.tsx). */
  component: ComponentType;
  /**
   * Whether the caller may read the widget's data, from their roles and columns (lib/access.ts). A
   * widget the server would refuse is left out rather than shown failing. Absent: everyone.
   */
  visible?: (access: AuthSummary) => boolean;
}

/**
 * Everything the app needs to know about one web feature, declared in `features/<name>/manifest.tsx`
 * (docs/architecture.md, "Module manifests"). The feature's text is its own `locales/<lang>/<name>.json`.
 */
export interface FeatureManifest {
  name: string;
  /** Screens by catalog path ('/other/setting/staff'); a path with no screen shows "coming soon". */
  screens?: Readonly<Record<string, ReactNode | FeatureScreen>>;
  widgets?: readonly WorkbenchWidget[];
  /**
   * Pickers of the record kinds the feature owns ('department', ...), used by every declared field
   * with that `ref` (docs/architecture.md, "Pickers"); lazy, so they load with the first form.
   */
  pickers?: Readonly<Record<string, ComponentType<PickerProps>>>;
}

export const defineFeature = <const F extends FeatureManifest>(feature: F): F => feature;

const isScreen = (value: ReactNode | FeatureScreen): value is FeatureScreen =>
  typeof value === 'object' && value !== null && 'element' in value;

/** Every feature's screens by path; a path claimed twice is a mistake the route test reports. */
export function screensOf(features: readonly FeatureManifest[]): Map<string, FeatureScreen> {
  const screens = new Map<string, FeatureScreen>();
  for (const feature of features) {
    for (const [path, screen] of Object.entries(feature.screens ?? {})) {
      if (screens.has(path)) throw new Error(`Screen ${path} is claimed by two features`);
      screens.set(path, isScreen(screen) ? screen : { element: screen });
    }
  }
  return screens;
}

/** Every feature's widgets; a key used twice is a mistake the workbench test reports. */
export function widgetsOf(features: readonly FeatureManifest[]): WorkbenchWidget[] {
  const widgets = features.flatMap((feature) => feature.widgets ?? []);
  const keys = widgets.map((widget) => widget.key);
  const twice = keys.find((key, index) => keys.indexOf(key) !== index);
  if (twice) throw new Error(`Widget ${twice} is declared twice`);
  return widgets;
}

/**
 * The widgets of one module's workbench the caller may see, by `order`. Until the caller's access is
 * known (or if it cannot be read) only the widgets open to everyone qualify.
 */
export function widgetsFor(
  widgets: readonly WorkbenchWidget[],
  module: string,
  access: AuthSummary | undefined,
): WorkbenchWidget[] {
  return widgets
    .filter((widget) => widget.modules.includes(module))
    .filter((widget) => !widget.visible || (access !== undefined && widget.visible(access)))
    .sort((a, b) => a.order - b.order);
}

/** Every feature's pickers by record kind; a kind claimed twice is a mistake. */
export function pickersOf(features: readonly FeatureManifest[]): Record<string, ComponentType<PickerProps>> {
  const pickers: Record<string, ComponentType<PickerProps>> = {};
  for (const feature of features) {
    for (const [kind, picker] of Object.entries(feature.pickers ?? {})) {
      if (pickers[kind]) throw new Error(`Picker ${kind} is claimed by two features`);
      pickers[kind] = picker;
    }
  }
  return pickers;
}
