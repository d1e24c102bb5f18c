// One KYC item of a shop: its evidence (the provider's answer for a step, with the number masked
// as stored; the file for a document), where it stands, and, while it waits, accept or reject
// with the reason the shop will read. A decision names the evidence it was about, so the server
// refuses it (409, shown as a message) when the shop sent something newer or someone decided first.
import { notify } from '@platform/shared';
import { kycReviewDecisionSchema, type KycItemStatus, type ShopDocumentKind } from '@platform/shared/contracts';
import { Form, SubmitButton, TextAreaField } from '@platform/shared/forms';
import { useQueryClient } from '@platform/shared/query';
import { useState } from 'react';
import { formatDateTime } from '../../components/queue-pager';
import { DocumentPreview } from './document-preview';
import { decideKycItem, kycReviewKeys, type KycReviewDetail, type KycReviewItemState } from './kyc-review-api';
import { kycWord, texts } from './texts';

const STATUS_CLASS: Record<KycItemStatus, string> = {
  not_submitted: 'status status--not_started',
  checking: 'status status--pending',
  check_failed: 'status status--failed',
  awaiting: 'status status--submitted',
  accepted: 'status status--verified',
  rejected: 'status status--rejected',
};

const isDetailName = (name: string): name is keyof typeof texts.en.item.details => name in texts.en.item.details;

/** Which sentence tells the decision: one about earlier evidence says so. */
const reviewKey = (review: { current: boolean; decision: 'accepted' | 'rejected' }) =>
  review.current ? review.decision : review.decision === 'accepted' ? 'earlierAccepted' : 'earlierRejected';

function useDecide(shopId: string) {
  const queryClient = useQueryClient();
  return async (item: KycReviewItemState, decision: 'accepted' | 'rejected', reason: string) => {
    try {
      const answer = await decideKycItem(shopId, { item: item.item, decision, reason, evidenceAt: item.evidenceAt ?? '' });
      notify.success(answer);
      queryClient.setQueryData(kycReviewKeys.shop(shopId), answer.data);
    } catch {
      // The API client has shown why (another reviewer decided, or the shop sent it again): show
      // where the item stands now.
      await queryClient.invalidateQueries({ queryKey: kycReviewKeys.shop(shopId) });
    } finally {
      void queryClient.invalidateQueries({ queryKey: [...kycReviewKeys.all, 'queue'] });
    }
  };
}

export function KycItemReview({ shop, item }: { shop: KycReviewDetail; item: KycReviewItemState }) {
  const decide = useDecide(shop.shopId);
  const [busy, setBusy] = useState(false);
  const headingId = `kyc-item-${item.item}`;
  const words = texts.useTexts();
  const { t } = words;
  const label = kycWord(words, 'items', item.item, item.label);
  const review = item.review;
  return (
    <section className="card kyc-review-item" aria-labelledby={headingId}>
      <h2 className="card__title" id={headingId}>
        {label} {!item.required && <span className="badge">{t('item.optional')}</span>}{' '}
        <span className={STATUS_CLASS[item.status]}>{t(`item.status.${item.status}`)}</span>
      </h2>
      <div className="card__body">
        {item.check && (
          <dl className="profile-details">
            <div>
              <dt>{t('item.number')}</dt>
              <dd>{item.check.masked ?? '—'}</dd>
            </div>
            <div>
              <dt>{t('item.nameFound')}</dt>
              <dd>{item.check.nameFound ?? '—'}</dd>
            </div>
            <div>
              <dt>{t('item.owner')}</dt>
              <dd>{shop.ownerName ?? '—'}</dd>
            </div>
            {Object.entries(item.check.details).map(([name, value]) => (
              <div key={name}>
                <dt>{isDetailName(name) ? t(`item.details.${name}`) : name}</dt>
                <dd>{value}</dd>
              </div>
            ))}
            <div>
              <dt>{t('item.reference')}</dt>
              <dd>{item.check.reference ?? '—'}</dd>
            </div>
            <div>
              <dt>{t('item.checked')}</dt>
              <dd>{formatDateTime(item.evidenceAt)}</dd>
            </div>
            {item.check.failure && (
              <div>
                <dt>{t('item.whyFailed')}</dt>
                <dd>{item.check.failure}</dd>
              </div>
            )}
          </dl>
        )}
        {item.document && (
          <>
            <p>{t('item.uploaded', { at: formatDateTime(item.evidenceAt), kb: Math.ceil(item.document.sizeBytes / 1024) })}</p>
            <DocumentPreview
              shopId={shop.shopId}
              kind={item.item as ShopDocumentKind}
              label={label}
              fileName={item.document.fileName}
              mimeType={item.document.mimeType}
              evidenceAt={item.evidenceAt}
            />
          </>
        )}
        {item.status === 'not_submitted' && <p>{t('item.notDone')}</p>}
        {review && (
          <p className="notice">
            {t(`item.review.${reviewKey(review)}`, { by: review.reviewedBy ?? t('item.review.formerReviewer'), at: formatDateTime(review.reviewedAt) })}
            {review.reason ? t('item.review.reason', { reason: review.reason }) : t('item.review.end')}
          </p>
        )}
        {item.status === 'awaiting' && (
          <div className="kyc-review-item__decision">
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={async () => {
                setBusy(true);
                await decide(item, 'accepted', '');
                setBusy(false);
              }}
            >
              {t('item.accept', { item: label })}
            </button>
            <Form
              schema={kycReviewDecisionSchema}
              defaultValues={{ item: item.item, decision: 'rejected', reason: '', evidenceAt: item.evidenceAt ?? '' }}
              aria-label={t('item.reject', { item: label })}
              className="form"
              onSubmit={(values) => decide(item, 'rejected', values.reason)}
            >
              <TextAreaField name="reason" label={t('item.why', { item: label })} hint={t('item.whyHint')} maxLength={500} />
              <SubmitButton className="button button--danger">{t('item.reject', { item: label })}</SubmitButton>
            </Form>
          </div>
        )}
      </div>
    </section>
  );
}
