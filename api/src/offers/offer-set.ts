// Working out and storing one set of offers: the application's figures with what the person told
// the page, matched by the one function of @platform/shared/finance against every listed lender
// that offers the loan, and kept as shown (inputs sealed like the application's own details).
// Used by POST /api/offers and by the demo seed, so the /docs example is a set made the same way.
import { randomUUID } from 'node:crypto';
import type { CreditBand, LoanOfferView, OfferLanguage } from '@platform/shared/contracts';
import { matchOffers, OFFER_METHOD_VERSION, type OfferInputs, type OfferMatch } from '@platform/shared/finance';
import type { AppContext } from '../context.ts';
import { applicationFacts, LenderTermsCache, type OfferSetRow } from './queries.ts';

export interface OfferRequest {
  leadId: string;
  tenureMonths: number;
  existingEmisPaise: number;
  age: number;
  creditBand: CreditBand | null;
  language: OfferLanguage;
  askedBy: { id: string; role: 'customer' | 'vendor' | 'telecaller' };
  /** The demo's set has a known id (its /docs example); every other set a new one. */
  id?: string;
}

/** The stored row, the match, and the inputs as sealed into the row (no need to unseal them again). */
export interface StoredOfferSet {
  row: OfferSetRow;
  match: OfferMatch;
  shownInputs: Omit<OfferInputs, 'product'>;
}

export async function storeOfferSet(ctx: AppContext, request: OfferRequest, terms = new LenderTermsCache()): Promise<StoredOfferSet> {
  const { db, sealer, clock } = ctx;
  const { termsGeneration, ...facts } = await applicationFacts(ctx, request.leadId);
  const lenders = await terms.lendersOffering(db, facts.product, termsGeneration);
  const inputs = {
    ...facts,
    tenureMonths: request.tenureMonths,
    existingEmisPaise: request.existingEmisPaise,
    age: request.age,
    creditBand: request.creditBand,
  };
  // The reasons in the words of the language asked in: the set keeps what was shown.
  const match = matchOffers(
    inputs,
    lenders.map((l) => l.terms),
    request.language,
  );
  const extras = new Map(lenders.map((l) => [l.terms.id, l]));
  const offers: LoanOfferView[] = match.offers.map((offer) => ({
    ...offer,
    demo: extras.get(offer.lenderId)!.demo,
    grievance: extras.get(offer.lenderId)!.grievance,
  }));
  const id = request.id ?? randomUUID();
  // The product has its own column; the rest of the inputs is sealed (income, EMIs, age).
  const { product: _product, ...shownInputs } = inputs;
  const row: OfferSetRow = {
    id,
    lead_id: request.leadId,
    product: facts.product,
    inputs_sealed: sealer.seal(shownInputs, `offer_sets:${id}`),
    offers,
    unmatched: match.unmatched,
    indicative: match.indicative,
    priced_band: match.pricedBand,
    method_version: OFFER_METHOD_VERSION,
    language: request.language,
    created_at: clock.now(),
  };
  // The row as stored is the one answered: nothing is read back (an offer set is never changed).
  await db.query(
    `INSERT INTO offer_sets (id, lead_id, product, asked_by, asked_by_role, inputs_sealed, offers, unmatched, indicative, priced_band, method_version,
       language, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9, $10, $11, $12, $13)`,
    [
      id,
      request.leadId,
      facts.product,
      request.askedBy.id,
      request.askedBy.role,
      row.inputs_sealed,
      JSON.stringify(offers),
      JSON.stringify(match.unmatched),
      match.indicative,
      match.pricedBand,
      OFFER_METHOD_VERSION,
      request.language,
      row.created_at,
    ],
  );
  return { row, match, shownInputs };
}
