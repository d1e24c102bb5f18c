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

const STATUS_TEXT: Record<KycItemStatus, string> = {
  not_submitted: 'Not submitted',
  checking: 'Being checked',
  check_failed: 'Check failed',
  awaiting: 'Waiting for review',
  accepted: 'Accepted',
  rejected: 'Sent back to the shop',
};
const STATUS_CLASS: Record<KycItemStatus, string> = {
  not_submitted: 'status status--not_started',
  checking: 'status status--pending',
  check_failed: 'status status--failed',
  awaiting: 'status status--submitted',
  accepted: 'status status--verified',
  rejected: 'status status--rejected',
};

const DETAIL_NAMES: Record<string, string> = { ifsc: 'IFSC', state: 'State of registration' };

function useDecide(shopId: string) {
  const queryClient = useQueryClient();
  return async (item: KycReviewItemState, decision: 'accepted' | 'rejected', reason: string) => {
    try {
      const answer = await decideKycItem(shopId, { item: item.item, decision, reason, evidenceAt: item.evidenceAt ?? '' });
      notify.success(answer.message);
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
  return (
    <section className="card kyc-review-item" aria-labelledby={headingId}>
      <h2 className="card__title" id={headingId}>
        {item.label} {!item.required && <span className="badge">Optional</span>} <span className={STATUS_CLASS[item.status]}>{STATUS_TEXT[item.status]}</span>
      </h2>
      <div className="card__body">
        {item.check && (
          <dl className="profile-details">
            <div>
              <dt>Number</dt>
              <dd>{item.check.masked ?? '—'}</dd>
            </div>
            <div>
              <dt>Name the provider found</dt>
              <dd>{item.check.nameFound ?? '—'}</dd>
            </div>
            <div>
              <dt>Owner on the profile</dt>
              <dd>{shop.ownerName ?? '—'}</dd>
            </div>
            {Object.entries(item.check.details).map(([name, value]) => (
              <div key={name}>
                <dt>{DETAIL_NAMES[name] ?? name}</dt>
                <dd>{value}</dd>
              </div>
            ))}
            <div>
              <dt>Provider reference</dt>
              <dd>{item.check.reference ?? '—'}</dd>
            </div>
            <div>
              <dt>Checked</dt>
              <dd>{formatDateTime(item.evidenceAt)}</dd>
            </div>
            {item.check.failure && (
              <div>
                <dt>Why the check failed</dt>
                <dd>{item.check.failure}</dd>
              </div>
            )}
          </dl>
        )}
        {item.document && (
          <>
            <p>
              Uploaded {formatDateTime(item.evidenceAt)} · {Math.ceil(item.document.sizeBytes / 1024)} KB
            </p>
            <DocumentPreview
              shopId={shop.shopId}
              kind={item.item as ShopDocumentKind}
              label={item.label}
              fileName={item.document.fileName}
              mimeType={item.document.mimeType}
              evidenceAt={item.evidenceAt}
            />
          </>
        )}
        {item.status === 'not_submitted' && <p>The shop has not done this yet.</p>}
        {item.review && (
          <p className="notice">
            {item.review.current ? '' : 'Earlier evidence was '}
            {item.review.decision === 'accepted' ? 'Accepted' : 'Sent back'} by {item.review.reviewedBy ?? 'a former reviewer'} on{' '}
            {formatDateTime(item.review.reviewedAt)}
            {item.review.reason ? `: “${item.review.reason}”` : '.'}
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
              Accept {item.label}
            </button>
            <Form
              schema={kycReviewDecisionSchema}
              defaultValues={{ item: item.item, decision: 'rejected', reason: '', evidenceAt: item.evidenceAt ?? '' }}
              aria-label={`Reject ${item.label}`}
              className="form"
              onSubmit={(values) => decide(item, 'rejected', values.reason)}
            >
              <TextAreaField
                name="reason"
                label={`Why is this ${item.label} not accepted?`}
                hint="The shop reads this and redoes this item only."
                maxLength={500}
              />
              <SubmitButton className="button button--danger">Reject {item.label}</SubmitButton>
            </Form>
          </div>
        )}
      </div>
    </section>
  );
}
