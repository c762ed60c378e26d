import { STAFF_ENTRY_APPROVAL_TYPE } from '@renli/contracts';
import { registerApprovalType } from '../approval/types.ts';

// The 入职 approval type (docs/product/approval.md, "Into the rest of the product"): its effect is the
// confirm transition, which the approval applies through the record link (resource.ts), so the type
// itself does nothing more when approved.
registerApprovalType({ type: STAFF_ENTRY_APPROVAL_TYPE, onApproved: async () => undefined });
