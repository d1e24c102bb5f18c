// The operations console's staff identity (issue 30): inviting staff, accepting an invitation
// (a password and an authenticator), signing in with both, and managing staff roles. The forms
// and the API parse these same schemas.
import { array, mixed, object, ref, string, type InferType } from 'yup';
import { STAFF_ROLES, type StaffRole } from '../contracts/contract';
import { createOtpSchema, emailSchema, fullNameSchema, mobileSchema, passwordSchema } from './fields';
import { STAFF_REASON_MAX_LENGTH } from './staff';

/** What each staff role is called on screens and in the invitation. */
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  ops_admin: 'Operations admin',
  kyc_reviewer: 'KYC reviewer',
  ca_expert: 'CA expert',
  logistics_desk: 'Logistics desk',
  finance: 'Finance',
  content_editor: 'Content editor',
  grievance_officer: 'Grievance officer',
};

/** An invitation's link works this long. */
export const STAFF_INVITATION_DAYS = 7;

/** The code an authenticator app shows (6 digits, a new one every 30 seconds). */
export const authenticatorCodeSchema = createOtpSchema({
  messages: { required: 'Enter the code from your authenticator app', invalid: 'The authenticator code is 6 digits' },
});

export const staffRolesSchema = array(
  mixed<StaffRole>()
    .oneOf([...STAFF_ROLES], 'Choose staff roles from the list')
    .defined(),
)
  .required('Choose at least one staff role')
  .min(1, 'Choose at least one staff role')
  .test('unique', 'Each staff role once', (roles) => !roles || new Set(roles).size === roles.length);

const reasonSchema = string().trim().max(STAFF_REASON_MAX_LENGTH, `Reason must be at most ${STAFF_REASON_MAX_LENGTH} characters`).default('');

/** POST /ops/invitations */
export const staffInvitationSchema = object({
  name: fullNameSchema,
  email: emailSchema,
  mobile: mobileSchema,
  roles: staffRolesSchema,
});
export type StaffInvitationInput = InferType<typeof staffInvitationSchema>;

/** The one-time token of an invitation link. */
export const invitationTokenSchema = string().trim().required('This invitation link is incomplete').max(200, 'This invitation link is not valid');

/** POST /ops/invitations/accept: the new password and the first code from the authenticator. */
export const acceptInvitationSchema = object({
  token: invitationTokenSchema,
  password: passwordSchema,
  confirmPassword: string()
    .required('Confirm your password')
    .oneOf([ref('password')], 'Passwords do not match'),
  code: authenticatorCodeSchema,
});
export type AcceptInvitationInput = InferType<typeof acceptInvitationSchema>;

/** POST /ops/login: every staff sign-in needs the password and the authenticator's code. */
export const staffSignInSchema = object({
  email: emailSchema,
  password: string().required('Password is required').max(200, 'Password is too long'),
  code: authenticatorCodeSchema,
});
export type StaffSignInInput = InferType<typeof staffSignInSchema>;

/** PUT /ops/staff/:id/roles: the roles the member holds from now on. */
export const staffRolesChangeSchema = object({ roles: staffRolesSchema, reason: reasonSchema });
export type StaffRolesChangeInput = InferType<typeof staffRolesChangeSchema>;

/** POST /ops/staff/:id/{deactivate,reactivate}: deactivating needs a reason. */
export const staffAccountActionSchema = object({ reason: reasonSchema });
