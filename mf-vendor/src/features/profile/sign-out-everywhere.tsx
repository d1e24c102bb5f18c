// Ends every session of the shop: this browser's tabs and every other device (a phone left at
// home, a shared computer). The shop's working-day session otherwise lasts until the evening
// (docs/decisions/043-a-shops-shift-refresh-sessions.md).
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify, paths } from '@platform/shared';
import { signOutEverywhere } from '@platform/shared/api';
import { texts } from './texts';

export function SignOutEverywhere() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const { t } = texts.useTexts();
  return (
    <>
      <p>{t('sessions.intro')}</p>
      <p className="form__actions">
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await signOutEverywhere();
              notify.success(t('sessions.done'));
              navigate(paths.login, { replace: true });
            } catch {
              // The API client has told the person why; the shop stays signed in here to try again.
              setBusy(false);
            }
          }}
        >
          {t('sessions.signOut')}
        </button>
      </p>
    </>
  );
}
