import type { CompanyActor } from '../../core/actor.ts';

/**
 * Labour contracts are HR's records (docs/product/labor-contracts.md, "Permissions"): the company
 * account and staff admins read and write them, within the admin's HRM/HRO scope (scope.ts); plain
 * staff are refused everything here, whatever their column grants. The kit also gates the 'staff'
 * column (read to list, update to write).
 */
export const laborContractsPolicy = (actor: CompanyActor) => actor.isCompany || actor.staffAdmin;
