// Lenders' offers for an application (shared/src/contracts/offers.ts): matched by the one function
// of @platform/shared/finance against every listed lender that offers the loan, and stored as shown
// (RBI Digital Lending Directions 2025: a record of what each borrower was shown). Choosing an offer
// is ./choice.ts.
import { getOfferSet, showOffers, successCode } from '@platform/shared/contracts';
import { FINAL_LEAD_STATUSES, LEAD_STATUS_LABELS } from '@platform/shared/schemas';
import { registerContract } from '../http/contract-route.ts';
import { domainPlugin } from '../http/domain-plugin.ts';
import { ApiError } from '../http/errors.ts';
import { isUuid } from '../http/validate.ts';
import { visibleLead } from '../leads/queries.ts';
import { offerChoiceRoutes } from './choice.ts';
import { seedOffersDemo } from './demo.ts';
import { storeOfferSet } from './offer-set.ts';
import { chosenOfferOf, chosenOfferOfRow, consentedCreditBand, LenderTermsCache, offerSetOf, offerSetRow } from './queries.ts';

export const offersPlugin = domainPlugin<{ seedDemo?: boolean }>(async (app, ctx, { seedDemo }) => {
  const { db, clock } = ctx;
  // Here rather than with the other demo data: the application's details are sealed with the
  // server's key, which exists once the server does.
  if (seedDemo) await seedOffersDemo(ctx);
  // The lenders' terms, read again whenever any lender changes (queries.ts).
  const terms = new LenderTermsCache();

  registerContract(app, ctx, showOffers, async ({ user, body }) => {
    const lead = await visibleLead(db, user, body.leadId);
    if (!lead) throw new ApiError(404, 'Application not found');
    if (FINAL_LEAD_STATUSES.includes(lead.status)) {
      throw new ApiError(409, `This application is “${LEAD_STATUS_LABELS[lead.status]}”: there are no offers to show on it.`);
    }
    // Only the customer's own consented credit check prices the offers, and only when they ask:
    // a shop or a telecaller sees indicative offers, never the customer's credit-score band.
    const creditBand = user.role === 'customer' && lead.user_id === user.id ? await consentedCreditBand(db, user.id, clock.now()) : null;
    const { row, match, shownInputs } = await storeOfferSet(
      ctx,
      {
        leadId: lead.id,
        tenureMonths: body.tenureMonths,
        existingEmisPaise: body.existingEmis * 100,
        age: body.age,
        creditBand,
        language: body.language,
        askedBy: { id: user.id, role: user.role as 'customer' | 'vendor' | 'telecaller' },
      },
      terms,
    );
    const count = match.offers.length;
    const asked = count + match.unmatched.length;
    return {
      success: true as const,
      message: `${count} offer${count === 1 ? '' : 's'} from ${asked} lender${asked === 1 ? '' : 's'}`,
      // The counts beside the English plurals, for the site to say them in Hindi or Marathi.
      ...successCode('offers.shown', { count, lenders: asked }),
      // The lead row read above has the chosen offer: no second read.
      data: offerSetOf(ctx, row, chosenOfferOfRow(lead.chosen_offer), shownInputs),
    };
  });

  registerContract(app, ctx, getOfferSet, async ({ user, params }) => {
    const row = isUuid(params.id) ? await offerSetRow(db, params.id) : undefined;
    // A set of someone else's application is as missing as one that does not exist.
    if (!row || !(await visibleLead(db, user, row.lead_id))) throw new ApiError(404, 'Offers not found');
    return { success: true as const, message: 'Offers fetched', data: offerSetOf(ctx, row, await chosenOfferOf(db, row.lead_id)) };
  });

  offerChoiceRoutes(app, ctx);
});
