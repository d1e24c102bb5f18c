// /ops/kyc/:shopId: one shop's KYC evidence item by item, each accepted or sent back on its own.
import { Link, useParams } from 'react-router-dom';
import { DataState, useServerData } from '@platform/shared/query';
import { formatDateTime } from '../../components/queue-pager';
import { fetchKycReview, kycReviewKeys } from './kyc-review-api';
import { KycItemReview } from './kyc-item-review';
import { OpsPage } from '../../components/ops-page';
import { kycWord, texts } from './texts';

export function KycReviewDetailPage() {
  const shopId = useParams().shopId ?? '';
  const result = useServerData(kycReviewKeys.shop(shopId), () => fetchKycReview(shopId));
  const words = texts.useTexts();
  const { t } = words;
  return (
    <OpsPage title={result.state === 'ready' ? t('shop.title', { shop: result.data.shopName }) : t('shop.untitled')}>
      <p>
        <Link to="/ops/kyc">{t('shop.back')}</Link>
      </p>
      <DataState result={result}>
        {(shop) => (
          <>
            <dl className="profile-details" data-testid="kyc-review-shop">
              <div>
                <dt>{t('shop.state')}</dt>
                <dd>{kycWord(words, 'states', shop.state, shop.stateLabel)}</dd>
              </div>
              <div>
                <dt>{t('shop.owner')}</dt>
                <dd>{shop.ownerName ?? '—'}</dd>
              </div>
              <div>
                <dt>{t('shop.mobile')}</dt>
                <dd>{shop.mobile}</dd>
              </div>
              <div>
                <dt>{t('shop.email')}</dt>
                <dd>{shop.email ?? '—'}</dd>
              </div>
              <div>
                <dt>{t('shop.address')}</dt>
                <dd>{[shop.address, shop.city, shop.pinCode].filter(Boolean).join(', ') || '—'}</dd>
              </div>
              <div>
                <dt>{t('shop.registered')}</dt>
                <dd>{formatDateTime(shop.registeredAt)}</dd>
              </div>
              <div>
                <dt>{t('shop.approval')}</dt>
                <dd>{kycWord(words, 'approval', shop.approval.status, shop.approval.label)}</dd>
              </div>
            </dl>
            {shop.state === 'accepted' && shop.approval.status === 'pending' && (
              <p className="notice notice--success" role="status">
                {t('shop.allAccepted')}
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
