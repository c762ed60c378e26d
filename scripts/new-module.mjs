#!/usr/bin/env node
// `npm run new:module`: writes a working company resource module from scripts/module-template/
// (docs/modules.md, "Scaffold"), or removes one it wrote. Plain Node: text templates and text edits.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const TEMPLATES = join(import.meta.dirname, 'module-template');
const SERVER = 'apps/server';
const MIGRATIONS = `${SERVER}/src/db/migrations`;
const JOURNAL = `${MIGRATIONS}/meta/_journal.json`;
const NAV = 'apps/web/src/app/locales';
const MAX_NAME = 30;

const HELP = `Usage:
  npm run new:module -- <name> --path <catalog path> [--title <中文名>] [--column <key>|none] [--prefix </apiPath>]
  npm run new:module -- --remigrate <name>   generate the module's (last, uncommitted) migration again
  npm run new:module -- --remove <name>      delete a generated module, its registrations and migration

  <name>     kebab-case, new: the server module, web feature, locale namespace and contract file
             (e.g. crm-products; at most ${MAX_NAME} characters).
  --path     a page of the route catalog (app/user-routes.tsx) that no feature claims yet, as the
             catalog writes it, parameters included (e.g. /crm/crmproduct, /crm/crmorder/:page?).
             Checked here by its menu title in app/locales/zh-CN/nav.json (every catalog page has
             one); the exact check is the generated web test, which fails unless the catalog shows
             the feature's screen at that path.
  --title    the records' Chinese name (page title); default: the catalog page's menu title.
  --column   the column (docs/architecture.md) gating the resource; default: the path's first segment
             (/crm/... -> crm); 'none' for no column gate.
  --prefix   the API mount path; default /<camelName> (e.g. /crmProducts).

Example:
  npm run new:module -- crm-products --path /crm/crmproduct --title 产品 --column crm`;

const fail = (message) => {
  console.error(`new:module: ${message}\n\n${HELP}`);
  process.exit(2);
};
const at = (path) => join(ROOT, path);
const read = (path) => readFileSync(at(path), 'utf8');
const write = (path, text) => {
  mkdirSync(dirname(at(path)), { recursive: true });
  writeFileSync(at(path), text);
};

/** Every spelling of the name the files use: crm-products, crmProducts, CrmProducts, crm_products. */
function namesOf(kebab) {
  const camel = kebab.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
  return { kebab, camel, Pascal: camel[0].toUpperCase() + camel.slice(1), snake: kebab.replaceAll('-', '_') };
}

/** The files a module consists of: template -> destination. */
function filesOf({ kebab, Pascal }) {
  const server = `${SERVER}/src/modules/${kebab}`;
  const web = `apps/web/src/features/${kebab}`;
  return [
    ['contract.ts.tmpl', `packages/contracts/src/resources/${kebab}.ts`],
    ['server/schema.ts.tmpl', `${server}/schema.ts`],
    ['server/messages.ts.tmpl', `${server}/messages.ts`],
    ['server/policy.ts.tmpl', `${server}/policy.ts`],
    ['server/policy.test.ts.tmpl', `${server}/policy.test.ts`],
    ['server/resource.ts.tmpl', `${server}/resource.ts`],
    ['server/manifest.ts.tmpl', `${server}/manifest.ts`],
    ['server/module.int.test.ts.tmpl', `${server}/${kebab}.int.test.ts`],
    ['web/Page.tsx.tmpl', `${web}/${Pascal}Page.tsx`],
    ['web/Page.test.tsx.tmpl', `${web}/${Pascal}Page.test.tsx`],
    ['web/manifest.tsx.tmpl', `${web}/manifest.tsx`],
    ['web/locale.zh-CN.json.tmpl', `${web}/locales/zh-CN/${kebab}.json`],
    ['web/locale.en.json.tmpl', `${web}/locales/en/${kebab}.json`],
    ['product.md.tmpl', `docs/product/${kebab}.md`],
  ];
}

/** The one-line registrations in the shared lists, and where each goes. */
function registrationsOf({ kebab, camel }) {
  return [
    {
      file: 'packages/contracts/src/resources/index.ts',
      line: `export * from './${kebab}.ts';`,
      among: /^export \* from /,
    },
    {
      file: `${SERVER}/src/db/schema.ts`,
      line: `export * from '../modules/${kebab}/schema.ts';`,
      among: /^export \* from /,
    },
    {
      file: `${SERVER}/src/modules/index.ts`,
      line: `import { ${camel}Manifest } from './${kebab}/manifest.ts';`,
      among: /^import /,
    },
    {
      file: `${SERVER}/src/modules/index.ts`,
      line: `  ${camel}Manifest,`,
      list: /^export const serverModules\b/,
    },
    {
      file: 'apps/web/src/app/features.ts',
      line: `import { ${camel}Feature } from '../features/${kebab}/manifest.tsx';`,
      among: /^import /,
    },
    { file: 'apps/web/src/app/features.ts', line: `  ${camel}Feature,`, list: /^export const webFeatures\b/ },
  ];
}

