// The KYC review's requests, each through its endpoint's contract (@platform/shared/contracts).
import { decideKycReviewItem, downloadKycDocument, getKycReview, listKycReviews, type ResponseOf, type ShopDocumentKind } from '@platform/shared/contracts';
import { callContract, downloadContract } from '@platform/shared/contracts/client';
import type { KycReviewDecisionInput } from '@platform/shared/contracts';

export type KycReviewQueue = ResponseOf<typeof listKycReviews>['data'];
export type KycReviewDetail = ResponseOf<typeof getKycReview>['data'];
export type KycReviewItemState = KycReviewDetail['items'][number];

/** The page's own filters as they are in its URL; the API parses them with the contract's schema. */
export const fetchKycReviews = async (query: URLSearchParams): Promise<KycReviewQueue> => (await callContract(listKycReviews, { query })).data;

export const fetchKycReview = async (shopId: string): Promise<KycReviewDetail> => (await callContract(getKycReview, { params: { id: shopId } })).data;

export const fetchKycDocument = (shopId: string, kind: ShopDocumentKind): Promise<Blob> =>
  downloadContract(downloadKycDocument, { params: { id: shopId, kind } });

export const decideKycItem = (shopId: string, decision: KycReviewDecisionInput) =>
  callContract(decideKycReviewItem, { params: { id: shopId }, body: decision });

export const kycReviewKeys = {
  all: ['ops', 'kyc-review'] as const,
  queue: (query: string) => ['ops', 'kyc-review', 'queue', query] as const,
  shop: (shopId: string) => ['ops', 'kyc-review', 'shop', shopId] as const,
};
