import { BRAND, Page } from '@platform/shared';
import { caServices } from './ca-services';

export function CataloguePage() {
  return (
    <Page
      title="CA services"
      intro={`Registrations and filings your customers need, handled by ${BRAND.name}'s chartered-accountant team. You collect the documents; we file and keep you updated.`}
      wide
    >
      <ul className="grid">
        {caServices.map((service) => (
          <li key={service.id} className="tile">
            <h2 className="tile__title">{service.name}</h2>
            <p>{service.summary}</p>
            <h3>Documents required</h3>
            <ul className="tile__documents">
              {service.documents.map((document) => (
                <li key={document}>{document}</li>
              ))}
            </ul>
            <p className="tile__turnaround">
              <strong>Typical turnaround:</strong> {service.turnaround}
            </p>
          </li>
        ))}
      </ul>
      <p>
        The fee for each service is shown before you submit a request. Turnaround depends on the department and starts once every document is clear and legible.
        For help with a request, call {BRAND.supportPhone} or write to {BRAND.supportEmail}.
      </p>
    </Page>
  );
}
