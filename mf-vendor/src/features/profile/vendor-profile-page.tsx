// /vender/vendor-profile: the shop as we know it, its KYC steps, documents and password.
import { Link } from 'react-router-dom';
import { DetailsList, Page, paths } from '@platform/shared';
import { fetchVendorProfile, vendorQueryKeys, type VendorProfile } from '@platform/shared/dashboard';
import { SignOutEverywhere } from '@platform/shared/otp';
import { useQuery } from '@platform/shared/query';
import { QueryState, formatDate } from '../../components/query-state';
import { ChangePasswordForm } from './change-password-form';
import { Documents } from './documents';
import { KycSteps } from './kyc-steps';
import { texts } from './texts';

function ShopDetails({ profile }: { profile: VendorProfile }) {
  const { t } = texts.useTexts();
  const rows: Array<[string, string]> = [
    [t('details.shopName'), profile.username],
    [t('details.ownerName'), profile.ownerName ?? t('details.notGiven')],
    [t('details.mobile'), `+91 ${profile.mobile}`],
    [t('details.email'), profile.email ?? '—'],
    [t('details.address'), [profile.address, profile.city, profile.state, profile.pinCode].filter(Boolean).join(', ') || '—'],
    [t('details.referralCode'), profile.referralCode],
    [t('details.partnerSince'), formatDate(profile.createdAt)],
  ];
  return <DetailsList rows={rows} testId="shop-details" />;
}

function Permissions({ profile }: { profile: VendorProfile }) {
  const { addConnectors, receivePayouts } = profile.permissions;
  const { t } = texts.useTexts();
  if (addConnectors && receivePayouts) return <p className="notice notice--success">{t('permissions.verified')}</p>;
  return (
    <ul className="notice" aria-label={t('permissions.waiting')}>
      {!receivePayouts && <li>{t('permissions.payouts')}</li>}
      {!addConnectors && <li>{t('permissions.connectors')}</li>}
      <li>{t('permissions.already')}</li>
    </ul>
  );
}

export function VendorProfilePage() {
  const query = useQuery({ queryKey: vendorQueryKeys.profile, queryFn: fetchVendorProfile });
  const { t } = texts.useTexts();
  return (
    <Page title={t('page.title')} intro={t('page.intro')} wide>
      <QueryState query={query}>
        {(profile) => (
          <>
            <section className="card" aria-labelledby="shop-heading">
              <h2 id="shop-heading" className="card__title">
                {t('page.shopDetails')}
              </h2>
              <ShopDetails profile={profile} />
              <p className="form__actions">
                <Link to="/vender/edit-vender-profile" className="button button--primary">
                  {t('page.editProfile')}
                </Link>
              </p>
            </section>
            <section className="card" aria-labelledby="kyc-heading">
              <h2 id="kyc-heading" className="card__title">
                {profile.kycStepsLeft === 0 ? t('page.kycComplete') : t('page.kycLeft', { left: profile.kycStepsLeft, total: profile.kyc.length })}
              </h2>
              <Permissions profile={profile} />
              <KycSteps profile={profile} />
            </section>
            <section className="card" aria-labelledby="documents-heading">
              <h2 id="documents-heading" className="card__title">
                {t('page.documents')}
              </h2>
              <Documents documents={profile.documents} />
            </section>
            <section className="card" aria-labelledby="password-heading">
              <h2 id="password-heading" className="card__title">
                {t('page.changePassword')}
              </h2>
              <ChangePasswordForm />
            </section>
            <SignOutEverywhere signInPath={paths.login} heading={t('page.devices')} />
          </>
        )}
      </QueryState>
    </Page>
  );
}
