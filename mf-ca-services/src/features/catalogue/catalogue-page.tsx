// The catalogue (/vender/ca-services): every service a shop can request for its customers, with
// the documents it needs, its fee and turnaround, from the one registry the API also reads.
// Turnaround is what the department usually takes once documents are complete; it is a range
// because the department, not us, decides the final date.
import { Link } from 'react-router-dom';
import { BRAND, Page } from '@platform/shared';
import { formatPaise } from '@platform/shared/dashboard';
import { i18n, Trans } from '@platform/shared/i18n';
import { SERVICES, serviceFeeWithGst, type ServiceDefinition } from '@platform/shared/schemas';
import { useServiceWords } from '../../components/service-words';
import { texts } from './texts';

export function ServiceTiles({ services }: { services: readonly ServiceDefinition[] }) {
  const { t } = texts.useTexts();
  const words = useServiceWords();
  return (
    <ul className="grid">
      {services.map((service) => (
        <li key={service.id} className="tile">
          <h2 className="tile__title">{words.name(service)}</h2>
          <p>{words.summary(service)}</p>
          <h3>{t('tile.documents')}</h3>
          <ul className="tile__documents">
            {service.documents.map((document) => (
              <li key={document.key}>
                {words.documentLabel(service, document)}
                {document.required ? '' : t('tile.optional')}
              </li>
            ))}
          </ul>
          <p className="tile__fee">
            <strong>{t('tile.fee')}</strong> {t('tile.withGst', { fee: formatPaise(serviceFeeWithGst(service)) })}
          </p>
          <p className="tile__turnaround">
            <strong>{t('tile.turnaround')}</strong> {words.turnaround(service)}
          </p>
          <Link className="button button--primary" to={service.path}>
            {t('tile.request', { name: words.name(service) })}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function CataloguePage() {
  const { t } = texts.useTexts();
  const words = useServiceWords();
  return (
    <Page title={t('catalogue.title')} intro={t('catalogue.intro', { brand: BRAND.name })} wide>
      <p>{t('catalogue.documents', { limits: words.limitsHint() })}</p>
      <ServiceTiles services={SERVICES.filter((s) => s.group === 'ca')} />
      <h2>{t('catalogue.other')}</h2>
      <ServiceTiles services={SERVICES.filter((s) => s.group === 'other')} />
      <p>
        <Trans
          i18n={i18n}
          ns={texts.namespace}
          i18nKey="catalogue.follow"
          values={{ phone: BRAND.supportPhone, email: BRAND.supportEmail }}
          components={{ ca: <Link to="/vender/ca-services-history" />, other: <Link to="/vender/other-services-history" /> }}
        />
      </p>
    </Page>
  );
}

export function GstServicesPage() {
  const { t } = texts.useTexts();
  return (
    <Page title={t('gst.title')} intro={t('gst.intro')} wide>
      <ServiceTiles services={SERVICES.filter((s) => s.endpoint.startsWith('/ca/gst/'))} />
    </Page>
  );
}
