import type { FastifyRequest } from 'fastify';
import { accessToken, type AppContext } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import { findUserById, type UserRow } from '../users.ts';

export interface VendorRow extends UserRow {
  owner_name: string | null;
}

/**
 * The signed-in partner shop: 401 without a valid access token, 403 for any other role. Every
 * vendor route reads its rows through this vendor's id only, so another shop's id is not found.
 */
export async function currentVendor(ctx: AppContext, request: FastifyRequest): Promise<VendorRow> {
  const claims = await accessToken(ctx, request);
  const user = (await findUserById(ctx.db, claims.sub)) as VendorRow | undefined;
  if (!user) throw new ApiError(401, 'This account no longer exists. Please log in again.');
  if (user.role !== 'vendor') throw new ApiError(403, 'This page is for partner shops. Please log in with your shop account.');
  return user;
}

/**
 * The shop a contract's handler was called by: its `callers` let only a vendor in, and the
 * signed-in row is the whole users row (`SELECT *`), so it carries the owner's name.
 */
export const vendorOf = (user: UserRow): VendorRow => user as VendorRow;
