// A shop's connectors: field agents who bring it leads. The shop adds them (once its owner is
// verified), or a person joins under the shop's referral code on /create-connector after
// confirming their mobile by OTP. A lead made through a connector's link carries the shop's code
// (shopid) and the connector's code (referral), so it counts for both.
import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { addConnector, deactivateConnector, listConnectors, sendConnectorJoinOtp, verifyConnectorJoinOtp, type ResponseOf } from '@platform/shared/contracts';
import { clientAddress, type AppContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { recordConsent } from '../consent/ledger.ts';
import { registerContract } from '../http/contract-route.ts';
import { ApiError } from '../http/errors.ts';
import { isUuid } from '../http/validate.ts';
import { permissionsOf } from '../kyc/steps.ts';
import { notifyShop } from './notifications.ts';
import { iso } from '../clock.ts';

// Read aloud and typed from a card: no 0/O, 1/I.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const connectorCode = () => `CN${Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;

interface ConnectorRow {
  id: string;
  name: string;
  mobile: string;
  pin_code: string;
  code: string;
  status: 'pending' | 'active' | 'inactive';
  joined_via: 'shop' | 'self';
  created_at: Date | string;
  activated_at: Date | string | null;
  deactivated_at: Date | string | null;
  leads?: string | number;
}

const connectorOf = (r: ConnectorRow): ResponseOf<typeof addConnector>['data'] => ({
  id: r.id,
  name: r.name,
  mobile: r.mobile,
  pinCode: r.pin_code,
  code: r.code,
  status: r.status,
  joinedVia: r.joined_via,
  leads: Number(r.leads ?? 0),
  createdAt: new Date(r.created_at).toISOString(),
  activatedAt: iso(r.activated_at),
  deactivatedAt: iso(r.deactivated_at),
});

async function connectorsOf(db: Queryable, vendorId: string, shopCode: string) {
  const { rows } = await db.query<ConnectorRow>(
    `SELECT c.*, (
       (SELECT count(*) FROM enquiries e WHERE upper(e.shop_id) = $2 AND upper(e.referred) = c.code) +
       (SELECT count(*) FROM product_applications p WHERE upper(p.shop_id) = $2 AND upper(p.referred) = c.code)
     ) AS leads
     FROM vendor_connectors c WHERE c.vendor_id = $1 AND c.status <> 'pending' ORDER BY c.status, c.created_at DESC`,
    [vendorId, shopCode.toUpperCase()],
  );
  return rows.map(connectorOf);
}

/** Registered by the vendor domain's plugin (./routes.ts). */
export function connectorRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock, tokens, otp } = ctx;

  registerContract(app, ctx, listConnectors, async ({ user: vendor }) => ({
    success: true,
    message: 'Connectors fetched successfully',
    data: {
      items: await connectorsOf(db, vendor.id, vendor.referral_code),
      shopCode: vendor.referral_code,
      permissions: await permissionsOf(db, vendor.id),
    },
  }));

  registerContract(app, ctx, addConnector, async ({ user: vendor, body: input }) => {
    if (!(await permissionsOf(db, vendor.id)).addConnectors) {
      throw new ApiError(403, 'Verify your Aadhaar and PAN before adding connectors: they work in your shop’s name.');
    }
    const now = clock.now();
    const { rows } = await db.query<ConnectorRow>(
      `INSERT INTO vendor_connectors (id, vendor_id, name, mobile, pin_code, code, status, joined_via, created_at, activated_at)
         VALUES ($1, $2, $3, $4, $5, $6, 'active', 'shop', $7, $7)
         ON CONFLICT (vendor_id, mobile) DO UPDATE SET name = EXCLUDED.name, pin_code = EXCLUDED.pin_code, status = 'active',
           activated_at = EXCLUDED.activated_at, deactivated_at = NULL
           WHERE vendor_connectors.status <> 'active'
         RETURNING *`,
      [randomUUID(), vendor.id, input.name, input.mobile, input.pinCode, connectorCode(), now],
    );
    if (!rows[0]) throw new ApiError(409, 'This mobile number is already one of your connectors', { fields: { mobile: 'Already a connector' } });
    return { success: true, message: 'Connector added', data: connectorOf(rows[0]) };
  });

  registerContract(app, ctx, deactivateConnector, async ({ user: vendor, params: { id } }) => {
    const { rows } = isUuid(id)
      ? await db.query<ConnectorRow>(
          `UPDATE vendor_connectors SET status = 'inactive', deactivated_at = COALESCE(deactivated_at, $3)
             WHERE id = $1 AND vendor_id = $2 AND status <> 'pending' RETURNING *`,
          [id, vendor.id, clock.now()],
        )
      : { rows: [] };
    if (!rows[0]) throw new ApiError(404, 'Connector not found');
    return { success: true, message: 'Connector deactivated', data: connectorOf(rows[0]) };
  });

  // /create-connector (public): join a shop under its referral code, after a mobile OTP.
  registerContract(app, ctx, sendConnectorJoinOtp, async ({ body: input, request }) => {
    await otp.checkSendAllowed('connector', input.mobile, clientAddress(request));
    const { rows: shops } = await db.query<{ id: string; username: string }>(
      `SELECT id, username FROM users WHERE upper(referral_code) = $1 AND role = 'vendor' AND mobile_verified_at IS NOT NULL`,
      [input.referralCode],
    );
    const shop = shops[0];
    if (!shop)
      throw new ApiError(404, 'No partner shop has this referral code. Please check it with the shop.', {
        fields: { referralCode: 'Unknown referral code' },
      });
    const now = clock.now();
    // The sign-up and the connector notice ticked on its form are stored together.
    const rows = await db.transaction(async (tx) => {
      const inserted = await tx.query<{ id: string }>(
        `INSERT INTO vendor_connectors (id, vendor_id, name, mobile, pin_code, code, status, joined_via, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, 'pending', 'self', $7)
           ON CONFLICT (vendor_id, mobile) DO UPDATE SET name = EXCLUDED.name, pin_code = EXCLUDED.pin_code
             WHERE vendor_connectors.status = 'pending'
           RETURNING id`,
        [randomUUID(), shop.id, input.name, input.mobile, input.pinCode, connectorCode(), now],
      );
      if (inserted.rows[0])
        await recordConsent(tx, { purpose: 'connector', mobile: input.mobile, userId: null, subjectId: inserted.rows[0].id, request, at: now });
      return inserted.rows;
    });
    if (!rows[0])
      throw new ApiError(409, 'This mobile number is already registered with this shop. Please ask the shop to reactivate you.', {
        fields: { mobile: 'Already registered' },
      });
    const flow = await tokens.issue('connector', rows[0].id, { mobile: input.mobile });
    await otp.send('connector', input.mobile, flow.jti);
    return { success: true, message: 'OTP sent successfully', newToken: flow.token, shopName: shop.username };
  });

  // The caller is the flow token of /connector/send-otp (the person has no account yet).
  registerContract(app, ctx, verifyConnectorJoinOtp, async ({ body: { otp: code }, request, flow: claims }) => {
    await otp.verify('connector', claims.jti, code, clientAddress(request));
    const now = clock.now();
    const connector = await db.transaction(async (tx) => {
      const { rows } = await tx.query<ConnectorRow & { vendor_id: string; shop_name: string; shop_code: string }>(
        `UPDATE vendor_connectors c SET status = 'active', activated_at = $2
           FROM users u WHERE c.id = $1 AND c.status = 'pending' AND u.id = c.vendor_id
           RETURNING c.*, u.username AS shop_name, u.referral_code AS shop_code`,
        [claims.sub, now],
      );
      const row = rows[0];
      if (!row) return undefined;
      await notifyShop(
        tx,
        row.vendor_id,
        {
          kind: 'connector',
          title: 'A new connector joined your shop',
          body: `${row.name} (${row.mobile}) joined as your connector with code ${row.code}.`,
          link: '/vender/connectors',
        },
        now,
      );
      return row;
    });
    if (!connector) throw new ApiError(403, 'This sign-up has already been completed. Please start again.');
    return {
      success: true,
      message: `You are now a connector of ${connector.shop_name}`,
      data: { name: connector.name, code: connector.code, shopName: connector.shop_name, shopCode: connector.shop_code },
    };
  });
}
