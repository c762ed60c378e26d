/**
 * Copies the artwork the catalogue uses from Fluent Emoji Flat (MIT, see docs/licences.md) into
 * `assets/`, one SVG per icon, and removes files the catalogue no longer uses. The SVGs are committed:
 * the package is a dev dependency only so that this copy can be repeated after a catalogue change.
 *
 *   npx tsx apps/web/src/chat/emoji/sync-assets.mjs
 *
 * (tsx because the catalogue is TypeScript.) The artwork is written unmodified apart from the
 * `<svg>` wrapper and `<title>` that turn an Iconify body into a standalone file.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BASIC_EMOJI, REACTION_EMOJI, STICKER_PACKS } from './catalog.ts';

const here = dirname(fileURLToPath(import.meta.url));
const assets = join(here, 'assets');
const require = createRequire(import.meta.url);
const set = JSON.parse(readFileSync(require.resolve('@iconify-json/fluent-emoji-flat/icons.json'), 'utf8'));

const wanted = new Set(
  [...BASIC_EMOJI, ...REACTION_EMOJI, ...STICKER_PACKS.flatMap((pack) => pack.stickers)].map(
    ([, icon]) => icon,
  ),
);

for (const icon of wanted) {
  const data = set.icons[icon];
  if (!data) throw new Error(`Fluent Emoji Flat has no icon named ${icon}`);
  const width = data.width ?? set.width ?? 16;
  const height = data.height ?? set.height ?? 16;
  // The title names the artwork for anyone opening the file on its own; in the app the <img> alt does.
  const title = `<title>${icon.replaceAll('-', ' ')}</title>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${title}${data.body}</svg>\n`;
  writeFileSync(join(assets, `${icon}.svg`), svg);
}

for (const file of readdirSync(assets)) {
  if (file.endsWith('.svg') && !wanted.has(file.slice(0, -4))) rmSync(join(assets, file));
}

console.log(`emoji assets: ${wanted.size} SVG files in ${assets}`);
