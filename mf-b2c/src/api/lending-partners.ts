// The rate a loan page starts from: the lowest of the lending partners' rate grids for its product
// (GET /api/lending-partners), with that lender's processing fee for the APR example. Read from the
// API so the page, /loan-services and the offers quote the same figures.
import { listLendingPartners, type ResponseOf } from '@platform/shared/contracts';
import { callContract } from '@platform/shared/contracts/client';
import type { LenderProduct } from '@platform/shared/finance';
import { useQuery } from '@platform/shared/query';

type LendingPartner = ResponseOf<typeof listLendingPartners>['data'][number];

export interface LowestRate {
  fromRate: number;
  processingFeePercent: number;
  lenderName: string;
}

/** The lowest rate for `product`; on a tie the lower fee, then the lender's name. */
export function lowestRate(partners: readonly LendingPartner[], product: LenderProduct): LowestRate | undefined {
  let best: LowestRate | undefined;
  for (const partner of partners) {
    for (const offer of partner.products) {
      if (offer.product !== product) continue;
      const candidate = { fromRate: offer.fromRate, processingFeePercent: offer.processingFeePercent, lenderName: partner.name };
      const better =
        !best ||
        candidate.fromRate < best.fromRate ||
        (candidate.fromRate === best.fromRate &&
          (candidate.processingFeePercent < best.processingFeePercent ||
            (candidate.processingFeePercent === best.processingFeePercent && candidate.lenderName < best.lenderName)));
      if (better) best = candidate;
    }
  }
  return best;
}

/** The partners, asked for only by a page that quotes a lender's rate. */
export function useLendingPartners(enabled = true) {
  return useQuery({
    queryKey: ['lending-partners'],
    enabled,
    queryFn: async () => (await callContract(listLendingPartners, { options: { notifyOnError: false } })).data,
  });
}
