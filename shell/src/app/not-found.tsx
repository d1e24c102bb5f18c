import { Link } from 'react-router-dom';
import { shellTexts } from './shell-texts';

/** The shell's own not-found, used only when the public area (which owns `*`) cannot answer. */
export function NotFound() {
  const { t } = shellTexts.useTexts();
  return (
    <section className="not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link className="button button--primary" to="/">
        {t('goHome')}
      </Link>
    </section>
  );
}
