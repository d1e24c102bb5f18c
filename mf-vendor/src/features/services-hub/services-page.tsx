// The services hub: /vender/services (everything, and the vendor payment return, where the
// wallet panel sits beside it), and one page per group. Each tile opens its form.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Page } from '@platform/shared';
import { serviceGroup, SERVICE_GROUPS, type ServiceGroup } from './service-catalogue';
import { texts } from './texts';

export function ServiceGroupSection({ group, headingLevel = 2 }: { group: ServiceGroup; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const { t } = texts.useTexts();
  const title = t(`groups.${group.id}.title`);
  return (
    <section aria-labelledby={`services-${group.id}`} className="services-group">
      <Heading id={`services-${group.id}`}>{group.page ? <Link to={group.page}>{title}</Link> : title}</Heading>
      <p>{t(`groups.${group.id}.intro`)}</p>
      <ul className="grid">
        {group.tiles.map((tile) => (
          <li key={tile.to} className="tile">
            <h3 className="tile__title">
              <Link to={tile.to}>{t(`tiles.${tile.key}.name`)}</Link>
            </h3>
            <p>{t(`tiles.${tile.key}.description`)}</p>
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
  const { t } = texts.useTexts();
  return (
    <Page title={t('services.title')} intro={t('services.intro')} wide>
      {children}
      <ServicesHub />
    </Page>
  );
}

function GroupPage({ id, title }: { id: ServiceGroup['id']; title: 'loanServices' | 'logisticsServices' | 'toolsServices' }) {
  const group = serviceGroup(id);
  const { t } = texts.useTexts();
  return (
    <Page title={t(title)} intro={t(`groups.${id}.intro`)} wide>
      <ServiceGroupSection group={group} />
      <p>
        <Link to="/vender/services">{t('allServices')}</Link>
      </p>
    </Page>
  );
}

export const LoanServicesPage = () => <GroupPage id="loans" title="loanServices" />;
export const LogisticsServicesPage = () => <GroupPage id="logistics" title="logisticsServices" />;
export const ToolsServicesPage = () => <GroupPage id="tools" title="toolsServices" />;
