/**
 * Bundled preset faces (docs/architecture.md): male1..male10, female1..female10 and a company image. Files,
 * not data URLs: inlined they would all ride in the JavaScript of every screen showing an avatar,
 * where a list needs one or two of them.
 */
const files = import.meta.glob<string>('../../assets/avatars/*.svg', {
  eager: true,
  query: '?no-inline',
  import: 'default',
});

export type PresetKey = `male${number}` | `female${number}` | 'company';

export const PRESET_FACES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(files).map(([path, url]) => [/([^/]+)\.svg$/.exec(path)![1]!, url]),
);

export const isPresetKey = (value: string): value is PresetKey => Object.hasOwn(PRESET_FACES, value);
