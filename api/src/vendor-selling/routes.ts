// A partner shop's selling, one plugin (docs/spec/product.md §7 vendor group;
// docs/decisions/011-vendor-selling-endpoints.md; contracts: @platform/shared/contracts
// vendor-selling.ts and vendor-selling-commissions.ts): the loan history `GET /api/vendor-all-loans`
// (filters, search, paging, the whole filtered list up to 5,000 as JSON; the CSV streamed from
// `/api/vendor-all-loans/export`) and `GET
// /api/get-single-loan/:id`, the credit card equivalents (`/card/get-card-history`,
// `/card/get-card-detail/:id`) over the same queries (./sales.ts), the documents a sale still
// needs (./sale-documents.ts), the card catalogue `/card/get-cards`, the commission on sales
// (./commission-routes.ts) and a returning customer's details (./returning-customer.ts).
import {
  exportCardSales,
  exportLoanSales,
  getCardSale,
  getLoanSale,
  listCardSales,
  listCards,
  listLoanSales,
  uploadSaleDocuments,
  successCode,
} from '@platform/shared/contracts';
import { bankOfCard, CARD_BANKS, CARD_CATALOGUE, cardById, SALE_DOCUMENT_LABELS, sellingProductLabel, type CreditCard } from '@platform/shared/schemas';
import { registerContract, registerDownload } from '../http/contract-route.ts';
import { domainPlugin } from '../http/domain-plugin.ts';
import { commissionRoutes } from './commission-routes.ts';
import { returningCustomerRoutes } from './returning-customer.ts';
import { readSaleDocuments, storeSaleDocuments } from './sale-documents.ts';
import { customerDetailsOf, saleDocumentsOf, saleOf, saleOr404, salesCsvStream, vendorSalesOf } from './sales.ts';

/** A card as its contract answers it (the catalogue's lists are read-only). */
const cardOf = (card: CreditCard) => ({
  ...card,
  rewards: [...card.rewards],
  eligibility: { ...card.eligibility, employment: [...card.eligibility.employment] },
});

/** The shop's selling domain: registered by app.ts with `app.register(vendorSellingPlugin, { ctx })`. */
export const vendorSellingPlugin = domainPlugin((app, ctx) => {
  const { db } = ctx;
  const histories = [
    {
      kind: 'loan',
      list: listLoanSales,
      csv: exportLoanSales,
      file: 'loan-sales',
      detail: getLoanSale,
      listed: 'Loans fetched successfully',
      one: 'Loan fetched successfully',
    },
    {
      kind: 'card',
      list: listCardSales,
      csv: exportCardSales,
      file: 'card-sales',
      detail: getCardSale,
      listed: 'Card history fetched successfully',
      one: 'Card application fetched successfully',
    },
  ] as const;

  for (const h of histories) {
    registerContract(app, ctx, h.list, async ({ user, query }) => ({ success: true, message: h.listed, data: await vendorSalesOf(db, user, query, h.kind) }));

    // Every sale the filters match, as the page's CSV: streamed, so a large shop's file costs the
    // API one batch of memory (decision 046).
    registerDownload(app, ctx, h.csv, async ({ user, query, request, reply }) => {
      const csv = await salesCsvStream(db, user, query, h.kind, request.log);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${h.file}-${ctx.clock.now().toISOString().slice(0, 10)}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    });

    registerContract(app, ctx, h.detail, async ({ user, params }) => {
      const sale = await saleOr404(db, user, params.id, h.kind);
      const details = await customerDetailsOf(ctx, sale, user);
      const card = typeof details.answers.cardId === 'string' ? cardById(details.answers.cardId) : undefined;
      return {
        success: true,
        message: h.one,
        data: {
          ...saleOf(sale),
          ...details,
          ...(await saleDocumentsOf(db, sale)),
          productLabel: sellingProductLabel(sale.product),
          ...(card ? { card: { ...cardOf(card), bankName: bankOfCard(card.bank).name } } : {}),
        },
      };
    });
  }

  registerContract(app, ctx, uploadSaleDocuments, async ({ user, params: { loanId }, request }) => {
    const sale = await saleOr404(db, user, loanId, 'loan').catch(() => saleOr404(db, user, loanId, 'card'));
    const { checked, refused } = await readSaleDocuments(request, sale);
    await storeSaleDocuments(ctx, sale, user.id, checked);
    const one = checked.length === 1 ? checked[0]!.kind : undefined;
    const stored = one
      ? { message: `${SALE_DOCUMENT_LABELS[one]} uploaded`, ...successCode('sale.document-uploaded', { document: one }) }
      : { message: `${checked.length} documents uploaded`, ...successCode('sale.documents-uploaded', { count: checked.length }) };
    // The refused files' reasons are the API's English words: such an answer has no code (yet) and
    // the site shows it as sent.
    const said = refused.length === 0 ? stored : { message: `${stored.message}; not stored: ${refused.map((r) => `${r.fileName} (${r.reason})`).join('; ')}` };
    return { success: true, ...said, data: { ...(await saleDocumentsOf(db, sale)), refused } };
  });

  registerContract(app, ctx, listCards, async () => ({
    success: true,
    message: 'Cards fetched successfully',
    data: { banks: CARD_BANKS.map((bank) => ({ ...bank })), cards: CARD_CATALOGUE.map(cardOf) },
  }));

  commissionRoutes(app, ctx);
  returningCustomerRoutes(app, ctx);
});
