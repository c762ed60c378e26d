import { laborPaymentResource } from '@renli/contracts';
import type { ResourceActor } from '../../../core/actor.ts';
import { defineResource } from '../../../core/resources/define.ts';
import { maskIdNumber } from '../../staff-archives/archive-mask.ts';
import { laborRemunerationTax } from './labor.ts';
import { salaryLaborPayments as p } from './schema.ts';

/**
 * 劳务报酬 at `/tax/laborPayment` (docs/product/salary.md, "Income tax"): payments to people off the
 * payroll, their pre-withholding computed when recorded; HR lists, adds, removes and exports them.
 * ID numbers are masked wherever rows are shown or exported, as staff archives do.
 */
export const laborPaymentResourceDefinition = defineResource({
  contract: laborPaymentResource,
  table: p,
  tenant: 'compId',
  column: 'salary',
  policy: (actor: ResourceActor) => actor.isCompany || actor.staffAdmin,
  searchable: ['payeeName'],
  softDelete: null,
  defaultSort: [
    { field: 'month', order: 'descend' },
    { field: 'createdAt', order: 'descend' },
  ],
  async toColumns(_tx, _actor, input) {
    const tax = laborRemunerationTax(input.amount!);
    return { ...input, taxable: tax.taxable, rate: tax.rate, tax: tax.tax, net: tax.net };
  },
  present: (row) => ({ idNumber: maskIdNumber(row.idNumber) }),
  sample: {
    create: () => ({
      payeeName: 'Sample payee',
      idNumber: '110101199001011234',
      month: '2026-01',
      amount: '5000',
    }),
  },
});
