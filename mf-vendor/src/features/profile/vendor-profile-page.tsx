// /vender/vendor-profile: the shop as we know it, its KYC steps, documents and password.
import { Link } from 'react-router-dom';
import { DetailsList, Page } from '@platform/shared';
import { fetchVendorProfile, vendorQueryKeys, type VendorProfile } from '@platform/shared/dashboard';
import { useQuery } from '@platform/shared/query';
import { QueryState, formatDate } from '../../components/query-state';
import { ChangePasswordForm } from './change-password-form';
import { Documents } from './documents';
import { KycSteps } from './kyc-steps';

function ShopDetails({ profile }: { profile: VendorProfile }) {
  const rows: Array<[string, string]> = [
    ['Shop name', profile.username],
    ["Owner's name", profile.ownerName ?? 'Not given yet'],
    ['Mobile number', `+91 ${profile.mobile}`],
    ['Email', profile.email ?? '—'],
    ['Address', [profile.address, profile.city, profile.state, profile.pinCode].filter(Boolean).join(', ') || '—'],
    ['Referral code', profile.referralCode],
    ['Partner since', formatDate(profile.createdAt)],
  ];
  return <DetailsList rows={rows} testId="shop-details" />;
}

function Permissions({ profile }: { profile: VendorProfile }) {
  const { addConnectors, receivePayouts } = profile.permissions;
  if (addConnectors && receivePayouts) return <p className="notice notice--success">Your shop is verified: connectors and commission payouts are open.</p>;
  return (
    <ul className="notice" aria-label="Waiting for KYC">
      {!receivePayouts && <li>Commission payouts start once your PAN and bank account are verified.</li>}
      {!addConnectors && <li>You can add connectors once your Aadhaar and PAN are verified.</li>}
      <li>Leads and your shop QR code work already.</li>
    </ul>
  );
}

export function VendorProfilePage() {
  const query = useQuery({ queryKey: vendorQueryKeys.profile, queryFn: fetchVendorProfile });
  return (
    <Page title="Vendor profile" intro="Your shop's details, identity checks, documents and password." wide>
      <QueryState query={query}>
        {(profile) => (
          <>
            <section className="card" aria-labelledby="shop-heading">
              <h2 id="shop-heading" className="card__title">
                Shop details
              </h2>
              <ShopDetails profile={profile} />
              <p className="form__actions">
                <Link to="/vender/edit-vender-profile" className="button button--primary">
                  Edit profile
                </Link>
              </p>
            </section>
            <section className="card" aria-labelledby="kyc-heading">
              <h2 id="kyc-heading" className="card__title">
                KYC: {profile.kycStepsLeft === 0 ? 'complete' : `${profile.kycStepsLeft} of ${profile.kyc.length} steps left`}
              </h2>
              <Permissions profile={profile} />
              <KycSteps profile={profile} />
            </section>
            <section className="card" aria-labelledby="documents-heading">
              <h2 id="documents-heading" className="card__title">
                Documents
              </h2>
              <Documents documents={profile.documents} />
            </section>
            <section className="card" aria-labelledby="password-heading">
              <h2 id="password-heading" className="card__title">
                Change password
              </h2>
              <ChangePasswordForm />
            </section>
          </>
        )}
      </QueryState>
    </Page>
  );
}
