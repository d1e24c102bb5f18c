import { Link } from 'react-router-dom';
import { frameTexts } from '../layout/frame-texts';

export interface Crumb {
  label: string;
  /** Absent for the current page (the last crumb). */
  to?: string;
}

/** Where this page sits in the site, Home first; the last crumb is the page itself. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const { t } = frameTexts.useTexts();
  const crumbs: Crumb[] = [{ label: t('nav.home'), to: '/' }, ...trail];
  return (
    <nav className="breadcrumbs" aria-label={t('breadcrumb')}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`}>
            {crumb.to && index < crumbs.length - 1 ? <Link to={crumb.to}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
