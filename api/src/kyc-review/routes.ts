// The KYC review queue (contracts: @platform/shared/contracts kyc-review.ts), for KYC reviewers
// and operations admins: the shops whose evidence waits, one shop's evidence, its documents for
// the preview, and a decision per item. A decision is about the evidence the page showed: newer
// evidence or a decision someone else made first is a 409 that changes nothing. A rejected step
// goes back to the shop as failed with the reviewer's reason, so the shop's KYC page reopens it.
import {
  decideKycReviewItem,
  downloadKycDocument,
  getKycReview,
  KYC_REVIEW_STATES,
  listKycReviews,
  successCode,
  type KycReviewItem,
} from '@platform/shared/contracts';
import { sql } from 'kysely';
import { recordAudit } from '../audit/audit.ts';
import { registerContract, registerDownload } from '../http/contract-route.ts';
import { domainPlugin } from '../http/domain-plugin.ts';
import { ApiError } from '../http/errors.ts';
import { isUuid } from '../http/validate.ts';
import { sendStoredFile } from '../storage/uploaded-file.ts';
import { notifyShop } from '../vendor/notifications.ts';
import { isDocumentItem, KYC_ITEM_LABELS, reviewDetailOf, reviewShopOf, reviewShops, reviewStateOf } from './queries.ts';

const notFound = () => new ApiError(404, 'Shop not found');

