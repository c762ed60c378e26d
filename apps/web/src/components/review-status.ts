/** Tag colours of a review's status (AttestStatus): 0 none, 1 pending, 2 approved, 3 rejected. */
export const REVIEW_STATUS_COLORS = ['default', 'processing', 'success', 'error'] as const;
