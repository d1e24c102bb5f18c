// The lending partners on /loan-services (RBI Digital Lending Directions): each bank or
// NBFC we pass applications to, its RBI registration, what we arrange with it (each rate with its
// APR beside it) and its own grievance officer. The list is the API's, never written here; the
// rates are the lowest of the same rate grids the offers are matched on.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { getErrorMessage } from '@platform/shared';
import { RateWithApr } from '@platform/shared/kfs';
import { useQuery } from '@platform/shared/query';
import { fetchLendingPartners } from './lending-partners-api';
import { texts } from './texts';

export const LENDING_PARTNERS_ANCHOR = 'lending-partners';

export function LendingPartnersSection() {
  const { t } = texts.useTexts();
  const partners = useQuery({ queryKey: ['lending-partners'], queryFn: fetchLendingPartners });
  const { hash } = useLocation();
  const section = useRef<HTMLElement>(null);
  // The footer links here by anchor; the list arrives after the page, so scroll once it is there.
  useEffect(() => {
    if (hash === `#${LENDING_PARTNERS_ANCHOR}` && partners.data) section.current?.scrollIntoView();
  }, [hash, partners.data]);

  return (
    <section id={LENDING_PARTNERS_ANCHOR} ref={section} aria-labelledby="lending-partners-heading" className="lending-partners">
      <h2 id="lending-partners-heading">{t('heading')}</h2>
      <p>{t('intro')}</p>
      {partners.isPending && <p aria-busy="true">{t('loading')}</p>}
      {partners.isError && <p role="alert">{getErrorMessage(partners.error)}</p>}
      {partners.data && (
        <ul className="article-list" data-testid="lending-partners">
          {partners.data.map((partner) => (
            <li key={partner.id} className="article-card" data-testid="lending-partner">
              <h3 className="article-card__title">{partner.name}</h3>
              {partner.demo && <p className="lending-partner__demo">{t('demo')}</p>}
              <dl className="profile-details">
                <div>
                  <dt>{t('type')}</dt>
                  <dd>{t(`kind.${partner.kind}`)}</dd>
                </div>
                <div>
                  <dt>{t('registration')}</dt>
                  <dd>
                    {partner.rbiRegistration}. {partner.registrationStatus}
                  </dd>
                </div>
                <div>
                  <dt>{t('products')}</dt>
                  <dd>
                    <ul className="lending-partner__products">
                      {partner.products.map((product) => (
                        <li key={product.name}>
                          {product.name}:{' '}
                          <RateWithApr rate={product.fromRate} processingFeePercent={product.processingFeePercent} months={product.months} from />
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
                <div>
                  <dt>{t('grievanceOfficer')}</dt>
                  <dd>
                    {partner.grievance.name}, <a href={`tel:${partner.grievance.phone.replace(/-/g, '')}`}>{partner.grievance.phone}</a>,{' '}
                    <a href={`mailto:${partner.grievance.email}`}>{partner.grievance.email}</a>
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
