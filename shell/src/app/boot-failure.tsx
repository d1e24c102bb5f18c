import { BRAND } from '@platform/shared';
import { shellTexts } from './shell-texts';

/** Without release.json there is no router: a plain page that still lets the user try again. */
export function BootFailure() {
  const { t } = shellTexts.useTexts();
  return (
    <main className="boot-failure" role="alert">
      <h1>{t('bootFailure.title', { brand: BRAND.name })}</h1>
      <p>{t('bootFailure.body')}</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        {t('retry')}
      </button>
    </main>
  );
}
