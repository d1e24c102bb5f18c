// The services hub: /vender/services (everything, and the vendor payment return, where the
// wallet panel sits beside it), and one page per group. Each tile opens its form.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Page } from '@platform/shared';
import { serviceGroup, SERVICE_GROUPS, type ServiceGroup } from './service-catalogue';

export function ServiceGroupSection({ group, headingLevel = 2 }: { group: ServiceGroup; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={`services-${group.id}`} className="services-group">
      <Heading id={`services-${group.id}`}>{group.page ? <Link to={group.page}>{group.title}</Link> : group.title}</Heading>
      <p>{group.intro}</p>
      <ul className="grid">
        {group.tiles.map((tile) => (
          <li key={tile.to} className="tile">
            <h3 className="tile__title">
              <Link to={tile.to}>{tile.name}</Link>
            </h3>
            <p>{tile.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Every service group: the hub's body, composable beside other panels (the wallet). */
export function ServicesHub() {
  return (
    <>
      {SERVICE_GROUPS.map((group) => (
        <ServiceGroupSection key={group.id} group={group} />
      ))}
    </>
  );
}

/** /vender/services. `children` is where other areas' panels (the wallet) are composed in. */
export function ServicesPage({ children }: { children?: ReactNode }) {
  return (
    <Page title="Services" intro="Everything your shop can sell. Open a service to fill in the customer's request." wide>
      {children}
      <ServicesHub />
    </Page>
  );
}

function GroupPage({ id, title }: { id: ServiceGroup['id']; title: string }) {
  const group = serviceGroup(id);
  return (
    <Page title={title} intro={group.intro} wide>
      <ServiceGroupSection group={group} />
      <p>
        <Link to="/vender/services">All services</Link>
      </p>
    </Page>
  );
}

export const LoanServicesPage = () => <GroupPage id="loans" title="Loan services" />;
export const LogisticsServicesPage = () => <GroupPage id="logistics" title="Logistics services" />;
export const ToolsServicesPage = () => <GroupPage id="tools" title="Tools services" />;