/** Adds `line`: sorted among the lines matching `among`, or as the last entry of the array `list` opens. */
function register({ file, line, among, list }) {
  const lines = read(file).split('\n');
  if (lines.includes(line)) return;
  if (among) {
    const indices = lines.flatMap((text, i) => (among.test(text) ? [i] : []));
    if (indices.length === 0) throw new Error(`${file}: no line matching ${among} to insert after`);
    const next = indices.find((i) => lines[i] > line);
    lines.splice(next ?? indices.at(-1) + 1, 0, line);
  } else {
    const start = lines.findIndex((text) => list.test(text));
    const end = lines.findIndex((text, i) => i > start && text === '];');
    if (start < 0 || end < 0) throw new Error(`${file}: no list matching ${list} ending in "];"`);
    lines.splice(end, 0, line);
  }
  write(file, lines.join('\n'));
}

const unregister = ({ file, line }) => {
  const text = read(file);
  const kept = text.split('\n').filter((l) => l !== line);
  if (kept.join('\n') !== text) write(file, kept.join('\n'));
};

/** Simple text checks of the column list in the contracts (no TypeScript needed to read them). */
function columnLists() {
  const source = read('packages/contracts/src/permissions.ts');
  const list = (name) =>
    [...(new RegExp(`${name}[^=]*=\\s*\\[([^\\]]*)\\]`).exec(source)?.[1] ?? '').matchAll(/'([^']+)'/g)].map(
      (m) => m[1],
    );
  return { keys: list('COLUMN_KEYS'), alwaysRead: list('ALWAYS_READ_COLUMNS') };
}

/** The catalog page's menu titles (zh-CN, en), or null when nav.json has no page title for the path. */
function catalogTitles(path) {
  const keys = path.split('/').filter((part) => part && !part.startsWith(':'));
  const titleIn = (lang) => {
    let node = JSON.parse(read(`${NAV}/${lang}/nav.json`));
    for (const key of keys) node = node?.[key];
    return typeof node === 'string' ? node : null;
  };
  const zh = titleIn('zh-CN');
  return zh ? { zh, en: titleIn('en') ?? zh } : null;
}

