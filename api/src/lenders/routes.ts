// Lender management for operations admins (contracts: @platform/shared/contracts lenders.ts,
// docs/decisions/038): the lenders the offers are matched against, their details and their terms
// per product. Each change is one transaction: the lender's row locked, the version the editor
// read checked (a stale page is refused, not applied over someone else's edit), the rows written,
// the audit row with before and after, and the generation of all lenders' terms bumped so the very
// next offer set, in any process, uses the change. Offer sets already shown are stored as shown
// (offer_sets cannot be updated) and keep what they showed. A product taken off a lender is deleted,
// its terms kept on the audit row.
import {
  addLender,
  CREDIT_BANDS,
  getLender,
  LENDER_PRODUCT_LABELS,
  listLenders,
  removeLenderProduct,
  saveLenderProduct,
  updateLender,
  successCode,
} from '@platform/shared/contracts';
import { LENDER_PRODUCTS, type LenderProduct } from '@platform/shared/finance';
import { recordAudit } from '../audit/audit.ts';
import { registerContract } from '../http/contract-route.ts';
import { domainPlugin } from '../http/domain-plugin.ts';
import { ApiError } from '../http/errors.ts';
import { deleteLenderProduct, insertLender, lenderRows, lenderView, rateGridOf, updateLenderDetails, upsertLenderProduct, type LenderView } from './queries.ts';

const NOT_FOUND = 'Lender not found';
const NO_SUCH_PRODUCT = 'Lenders make no offers for this product through us.';
const STALE = 'Someone changed this lender since you opened it. Reload the page to see their change, then make yours again.';

/** What an audit row keeps of a lender: everything an edit can change, bankers aside. */
const audited = ({ bankers: _bankers, ...lender }: LenderView) => lender;

export const lendersPlugin = domainPlugin((app, ctx) => {
  const { db, clock } = ctx;

  registerContract(app, ctx, listLenders, async () => ({ success: true, message: 'Lenders fetched', data: { items: await lenderRows(db) } }));

  registerContract(app, ctx, getLender, async ({ params }) => {
    const lender = await lenderView(db, params.id);
    if (!lender) throw new ApiError(404, NOT_FOUND);
    return { success: true, message: 'Lender fetched', data: lender };
  });

  registerContract(app, ctx, addLender, async ({ user: me, body }) => {
    const { id, ...details } = body;
    const now = clock.now();
    const lender = await db.transaction(async (tx) => {
      const taken = await tx.query('SELECT 1 FROM lending_partners WHERE id = $1', [id]);
      if (taken.rows.length > 0)
        throw new ApiError(409, `A lender with the id “${id}” exists already. Choose another id.`, { fields: { id: 'This id is taken' } });
      await insertLender(tx, id, details, now);
      const added = (await lenderView(tx, id))!;
      await recordAudit(tx, {
        actor: { id: me.id, role: 'admin' },
        action: 'lender.add',
        subjectType: 'lender',
        subjectId: id,
        after: audited(added),
        at: now,
      });
      return added;
    });
    return { success: true, message: `${lender.name} added. Add its products to have it make offers.`, data: lender };
  });

  registerContract(app, ctx, updateLender, async ({ user: me, params, body }) => {
    const { seenVersion, ...details } = body;
    const now = clock.now();
    const lender = await db.transaction(async (tx) => {
      const before = await lenderView(tx, params.id, true);
      if (!before) throw new ApiError(404, NOT_FOUND);
      if (before.version !== seenVersion) throw new ApiError(409, STALE);
      await updateLenderDetails(tx, params.id, details, now);
      const after = (await lenderView(tx, params.id))!;
      await recordAudit(tx, {
        actor: { id: me.id, role: 'admin' },
        action: before.active && !after.active ? 'lender.pause' : !before.active && after.active ? 'lender.resume' : 'lender.update',
        subjectType: 'lender',
        subjectId: params.id,
        before: audited(before),
        after: audited(after),
        at: now,
      });
      return after;
    });
    return { success: true, message: `${lender.name} saved. New offers use it from now on.`, data: lender };
  });

  registerContract(app, ctx, saveLenderProduct, async ({ user: me, params, body }) => {
    if (!(LENDER_PRODUCTS as readonly string[]).includes(params.product)) throw new ApiError(404, NO_SUCH_PRODUCT);
    const product = params.product as LenderProduct;
    const { seenVersion, ...terms } = body;
    const now = clock.now();
    const lender = await db.transaction(async (tx) => {
      const before = await lenderView(tx, params.id, true);
      if (!before) throw new ApiError(404, NOT_FOUND);
      if (before.version !== seenVersion) throw new ApiError(409, STALE);
      await upsertLenderProduct(tx, params.id, product, terms, rateGridOf(terms.rates, CREDIT_BANDS), now);
      const after = (await lenderView(tx, params.id))!;
      const existed = before.products.find((p) => p.product === product);
      await recordAudit(tx, {
        actor: { id: me.id, role: 'admin' },
        action: existed ? 'lender.product.update' : 'lender.product.add',
        subjectType: 'lender',
        subjectId: params.id,
        ...(existed ? { before: { product: existed } } : {}),
        after: { product: after.products.find((p) => p.product === product) },
        at: now,
      });
      return after;
    });
    return {
      success: true,
      message: `${LENDER_PRODUCT_LABELS[product]} of ${lender.name} saved. New offers use it from now on.`,
      ...successCode('lender.product-saved', { product, lender: lender.name }),
      data: lender,
    };
  });

  // Removing a product is the one write that loses terms from the page, so the audit row keeps
  // them whole with the reason given; adding the product back starts from them.
  registerContract(app, ctx, removeLenderProduct, async ({ user: me, params, body }) => {
    if (!(LENDER_PRODUCTS as readonly string[]).includes(params.product)) throw new ApiError(404, NO_SUCH_PRODUCT);
    const product = params.product as LenderProduct;
    const now = clock.now();
    const lender = await db.transaction(async (tx) => {
      const before = await lenderView(tx, params.id, true);
      if (!before) throw new ApiError(404, NOT_FOUND);
      const removed = before.products.find((p) => p.product === product);
      if (!removed) throw new ApiError(404, `${before.name} has no ${LENDER_PRODUCT_LABELS[product].toLowerCase()} to remove.`);
      if (before.version !== body.seenVersion) throw new ApiError(409, STALE);
      await deleteLenderProduct(tx, params.id, product, now);
      await recordAudit(tx, {
        actor: { id: me.id, role: 'admin' },
        action: 'lender.product.remove',
        subjectType: 'lender',
        subjectId: params.id,
        before: { product: removed },
        after: { product: null },
        reason: body.reason,
        at: now,
      });
      return (await lenderView(tx, params.id))!;
    });
    return {
      success: true,
      message: `${LENDER_PRODUCT_LABELS[product]} of ${lender.name} removed. New offers no longer include it.`,
      ...successCode('lender.product-removed', { product, lender: lender.name }),
      data: lender,
    };
  });
});
