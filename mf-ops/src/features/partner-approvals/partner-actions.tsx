// What an operations admin may do with a partner where it stands (STAFF_ACTION_MOVES): approve or
// reject one that waits, suspend one that is approved, reinstate one that is suspended. A reason
// is asked where the partner is told it. A shop is approved only once its KYC is accepted; a move
// someone else made first is refused by the server (409, shown as a message) and the page reloads.
import { object, string } from 'yup';
import { notify } from '@platform/shared';
import { Form, SubmitButton, TextAreaField } from '@platform/shared/forms';
import { useQueryClient } from '@platform/shared/query';
import { REASON_REQUIRED_ACTIONS, STAFF_ACTION_MOVES, STAFF_ACTIONS, STAFF_REASON_MAX_LENGTH, type StaffAction } from '@platform/shared/schemas';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { i18n, Trans } from '@platform/shared/i18n';
import { actOnPartner, partnerKeys, type PartnerDetail } from './partner-approvals-api';
import { texts } from './texts';

const hasReason = (action: StaffAction): action is keyof typeof texts.en.actions.why => action in texts.en.actions.why;

const reasonSchema = object({
  reason: string()
    .trim()
    // Messages read when the form is checked, so they are in the language of that moment.
    .required(() => texts.t('actions.reasonRequired'))
    .max(STAFF_REASON_MAX_LENGTH, () => texts.t('actions.reasonTooLong', { max: STAFF_REASON_MAX_LENGTH })),
});

export function PartnerActions({ partner }: { partner: PartnerDetail }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const { t } = texts.useTexts();
  const possible = STAFF_ACTIONS.filter((action) => STAFF_ACTION_MOVES[action].from.includes(partner.approval.status));
  const kycBlocks = partner.kind === 'shop' && !partner.kyc?.approvable;

  async function act(action: StaffAction, reason: string) {
    setBusy(true);
    try {
      notify.success(await actOnPartner(partner.kind, partner.id, action, reason));
    } catch {
      // Already shown by the API client (for example: someone else acted first).
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: partnerKeys.all });
    }
  }

  if (possible.length === 0) return null;
  return (
    <section className="card" aria-labelledby="partner-actions">
      <h2 className="card__title" id="partner-actions">
        {t('actions.heading')}
      </h2>
      <div className="card__body">
        {possible.map((action) =>
          REASON_REQUIRED_ACTIONS.includes(action) ? (
            <Form
              key={action}
              schema={reasonSchema}
              aria-label={t(`actions.act.${action}`, { name: partner.name })}
              className="form"
              onSubmit={(values) => act(action, values.reason)}
            >
              <TextAreaField
                name="reason"
                label={hasReason(action) ? t(`actions.why.${action}`) : ''}
                hint={t('actions.whyHint')}
                maxLength={STAFF_REASON_MAX_LENGTH}
              />
              <SubmitButton className="button button--danger">{t(`actions.act.${action}`, { name: partner.name })}</SubmitButton>
            </Form>
          ) : (
            <div key={action} className="form__actions">
              <button
                type="button"
                className="button button--primary"
                disabled={busy || (action === 'approve' && kycBlocks)}
                aria-describedby={action === 'approve' && kycBlocks ? 'approve-blocked' : undefined}
                onClick={() => void act(action, '')}
              >
                {t(`actions.act.${action}`, { name: partner.name })}
              </button>
              {action === 'approve' && kycBlocks && (
                <p id="approve-blocked" className="field__hint">
                  <Trans i18n={i18n} ns={texts.namespace} i18nKey="actions.kycFirst" components={{ go: <Link to={`/ops/kyc/${partner.id}`} /> }} />
                </p>
              )}
            </div>
          ),
        )}
      </div>
    </section>
  );
}