const featureManifests = () =>
  readdirSync(at('apps/web/src/features'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(at(`apps/web/src/features/${d.name}/manifest.tsx`)))
    .map((d) => `apps/web/src/features/${d.name}/manifest.tsx`);

const journal = () => JSON.parse(read(JOURNAL));
const migrationTag = (snake) => new RegExp(`^\\d{4}_${snake}$`);

function validate(args) {
  const { name, path } = args;
  if (!name) fail('a module name is required');
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name) || name.length > MAX_NAME) {
    fail(`"${name}" is not a kebab-case name of at most ${MAX_NAME} characters (e.g. crm-products)`);
  }
  const n = namesOf(name);
  const folders = [`${SERVER}/src/modules/${name}`, `apps/web/src/features/${name}`];
  const taken = [...folders, ...filesOf(n).map(([, target]) => target)].filter(
    (target) => existsSync(at(target)) && !folders.some((folder) => target.startsWith(`${folder}/`)),
  );
  if (taken.length) fail(`"${name}" exists already: ${taken.join(', ')}`);
  // The latest migration snapshot names every table the migrations create.
  const last = journal().entries.at(-1).tag.slice(0, 4);
  const snapshot = JSON.parse(read(`${MIGRATIONS}/meta/${last}_snapshot.json`));
  if (`public.${n.snake}` in snapshot.tables) fail(`a table named ${n.snake} exists already`);
  const contracts = readdirSync(at('packages/contracts/src/resources')).map((f) =>
    read(`packages/contracts/src/resources/${f}`),
  );
  if (contracts.some((source) => source.includes(`name: '${n.camel}'`))) {
    fail(`a resource named '${n.camel}' exists already`);
  }
  if (journal().entries.some((entry) => migrationTag(n.snake).test(entry.tag))) {
    fail(`a migration named ${n.snake} exists already; choose another name`);
  }

  if (!path) fail('--path is required: the route catalog page the feature claims');
  if (!/^\/[A-Za-z0-9/:?-]+$/.test(path)) fail(`--path "${path}" is not a catalog path`);
  const titles = catalogTitles(path);
  if (!titles) {
    fail(`--path ${path} is not a page of the route catalog (no menu title in ${NAV}/zh-CN/nav.json)`);
  }
  const claimedBy = featureManifests().find((file) => read(file).includes(`'${path}'`));
  if (claimedBy) fail(`--path ${path} is claimed already by ${claimedBy}`);

  const { keys, alwaysRead } = columnLists();
  const firstSegment = path.split('/')[1];
  const column =
    args.column === 'none' ? null : (args.column ?? (keys.includes(firstSegment) ? firstSegment : null));
  if (column && !keys.includes(column)) fail(`--column ${column} is not one of ${keys.join(', ')} (or none)`);

  const prefix = args.prefix ?? `/${n.camel}`;
  if (!/^\/[A-Za-z][A-Za-z0-9/]*$/.test(prefix)) fail(`--prefix ${prefix} is not an API path`);
  if (contracts.some((source) => source.includes(`prefix: '${prefix}'`)))
    fail(`--prefix ${prefix} is in use`);

  const title = args.title ?? titles.zh;
  if (!/^[^"'`\\$\n{}]{1,30}$/.test(title)) fail('--title must be 1..30 characters without quotes or braces');
  return { ...n, path, prefix, column, staffReads: !column || alwaysRead.includes(column), titles, title };
}

/** Fills a template: `__key__` placeholders and `// #if flag` / `// #else` / `// #endif` line blocks. */
function render(template, values, flags) {
  const out = [];
  const keep = [];
  for (const line of readFileSync(join(TEMPLATES, template), 'utf8').split('\n')) {
    const directive = /^\/\/ #(if|else|endif)\s*(\w*)/.exec(line);
    if (directive?.[1] === 'if') keep.push(Boolean(flags[directive[2]]));
    else if (directive?.[1] === 'else') keep.push(!keep.pop());
    else if (directive?.[1] === 'endif') keep.pop();
    else if (keep.every(Boolean)) out.push(line);
  }
  return out.join('\n').replace(/__(\w+?)__/g, (whole, key) => (key in values ? values[key] : whole));
}

function valuesOf(m) {
  return {
    values: {
      kebab: m.kebab,
      camel: m.camel,
      Pascal: m.Pascal,
      snake: m.snake,
      prefix: m.prefix,
      path: m.path,
      column: m.column ?? '',
      title: m.title,
      titleZh: m.title,
      itemZh: m.title,
      titleEn: m.titles.en,
      itemEn: m.titles.en.toLowerCase(),
      permissionsDoc: m.column
        ? `Gated by the \`${m.column}\` column: the company account and staff admins read and write; other staff need a grant on the column (read, or update to write).`
        : 'No column gate: every staff member of the company reads and exports; the company account and staff admins write.',
    },
    flags: { column: Boolean(m.column), staffReads: m.staffReads },
  };
}

const run = (command, args, options = {}) =>
  spawnSync(command, args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], ...options });

/** Runs drizzle-kit generate for the new table; answers the files it wrote. */
function generateMigration(snake) {
  const before = new Set(readdirSync(at(MIGRATIONS)));
  const env = { ...process.env };
  delete env.DRIZZLE_OUT;
  const result = run('npx', ['drizzle-kit', 'generate', '--name', snake], { cwd: at(SERVER), env });
  const output = `${result.stdout}${result.stderr}`;
  const sql = readdirSync(at(MIGRATIONS)).filter((f) => !before.has(f) && f.endsWith('.sql'));
  if (result.status !== 0 || sql.length !== 1) {
    throw new Error(`drizzle-kit generate did not write one migration:\n${output}`);
  }
  const statements = read(`${MIGRATIONS}/${sql[0]}`).split('--> statement-breakpoint');
  const foreign = statements.filter((s) => !s.includes(`"${snake}"`));
  if (foreign.length) {
    console.warn(`\nwarning: ${sql[0]} also holds other pending schema changes:\n${foreign.join('\n')}`);
  }
  const tag = sql[0].replace(/\.sql$/, '');
  return [`${MIGRATIONS}/${sql[0]}`, `${MIGRATIONS}/meta/${tag.slice(0, 4)}_snapshot.json`, JOURNAL];
}

/** Deletes the module's migration when it is the journal's last entry; answers what it deleted. */
function removeMigration(snake) {
  const content = journal();
  const index = content.entries.findIndex((entry) => migrationTag(snake).test(entry.tag));
  if (index < 0) return [];
  const { tag } = content.entries[index];
  if (index !== content.entries.length - 1) {
    console.warn(`kept migration ${tag}: later migrations follow it; write one that drops the table instead`);
    return [];
  }
  content.entries.pop();
  write(JOURNAL, JSON.stringify(content, null, 2));
  const files = [`${MIGRATIONS}/${tag}.sql`, `${MIGRATIONS}/meta/${tag.slice(0, 4)}_snapshot.json`];
  for (const file of files) rmSync(at(file), { force: true });
  return [...files, JOURNAL];
}

