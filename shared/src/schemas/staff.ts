// Staff approval: nobody joins the staff side (partner bankers, telecallers) by themselves. An
// operations admin approves an account, rejects or suspends it with a reason the person is told,
// and reinstates it; each decision is recorded with who and when.
import { object, string, type InferType } from 'yup';

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'suspended'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const STAFF_ACTIONS = ['approve', 'reject', 'suspend', 'reinstate'] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

/** From which status each action may be taken, and where it leads. */
export const STAFF_ACTION_MOVES: Record<StaffAction, { from: readonly ApprovalStatus[]; to: ApprovalStatus }> = {
  approve: { from: ['pending', 'rejected'], to: 'approved' },
  reject: { from: ['pending'], to: 'rejected' },
  suspend: { from: ['approved'], to: 'suspended' },
  reinstate: { from: ['suspended'], to: 'approved' },
};

/** Actions the person must be given a reason for. */
export const REASON_REQUIRED_ACTIONS: readonly StaffAction[] = ['reject', 'suspend'];

export const STAFF_REASON_MAX_LENGTH = 500;

/** POST /admin/staff/:id/{approve,reject,suspend,reinstate} */
export const staffDecisionSchema = object({
  reason: string().trim().max(STAFF_REASON_MAX_LENGTH, `Reason must be at most ${STAFF_REASON_MAX_LENGTH} characters`).default(''),
});
export type StaffDecisionInput = InferType<typeof staffDecisionSchema>;
