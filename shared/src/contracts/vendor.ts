// A partner shop's own endpoints (handlers: api/src/vendor/routes.ts): its profile, its two
// documents (shop photo, address proof) and the dashboard's figures. Its connectors are in
// ./vendor-connectors.ts and its notifications in ./notifications.ts, both handled in api/src/vendor.
import { array, mixed, number, object, string, type InferType } from 'yup';
import { vendorProfileUpdateSchema } from '../schemas';
import { accountProfileSchema } from './account';
import { defineContract } from './contract';
import { dataResponse, FILE_ANSWER, isoDateTime, messageCodeFields, paise, uuid } from './envelope';
import { demoKycSteps, kycStepListSchema, shopPermissionsSchema } from './kyc';

export const SHOP_DOCUMENT_KINDS = ['shopPhoto', 'addressProof'] as const;
export type ShopDocumentKind = (typeof SHOP_DOCUMENT_KINDS)[number];

export const vendorDocumentSchema = object({
  id: uuid(),
  kind: mixed<ShopDocumentKind>()
    .oneOf([...SHOP_DOCUMENT_KINDS])
    .defined(),
  label: string().defined(),
  mimeType: string().defined(),
  sizeBytes: number().integer().defined(),
  fileName: string().defined(),
  uploadedAt: isoDateTime(),
  /** Why a KYC reviewer did not accept this file (the shop uploads another), or null. */
  rejectedReason: string().nullable().defined(),
});

/** A shop's profile: its account, owner, KYC steps, what it may do yet and its documents. */
export const vendorProfileSchema = accountProfileSchema.concat(
  object({
    role: mixed<'vendor'>().oneOf(['vendor']).defined(),
    ownerName: string().nullable().defined(),
    kyc: kycStepListSchema,
    kycStepsLeft: number().integer().min(0).defined(),
    permissions: shopPermissionsSchema.defined(),
    documents: array(vendorDocumentSchema.defined()).defined(),
  }),
);
export type VendorProfile = InferType<typeof vendorProfileSchema>;
export type VendorDocument = InferType<typeof vendorDocumentSchema>;

const ADDRESS_PROOF: VendorDocument = {
  id: '3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a99',
  kind: 'addressProof',
  label: 'Address proof',
  mimeType: 'application/pdf',
  sizeBytes: 182_340,
  fileName: 'electricity-bill.pdf',
  uploadedAt: '2026-11-25T09:30:00.000Z',
  rejectedReason: null,
};

export const DEMO_SHOP_PROFILE: VendorProfile = {
  id: '1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a10',
  role: 'vendor',
  username: 'Shree Ganesh Mobile & Finance Point',
  ownerName: 'Ganesh Patil',
  email: 'demo.vendor@example.com',
  mobile: '9876500002',
  state: 'Maharashtra',
  city: 'Pune',
  pinCode: '411030',
  address: 'Shop 4',
  referralCode: 'DEMOSHOP',
  referredBy: null,
  plan: null,
  mobileVerified: true,
  createdAt: '2026-01-15T10:00:00.000Z',
  kyc: demoKycSteps(),
  kycStepsLeft: 3,
  permissions: { addConnectors: true, receivePayouts: false },
  documents: [ADDRESS_PROOF],
};

export const updateShopProfile = defineContract({
  operationId: 'updateShopProfile',
  method: 'POST',
  path: '/api/update-profile',
  summary: "Change the shop's name, owner's name, email and address (the mobile number stays)",
  tag: 'vendor',
  callers: ['vendor'],
  body: vendorProfileUpdateSchema,
  // A change of the names or state a verified KYC step vouched for asks the shop to verify it again.
  response: dataResponse(vendorProfileSchema).concat(messageCodeFields(['profile.updated', 'profile.updated-kyc-again'])),
  errors: [400, 401, 403, 409, 429],
  samples: [
    {
      name: 'The demo shop moves to Shop 4',
      request: {
        body: {
          username: 'Shree Ganesh Mobile & Finance Point',
          ownerName: 'Ganesh Patil',
          email: 'demo.vendor@example.com',
          state: 'Maharashtra',
          city: 'Pune',
          pinCode: '411030',
          address: 'Shop 4',
        },
      },
      response: { success: true, message: 'Profile updated successfully', messageCode: 'profile.updated', messageParams: {}, data: DEMO_SHOP_PROFILE },
    },
  ],
});

export const MAX_SHOP_DOCUMENT_MB = 5;

