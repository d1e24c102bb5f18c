// Ends every session of the signed-in account: this browser's tabs and every other device (a
// phone left at home, a shared computer). Shops, telecallers and bankers keep a working-day
// session (docs/decisions/043-a-shops-shift-refresh-sessions.md), so each needs the same way out:
// one panel for all three, in the visitor's language.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify } from '@platform/shared';
import { signOutEverywhere } from '@platform/shared/api';
import { useTexts } from '@platform/shared/i18n';

/** `heading` lets an area name the panel in its own page's words (the shop's "Signed-in devices"). */
export function SignOutEverywhere({ signInPath, heading }: { signInPath: string; heading?: string }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const { t } = useTexts('sessions');
  return (
    <section className="card" aria-labelledby="sign-out-everywhere-heading">
      <h2 id="sign-out-everywhere-heading" className="card__title">
        {heading ?? t('heading')}
      </h2>
      <p>{t('intro')}</p>
      <p className="form__actions">
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await signOutEverywhere();
              notify.success(t('done'));
              navigate(signInPath, { replace: true });
            } catch {
              // The API client has told the person why; they stay signed in here to try again.
              setBusy(false);
            }
          }}
        >
          {t('signOut')}
        </button>
      </p>
    </section>
  );
}
