// Authenticator secrets are kept sealed (AES-256-GCM with the server's data key, ../security/keys.ts),
// each bound to its row, so a copied value opens nowhere else and a database dump holds no
// usable secret.
import type { Sealer } from '../security/keys.ts';

export const sealStaffSecret = (sealer: Sealer, userId: string, secret: string) => sealer.seal(secret, `staff-totp:${userId}`);
export const openStaffSecret = (sealer: Sealer, userId: string, sealed: string) => sealer.open<string>(sealed, `staff-totp:${userId}`);

export const sealInvitationSecret = (sealer: Sealer, invitationId: string, secret: string) => sealer.seal(secret, `staff-invitation:${invitationId}`);
export const openInvitationSecret = (sealer: Sealer, invitationId: string, sealed: string) => sealer.open<string>(sealed, `staff-invitation:${invitationId}`);
