import { Link } from 'react-router-dom';
import { paths } from '@platform/shared';
import { texts } from './texts';

export function NotFoundPage() {
  const { t } = texts.useTexts();
  return (
    <section className="not-found" data-testid="not-found">
      <h1>{t('heading')}</h1>
      <p>{t('text')}</p>
      <ul className="link-list">
        <li>
          <Link to={paths.home}>{t('home')}</Link>
        </li>
        <li>
          <Link to={paths.b2c.faq}>{t('faq')}</Link>
        </li>
        <li>
          <Link to={paths.contactUs}>{t('contact')}</Link>
        </li>
      </ul>
    </section>
  );
}
