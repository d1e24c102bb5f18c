// A partner shop's connectors (handlers: api/src/vendor/connectors.ts): the field agents who bring
// it leads. The shop lists, adds and deactivates them; a person joins a shop on /create-connector
// under its referral code, confirming their mobile by OTP (a flow token between the two steps).
import { array, mixed, number, object, string } from 'yup';
import { connectorJoinSchema, connectorSchema, otpOnlySchema } from '../schemas';
import { defineContract } from './contract';
import { dataResponse, isoDateTime, successResponse, uuid } from './envelope';
import { shopPermissionsSchema } from './kyc';

export const shopConnectorSchema = object({
  id: uuid(),
  name: string().defined(),
  mobile: string().defined(),
  pinCode: string().defined(),
  /** What the connector's link carries as `referred`. */
  code: string().defined(),
  status: mixed<'pending' | 'active' | 'inactive'>().oneOf(['pending', 'active', 'inactive']).defined(),
  joinedVia: mixed<'shop' | 'self'>().oneOf(['shop', 'self']).defined(),
  /** Leads made through the connector's link. */
  leads: number().integer().min(0).defined(),
  createdAt: isoDateTime(),
  activatedAt: isoDateTime().nullable(),
  deactivatedAt: isoDateTime().nullable(),
});

const RAVI = {
  id: '7d6c5b4a-3928-4f17-8e6d-5c4b3a291807',
  name: 'Ravi Kumar',
  mobile: '9822000201',
  pinCode: '411030',
  code: 'CNRK7M4Q',
  status: 'active' as const,
  joinedVia: 'shop' as const,
  leads: 0,
  createdAt: '2026-11-25T10:00:00.000Z',
  activatedAt: '2026-11-25T10:00:00.000Z',
  deactivatedAt: null,
};

export const listConnectors = defineContract({
  operationId: 'listShopConnectors',
  method: 'GET',
  path: '/vendor/connectors',
  summary: "The shop's connectors with the leads each brought",
  tag: 'vendor',
  callers: ['vendor'],
  response: dataResponse(
    object({
      items: array(shopConnectorSchema.defined()).defined(),
      /** The shop's referral code, which a connector joins under. */
      shopCode: string().defined(),
      permissions: shopPermissionsSchema.defined(),
    }),
  ),
  errors: [401, 403],
  samples: [
    {
      name: 'One connector',
      response: {
        success: true,
        message: 'Connectors fetched successfully',
        data: { items: [RAVI], shopCode: 'DEMOSHOP', permissions: { addConnectors: true, receivePayouts: false } },
      },
    },
  ],
});

export const addConnector = defineContract({
  operationId: 'addShopConnector',
  method: 'POST',
  path: '/vendor/connectors',
  summary: 'Add a connector (name, mobile, PIN code); needs the owner’s Aadhaar and PAN verified',
  tag: 'vendor',
  callers: ['vendor'],
  body: connectorSchema,
  status: 201,
  response: dataResponse(shopConnectorSchema),
  errors: [400, 401, 403, 409],
  samples: [
    {
      name: 'Ravi joins the demo shop',
      request: { body: { name: 'Ravi Kumar', mobile: '9822000201', pinCode: '411030' } },
      response: { success: true, message: 'Connector added', data: RAVI },
    },
  ],
});

export const deactivateConnector = defineContract({
  operationId: 'deactivateShopConnector',
  method: 'POST',
  path: '/vendor/connectors/:id/deactivate',
  summary: 'Deactivate a connector: their link stops crediting them (404 for another shop’s)',
  tag: 'vendor',
  callers: ['vendor'],
  params: object({ id: string().defined() }),
  response: dataResponse(shopConnectorSchema),
  errors: [401, 403, 404],
  samples: [
    {
      name: 'Ravi stops working for the shop',
      request: { params: { id: RAVI.id } },
      response: {
        success: true,
        message: 'Connector deactivated',
        data: { ...RAVI, status: 'inactive', deactivatedAt: '2026-11-26T10:00:00.000Z' },
      },
    },
  ],
});

export const sendConnectorJoinOtp = defineContract({
  operationId: 'sendConnectorJoinOtp',
  method: 'POST',
  path: '/connector/send-otp',
  summary: "Join a partner shop as its connector: checks the shop's referral code and sends an OTP",
  tag: 'vendor',
  callers: ['anyone'],
  body: connectorJoinSchema,
  response: successResponse(object({ newToken: string().defined(), shopName: string().defined() })),
  errors: [400, 404, 409, 429, 503],
  samples: [
    {
      name: 'Asha joins the demo shop',
      request: { body: { name: 'Asha Pawar', mobile: '9822000301', pinCode: '411030', referralCode: 'DEMOSHOP', consent: true } },
      response: {
        success: true,
        message: 'OTP sent successfully',
        newToken: 'eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl',
        shopName: 'Shree Ganesh Mobile & Finance Point',
      },
    },
  ],
});

export const verifyConnectorJoinOtp = defineContract({
  operationId: 'verifyConnectorJoinOtp',
  method: 'POST',
  path: '/connector/verify-otp',
  summary:
    'Confirm the connector’s mobile with the OTP (the `newToken` of /connector/send-otp in X-Flow-Token): the connector becomes active and the shop is told',
  tag: 'vendor',
  // The caller is the flow token's, checked by the handler: the person has no account.
  callers: ['anyone'],
  flow: ['connector'],
  body: otpOnlySchema,
  response: dataResponse(object({ name: string().defined(), code: string().defined(), shopName: string().defined(), shopCode: string().defined() })),
  errors: [400, 403, 429],
  samples: [
    {
      name: 'Asha confirms her mobile',
      request: { body: { otp: '123456' } },
      response: {
        success: true,
        message: 'You are now a connector of Shree Ganesh Mobile & Finance Point',
        data: { name: 'Asha Pawar', code: 'CNAP5T8W', shopName: 'Shree Ganesh Mobile & Finance Point', shopCode: 'DEMOSHOP' },
      },
    },
  ],
});

export const CONNECTOR_CONTRACTS = [listConnectors, addConnector, deactivateConnector, sendConnectorJoinOtp, verifyConnectorJoinOtp] as const;