export const uploadShopDocuments = defineContract({
  operationId: 'uploadShopDocuments',
  method: 'PUT',
  path: '/api/upload-docs',
  summary: `Upload the shop photo and/or address proof (multipart; PDF, JPG or PNG by content, at most ${MAX_SHOP_DOCUMENT_MB} MB each)`,
  tag: 'vendor',
  callers: ['vendor'],
  multipart: {
    files: {
      shopPhoto: { description: 'A photo of the shop: PDF, JPG or PNG by content.' },
      addressProof: { description: "The shop's address proof: PDF, JPG or PNG by content." },
    },
    description: `One or both files, each at most ${MAX_SHOP_DOCUMENT_MB} MB; other text fields are ignored. A new file replaces the old one of its kind.`,
  },
  response: dataResponse(object({ documents: array(vendorDocumentSchema.defined()).defined() })),
  errors: [400, 401, 403, 413],
  samples: [{ name: 'An address proof', response: { success: true, message: 'Documents uploaded successfully', data: { documents: [ADDRESS_PROOF] } } }],
});

export const downloadShopDocument = defineContract({
  operationId: 'downloadShopDocument',
  method: 'GET',
  path: '/api/vendor-docs/:id',
  summary: 'One of the shop’s documents, as uploaded (404 for another shop’s)',
  tag: 'vendor',
  callers: ['vendor'],
  params: object({ id: string().defined() }),
  download: { description: 'The document, shown inline.', types: ['application/pdf', 'image/jpeg', 'image/png'] },
  response: FILE_ANSWER,
  errors: [401, 403, 404],
  samples: [{ name: 'The address proof', request: { params: { id: ADDRESS_PROOF.id } }, response: {} }],
});

const monthSchema = object({
  /** YYYY-MM, India time. */
  month: string()
    .defined()
    .matches(/^\d{4}-\d{2}$/, 'a month'),
  leads: number().integer().min(0).defined(),
  earningsPaise: paise(),
});

const recentLeadSchema = object({
  id: uuid(),
  kind: mixed<'enquiry' | 'application'>().oneOf(['enquiry', 'application']).defined(),
  product: string().defined(),
  /** First name and initial. */
  customer: string().defined(),
  status: string().defined(),
  connector: string().nullable().defined(),
  createdAt: isoDateTime(),
});

export const dashboardFiguresSchema = object({
  month: string().defined(),
  leadsThisMonth: number().integer().defined(),
  conversionsThisMonth: number().integer().defined(),
  earningsThisMonthPaise: paise(),
  invoicesDue: number().integer().defined(),
  unpaidCommissionPaise: paise(),
  paidCommissionPaise: paise(),
  kycStepsLeft: number().integer().defined(),
  activeConnectors: number().integer().defined(),
  series: array(monthSchema.defined()).defined(),
  recentLeads: array(recentLeadSchema.defined()).defined(),
});

export const shopDashboard = defineContract({
  operationId: 'getShopDashboard',
  method: 'GET',
  path: '/vendor/dashboard',
  summary: "This month's leads, conversions, earnings, invoices due and KYC steps left, 12 months of leads and earnings, recent leads",
  tag: 'vendor',
  callers: ['vendor'],
  response: dataResponse(dashboardFiguresSchema),
  errors: [401, 403],
  samples: [
    {
      name: 'The demo shop in November',
      response: {
        success: true,
        message: 'Dashboard fetched successfully',
        data: {
          month: '2026-11',
          leadsThisMonth: 3,
          conversionsThisMonth: 1,
          earningsThisMonthPaise: 250_000,
          invoicesDue: 2,
          unpaidCommissionPaise: 850_000,
          paidCommissionPaise: 1_245_000,
          kycStepsLeft: 3,
          activeConnectors: 2,
          series: [
            { month: '2026-10', leads: 4, earningsPaise: 600_000 },
            { month: '2026-11', leads: 3, earningsPaise: 250_000 },
          ],
          recentLeads: [
            {
              id: '2b3c4d5e-6f70-4a81-9b2c-3d4e5f607182',
              kind: 'application',
              product: 'personal-loan',
              customer: 'Aarav G.',
              status: 'submitted',
              connector: null,
              createdAt: '2026-11-24T10:00:00.000Z',
            },
          ],
        },
      },
    },
  ],
});

export const VENDOR_CONTRACTS = [updateShopProfile, uploadShopDocuments, downloadShopDocument, shopDashboard] as const;
