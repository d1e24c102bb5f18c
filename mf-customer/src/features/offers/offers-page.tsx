// /customer/offers/:leadId: the lenders' offers for one of the customer's own applications, side by
// side, with the lenders that did not match and why. Choosing one opens its Key Fact Statement and
// the code sent to the customer's mobile accepts it.
import { Link, useParams } from 'react-router-dom';
import { Page } from '@platform/shared';
import { OffersPanel } from '@platform/shared/lending';
import { texts } from './texts';

export function CustomerOffersPage() {
  const { leadId = '' } = useParams();
  const { t } = texts.useTexts();
  return (
    <Page
      title={t('title')}
      intro={
        <>
          {t('intro')} <Link to="/customer/inquiry-history">{t('back')}</Link>
        </>
      }
      wide
    >
      <OffersPanel leadId={leadId} />
    </Page>
  );
}
