// Ends every session of the signed-in account: this browser's tabs and every other device (a
// phone left at home, a shared computer). Staff who work in shifts (telecallers, bankers) keep a
// working-day session like a shop's (docs/decisions/043-a-shops-shift-refresh-sessions.md), so
// they need the same way out. The shop's own panel is mf-vendor's profile/sign-out-everywhere.tsx.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify } from '@platform/shared';
import { signOutEverywhere } from '@platform/shared/api';

export function SignOutEverywhere({ signInPath }: { signInPath: string }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <section className="card" aria-labelledby="sign-out-everywhere-heading">
      <h2 id="sign-out-everywhere-heading" className="card__title">
        Sign out everywhere
      </h2>
      <p>
        You stay signed in on this browser for the working day, in every tab. If you signed in on a shared computer or lost a phone, sign out on every device at
        once.
      </p>
      <p className="form__actions">
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await signOutEverywhere();
              notify.success('You are signed out on every device.');
              navigate(signInPath, { replace: true });
            } catch {
              // The API client has told the person why; they stay signed in here to try again.
              setBusy(false);
            }
          }}
        >
          Sign out everywhere
        </button>
      </p>
    </section>
  );
}
