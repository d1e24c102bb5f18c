// /ops/kyc/:shopId: one shop's KYC evidence item by item, each accepted or sent back on its own.
import { Link, useParams } from 'react-router-dom';
import { DataState, useServerData } from '@platform/shared/query';
import { formatDateTime } from '../../components/queue-pager';
import { fetchKycReview, kycReviewKeys } from './kyc-review-api';
import { KycItemReview } from './kyc-item-review';
import { OpsPage } from '../../components/ops-page';

export function KycReviewDetailPage() {
  const shopId = useParams().shopId ?? '';
  const result = useServerData(kycReviewKeys.shop(shopId), () => fetchKycReview(shopId));
  return (
    <OpsPage title={result.state === 'ready' ? `KYC of ${result.data.shopName}` : 'KYC of a shop'}>
      <p>
        <Link to="/ops/kyc">Back to the KYC review queue</Link>
      </p>
      <DataState result={result}>
        {(shop) => (
          <>
            <dl className="profile-details" data-testid="kyc-review-shop">
              <div>
                <dt>Where it stands</dt>
                <dd>{shop.stateLabel}</dd>
              </div>
              <div>
                <dt>Owner</dt>
                <dd>{shop.ownerName ?? '—'}</dd>
              </div>
              <div>
                <dt>Mobile</dt>
                <dd>{shop.mobile}</dd>
              </div>
              <div>
                <dt>Email</dt>
                <dd>{shop.email ?? '—'}</dd>
              </div>
              <div>
                <dt>Address</dt>
                <dd>{[shop.address, shop.city, shop.pinCode].filter(Boolean).join(', ') || '—'}</dd>
              </div>
              <div>
                <dt>Registered</dt>
                <dd>{formatDateTime(shop.registeredAt)}</dd>
              </div>
              <div>
                <dt>Approval</dt>
                <dd>{shop.approval.label}</dd>
              </div>
            </dl>
            {shop.state === 'accepted' && shop.approval.status === 'pending' && (
              <p className="notice notice--success" role="status">
                Every required item is accepted. An operations admin can now approve the shop.
              </p>
            )}
            {shop.items.map((item) => (
              <KycItemReview key={item.item} shop={shop} item={item} />
            ))}
          </>
        )}
      </DataState>
    </OpsPage>
  );
}