export const kycReviewPlugin = domainPlugin((app, ctx) => {
  const { db, clock, files } = ctx;

  registerContract(app, ctx, listKycReviews, async ({ query }) => {
    const search = query.q.toLowerCase();
    const matching = () =>
      reviewShops(db).$if(search !== '', (q) =>
        q.where((eb) =>
          eb.or([
            eb(eb.fn('lower', ['u.username']), 'like', `%${search}%`),
            eb(eb.fn('lower', ['u.owner_name']), 'like', `%${search}%`),
            eb('u.mobile', 'like', `%${search}%`),
          ]),
        ),
      );
    const rows = await matching()
      .where('k.state', '=', query.state)
      // The longest waiting first: the queue is worked oldest first.
      .orderBy('k.waiting_since', 'asc')
      .orderBy('u.id')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute();
    const counted = await db.kysely
      .selectFrom(matching().as('m'))
      .select(['m.state', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('m.state')
      .execute();
    const counts = Object.fromEntries(KYC_REVIEW_STATES.map((state) => [state, Number(counted.find((c) => c.state === state)?.n ?? 0)])) as Record<
      (typeof KYC_REVIEW_STATES)[number],
      number
    >;
    return {
      success: true,
      message: 'KYC reviews fetched successfully',
      data: { items: rows.map(reviewShopOf), counts, page: query.page, pageSize: query.pageSize, total: counts[query.state] },
    };
  });

  registerContract(app, ctx, getKycReview, async ({ params }) => {
    const detail = isUuid(params.id) ? await reviewDetailOf(db, params.id) : undefined;
    if (!detail) throw notFound();
    return { success: true, message: 'KYC review fetched successfully', data: detail };
  });

  registerDownload(app, ctx, downloadKycDocument, async ({ params, reply }) => {
    const doc = isUuid(params.id)
      ? await db.kysely
          .selectFrom('vendor_documents')
          .select(['storage_key', 'mime_type', 'file_name'])
          .where('vendor_id', '=', params.id)
          .where('kind', '=', params.kind)
          .executeTakeFirst()
      : undefined;
    const content = doc ? await files.get(doc.storage_key) : undefined;
    if (!doc || !content) throw new ApiError(404, 'Document not found');
    // Inline, as the type its bytes showed on upload, with nosniff: the console previews it.
    return sendStoredFile(reply, { content, mime: doc.mime_type, name: doc.file_name, disposition: 'inline' });
  });

  registerContract(app, ctx, decideKycReviewItem, async ({ user: me, params, body: input }) => {
    const item = input.item as KycReviewItem;
    const decision = input.decision as 'accepted' | 'rejected';
    const label = KYC_ITEM_LABELS[item];
    const reason = input.reason || null;
    const now = clock.now();
    if (!isUuid(params.id)) throw notFound();
    await db.transaction(async (tx) => {
      // One decision at a time per shop: a second reviewer waits here, then finds the first's decision.
      const shop = await tx.kysely.selectFrom('users').select(['id']).where('id', '=', params.id).where('role', '=', 'vendor').forUpdate().executeTakeFirst();
      if (!shop) throw notFound();
      const evidence = isDocumentItem(item)
        ? await tx.kysely
            .selectFrom('vendor_documents')
            .select(['created_at as at', sql<boolean>`true`.as('ready')])
            .where('vendor_id', '=', shop.id)
            .where('kind', '=', item)
            .executeTakeFirst()
        : await tx.kysely
            .selectFrom('vendor_kyc_steps')
            .select(['updated_at as at', (eb) => eb('status', '=', 'verified').as('ready')])
            .where('vendor_id', '=', shop.id)
            .where('step', '=', item)
            .executeTakeFirst();
      if (!evidence) throw new ApiError(409, `The shop has not submitted its ${label} yet; there is nothing to review.`);
      const previous = await tx.kysely
        .selectFrom('kyc_reviews as r')
        .leftJoin('users as by', 'by.id', 'r.reviewed_by')
        .select(['r.decision', 'r.evidence_at', 'by.username as reviewer'])
        .where('r.vendor_id', '=', shop.id)
        .where('r.item', '=', item)
        .executeTakeFirst();
      const evidenceAt = new Date(evidence.at);
      if (previous && new Date(previous.evidence_at).getTime() === evidenceAt.getTime()) {
        throw new ApiError(
          409,
          `${label} was already ${previous.decision}${previous.reviewer ? ` by ${previous.reviewer}` : ''}. Reload the page to see where it stands.`,
        );
      }
      if (new Date(input.evidenceAt).getTime() !== evidenceAt.getTime()) {
        throw new ApiError(409, `The shop sent its ${label} again after this page was loaded. Reload the page to review what it sent.`);
      }
      if (!evidence.ready) throw new ApiError(409, `The ${label} check is not complete; the shop has to finish it before it can be reviewed.`);

      await tx.kysely
        .insertInto('kyc_reviews')
        .values({ vendor_id: shop.id, item, decision, reason, evidence_at: evidenceAt, reviewed_by: me.id, reviewed_at: now })
        .onConflict((oc) =>
          oc.columns(['vendor_id', 'item']).doUpdateSet((eb) => ({
            decision: eb.ref('excluded.decision'),
            reason: eb.ref('excluded.reason'),
            evidence_at: eb.ref('excluded.evidence_at'),
            reviewed_by: eb.ref('excluded.reviewed_by'),
            reviewed_at: eb.ref('excluded.reviewed_at'),
          })),
        )
        .execute();
      if (decision === 'rejected' && !isDocumentItem(item)) {
        // The step reopens for the shop with the reason. Its time stays the evidence's, so the
        // review above still matches it until the shop checks the step again.
        await tx.kysely
          .updateTable('vendor_kyc_steps')
          .set({ status: 'failed', reason: `Not accepted by our review team: ${reason}`, verified_at: null })
          .where('vendor_id', '=', shop.id)
          .where('step', '=', item)
          .execute();
      }
      await recordAudit(tx, {
        actor: { id: me.id, role: 'admin' },
        action: decision === 'accepted' ? 'kyc.review.accept' : 'kyc.review.reject',
        subjectType: 'vendor',
        subjectId: shop.id,
        before: { item, evidenceAt: evidenceAt.toISOString(), decision: previous?.decision ?? null },
        after: { item, decision },
        reason,
        at: now,
      });
      if (decision === 'rejected') {
        await notifyShop(
          tx,
          shop.id,
          {
            kind: 'kyc',
            title: `${label} not accepted`,
            body: `Our review team could not accept your ${label}: ${reason}. Please ${isDocumentItem(item) ? 'upload it again' : 'verify it again'}.`,
            link: '/vender/vendor-profile',
          },
          now,
        );
      } else if ((await reviewStateOf(tx, shop.id))?.state === 'accepted') {
        await notifyShop(
          tx,
          shop.id,
          {
            kind: 'kyc',
            title: 'KYC accepted',
            body: 'Our review team accepted your KYC. Your shop will be approved shortly.',
            link: '/vender/vendor-profile',
          },
          now,
        );
      }
    });
    const detail = await reviewDetailOf(db, params.id);
    if (!detail) throw notFound();
    // The item goes by its key beside its English label, for the site to name it in the reader's language.
    const said =
      decision === 'accepted'
        ? { message: `${label} accepted.`, ...successCode('kyc-review.accepted', { item }) }
        : { message: `${label} rejected.`, ...successCode('kyc-review.rejected', { item }) };
    return { success: true, ...said, data: detail };
  });
});
