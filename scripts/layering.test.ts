import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type IReporterOutput } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

// The rules `npm run lint` applies (docs/architecture.md, "Layers"), run on a throw-away tree.
const config = createRequire(import.meta.url)('../.dependency-cruiser.cjs');
const roots: string[] = [];
afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

async function violationsOf(files: Record<string, string>) {
  const root = await mkdtemp(join(tmpdir(), 'renli-layering-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  const result: IReporterOutput = await cruise(['apps'], {
    ruleSet: { forbidden: config.forbidden },
    validate: true,
    baseDir: root,
    tsPreCompilationDeps: true,
  });
  if (typeof result.output === 'string') throw new Error('expected a cruise result');
  return result.output.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
}

describe('the layering lint', () => {
  it('fails on a core file importing a module, a module reading another module table and a feature importing a feature', async () => {
    const violations = await violationsOf({
      'apps/server/src/core/audit.ts':
        "import { x } from '../modules/org/service.ts';\nexport const y = x;\n",
      'apps/server/src/modules/org/service.ts': 'export const x = 1;\n',
      'apps/server/src/modules/org/schema.ts': 'export const staff = 1;\n',
      'apps/server/src/modules/salary/payroll.ts':
        "import { staff } from '../org/schema.ts';\nexport const z = staff;\n",
      'apps/web/src/features/salary/Page.tsx': "import { a } from '../staff/api.ts';\nexport const b = a;\n",
      'apps/web/src/features/staff/api.ts': 'export const a = 1;\n',
    });
    expect(violations.sort()).toEqual([
      'core-imports-no-module: apps/server/src/core/audit.ts -> apps/server/src/modules/org/service.ts',
      'features-never-import-each-other: apps/web/src/features/salary/Page.tsx -> apps/web/src/features/staff/api.ts',
      'module-reads-own-tables: apps/server/src/modules/salary/payroll.ts -> apps/server/src/modules/org/schema.ts',
    ]);
  });

  it('allows own tables, services of other modules, foreign keys between schemas and shared web code', async () => {
    const violations = await violationsOf({
      'apps/server/src/core/audit.ts': 'export const audit = 1;\n',
      'apps/server/src/modules/org/schema.ts':
        "import { audit } from '../../core/audit.ts';\nexport const staff = audit;\n",
      'apps/server/src/modules/org/service.ts':
        "import { staff } from './schema.ts';\nexport const x = staff;\n",
      'apps/server/src/modules/salary/schema.ts':
        "import { staff } from '../org/schema.ts';\nexport const pay = staff;\n",
      'apps/server/src/modules/salary/payroll.ts':
        "import { x } from '../org/service.ts';\nexport const z = x;\n",
      'apps/web/src/lib/http.ts': 'export const http = 1;\n',
      'apps/web/src/features/salary/Page.tsx':
        "import { http } from '../../lib/http.ts';\nexport const b = http;\n",
    });
    expect(violations).toEqual([]);
  });
});
