import { departmentResourceDefinition } from '../modules/org/departments.ts';
import { positionResourceDefinition } from '../modules/org/positions.ts';
import { rankResourceDefinition } from '../modules/org/ranks.ts';
import { staffAccountResourceDefinition } from '../modules/staff-accounts/staff-accounts.ts';
import type { AnyResource } from './define.ts';

/**
 * Every resource the server mounts. Adding one here also puts it under the generated
 * tenant-isolation test (tenant-isolation.int.test.ts).
 */
export const resourceRegistry: readonly AnyResource[] = [
  departmentResourceDefinition,
  positionResourceDefinition,
  rankResourceDefinition,
  staffAccountResourceDefinition,
];