function remove(name) {
  if (!/^[a-z][a-z0-9-]*$/.test(name ?? '')) fail('--remove needs the module name');
  const n = namesOf(name);
  const removed = [];
  const folders = [`${SERVER}/src/modules/${name}`, `apps/web/src/features/${name}`];
  const files = filesOf(n)
    .map(([, target]) => target)
    .filter((target) => !folders.some((folder) => target.startsWith(`${folder}/`)));
  for (const target of [...files, ...folders]) {
    if (!existsSync(at(target))) continue;
    rmSync(at(target), { recursive: true, force: true });
    removed.push(target);
  }
  if (existsSync(at('docs/product')) && readdirSync(at('docs/product')).length === 0) {
    rmSync(at('docs/product'), { recursive: true });
  }
  for (const registration of registrationsOf(n)) unregister(registration);
  removed.push(...removeMigration(n.snake));
  return removed;
}

const lineCount = (file) => read(file).split('\n').length - (read(file).endsWith('\n') ? 1 : 0);

function create(args) {
  const m = validate(args);
  const { values, flags } = valuesOf(m);
  const written = [];
  try {
    for (const [template, target] of filesOf(m)) {
      write(target, render(template, values, flags));
      written.push(target);
    }
    const registrations = registrationsOf(m);
    for (const registration of registrations) register(registration);
    const migration = generateMigration(m.snake);
    const edited = [...new Set(registrations.map((r) => r.file))];
    // Formats what was written (imports sorted, long lines wrapped) and fails on any lint finding.
    const checked = [...written, ...edited].filter((f) => /\.(ts|tsx|json)$/.test(f));
    const biome = run('npx', ['biome', 'check', '--write', ...checked]);
    if (biome.status !== 0) throw new Error(`biome check failed:\n${biome.stdout}${biome.stderr}`);

    console.log(
      `new:module wrote ${m.kebab} (${m.prefix}, screen ${m.path}, column ${m.column ?? 'none'}):\n`,
    );
    for (const file of [...written, ...migration.slice(0, 2)]) {
      console.log(`  ${String(lineCount(file)).padStart(4)}  ${file}`);
    }
    console.log(`\nand registered it in:\n${[...edited, JOURNAL].map((f) => `        ${f}`).join('\n')}`);
    console.log(`
Next:
  1. Describe the records in docs/product/${m.kebab}.md.
  2. Change the starter fields (name, description, status) in the contract, schema.ts, resource.ts,
     the page, both locale files and the tests; then \`npm run new:module -- --remigrate ${m.kebab}\`
     (before its first commit; later: npm run db:generate -- --name <change>).
  3. npx vitest run --project unit --project integration --project web ${SERVER}/src/modules/${m.kebab}/ apps/web/src/features/${m.kebab}/
  4. npm test, then commit. Undo everything: npm run new:module -- --remove ${m.kebab}\n`);
  } catch (error) {
    console.error(`new:module: ${error.message}\nremoving what was written`);
    remove(m.kebab);
    process.exit(1);
  }
}

function parse(argv) {
  const args = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') args.help = true;
    else if (arg.startsWith('--')) {
      const [key, inline] = arg.slice(2).split('=', 2);
      if (!['path', 'title', 'column', 'prefix', 'remove', 'remigrate'].includes(key))
        fail(`unknown option ${arg}`);
      args[key] = inline ?? argv[++i];
      if (args[key] === undefined) fail(`${arg} needs a value`);
    } else if (args.name) fail(`unexpected argument ${arg}`);
    else args.name = arg;
  }
  return args;
}

const args = parse(process.argv.slice(2));
if (args.help) {
  console.log(HELP);
} else if (args.remove) {
  const removed = remove(args.remove);
  console.log(
    removed.length
      ? `removed:\n${removed.map((f) => `  ${f}`).join('\n')}\nand its lines in the module, feature, schema and contract lists`
      : 'nothing to remove',
  );
} else if (args.remigrate) {
  const { snake } = namesOf(args.remigrate);
  const entry = journal().entries.at(-1);
  if (!migrationTag(snake).test(entry.tag)) fail(`the last migration is not ${snake}'s`);
  // A committed migration may have run somewhere already: change the schema with a new one instead.
  const sql = `${MIGRATIONS}/${entry.tag}.sql`;
  if (run('git', ['ls-files', '--error-unmatch', sql]).status === 0) {
    fail(`${sql} is committed; write the change as a new migration (npm run db:generate -- --name <change>)`);
  }
  removeMigration(snake);
  const files = generateMigration(snake);
  console.log(`wrote ${files.slice(0, 2).join(', ')}`);
} else {
  create(args);
}
