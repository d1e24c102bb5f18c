// The catalogue (/vender/ca-services): every service a shop can request for its customers, with
// the documents it needs, its fee and turnaround, from the one registry the API also reads.
// Turnaround is what the department usually takes once documents are complete; it is a range
// because the department, not us, decides the final date.
import { Link } from 'react-router-dom';
import { BRAND, Page } from '@platform/shared';
import { formatPaise } from '@platform/shared/dashboard';
import { SERVICE_UPLOAD_MESSAGES, SERVICES, serviceFeeWithGst, type ServiceDefinition } from '@platform/shared/schemas';

export function ServiceTiles({ services }: { services: readonly ServiceDefinition[] }) {
  return (
    <ul className="grid">
      {services.map((service) => (
        <li key={service.id} className="tile">
          <h2 className="tile__title">{service.name}</h2>
          <p>{service.summary}</p>
          <h3>Documents</h3>
          <ul className="tile__documents">
            {service.documents.map((document) => (
              <li key={document.key}>
                {document.label}
                {document.required ? '' : ' (optional)'}
              </li>
            ))}
          </ul>
          <p className="tile__fee">
            <strong>Fee:</strong> {formatPaise(serviceFeeWithGst(service))} including GST
          </p>
          <p className="tile__turnaround">
            <strong>Typical turnaround:</strong> {service.turnaround}
          </p>
          <Link className="button button--primary" to={service.path}>
            Request {service.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function CataloguePage() {
  return (
    <Page
      title="CA services"
      intro={`Registrations, filings and business services your customers need, handled by ${BRAND.name}'s chartered-accountant team. You collect the documents; we file and keep you updated.`}
      wide
    >
      <p>Documents: {SERVICE_UPLOAD_MESSAGES.limitsHint} The fee is paid from your wallet or at checkout; a request goes to our team once it is paid.</p>
      <ServiceTiles services={SERVICES.filter((s) => s.group === 'ca')} />
      <h2>Other services</h2>
      <ServiceTiles services={SERVICES.filter((s) => s.group === 'other')} />
      <p>
        Follow your requests in the <Link to="/vender/ca-services-history">CA services history</Link> and the{' '}
        <Link to="/vender/other-services-history">other services history</Link>. For help with a request, call {BRAND.supportPhone} or write to{' '}
        {BRAND.supportEmail}.
      </p>
    </Page>
  );
}

export function GstServicesPage() {
  return (
    <Page title="GST services" intro="Registration for a new GSTIN, and return filing for businesses that have one." wide>
      <ServiceTiles services={SERVICES.filter((s) => s.endpoint.startsWith('/ca/gst/'))} />
    </Page>
  );
}
