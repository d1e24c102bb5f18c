import { getErrorMessage } from '@platform/shared';
import { ProductForm } from '@platform/shared/forms';
import { RateWithApr } from '@platform/shared/kfs';
import { useLendingPartners } from '../../api/lending-partners';
import { educationLoanIllustration } from '../../components/illustrations';
import { educationLoanForm } from './education-loan-form';
import { texts } from './texts';

const highlights = ['courses', 'repay', 'tax', 'desk'] as const;

/** /education-loan and /b2c/education-loan (docs/spec/product.md §2). */
export function EducationLoanPage() {
  const { t } = texts.useTexts();
  return (
    <article className="page page--wide application-page">
      <header className="application-page__header">
        <h1>{t('title')}</h1>
        <p className="page__intro">{t('intro')}</p>
      </header>
      <div className="application-page__body">
        <aside className="application-page__aside">
          <img className="application-page__image" src={educationLoanIllustration} alt={t('imageAlt')} width={240} height={200} />
          <ul className="application-page__highlights">
            {highlights.map((line) => (
              <li key={line}>{t(`highlights.${line}`)}</li>
            ))}
          </ul>
        </aside>
        <ProductForm definition={educationLoanForm} />
      </div>
      <EducationLenders />
    </article>
  );
}

/**
 * The lending partners that offer education loans, with the rate each starts from: the same terms
 * the offers are matched on (GET /api/lending-partners), so this block cannot quote another rate.
 */
function EducationLenders() {
  const { t } = texts.useTexts();
  const partners = useLendingPartners();
  const lenders = (partners.data ?? []).flatMap((partner) =>
    partner.products.filter((product) => product.product === 'education-loan').map((product) => ({ partner, product })),
  );
  return (
    <section className="bank-partners" aria-labelledby="bank-partners-title">
      <h2 id="bank-partners-title">{t('lenders.heading')}</h2>
      {partners.isPending && <p aria-busy="true">{t('lenders.loading')}</p>}
      {partners.isError && <p role="alert">{getErrorMessage(partners.error)}</p>}
      {partners.data && (
        <ul className="bank-partners__list" data-testid="education-lenders">
          {lenders.map(({ partner, product }) => (
            <li key={partner.id} className="bank-partners__item">
              <strong>{partner.name}</strong>
              <span>
                {t(partner.kind === 'bank' ? 'lenders.bank' : 'lenders.nbfc')}
                {partner.demo ? t('lenders.demo') : ''}:{' '}
                <RateWithApr rate={product.fromRate} processingFeePercent={product.processingFeePercent} months={product.months} from />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
