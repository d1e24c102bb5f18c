// /vender/offers/:leadId: the lenders' offers for a customer's application, at the shop's counter.
// The shop sees and compares them with the customer; choosing one sends a code to the customer's
// own mobile, which only the customer types (docs: RBI Digital Lending Directions 2025).
import { Link, useParams } from 'react-router-dom';
import { Page } from '@platform/shared';
import { OffersPanel } from '@platform/shared/lending';
import { texts } from './texts';

export function VendorOffersPage() {
  const { leadId = '' } = useParams();
  const { t } = texts.useTexts();
  return (
    <Page
      title={t('title')}
      intro={
        <>
          {t('intro')} <Link to={`/vender/sell-history-details/${leadId}`}>{t('back')}</Link>
        </>
      }
      wide
    >
      <OffersPanel leadId={leadId} atCounter />
    </Page>
  );
}
