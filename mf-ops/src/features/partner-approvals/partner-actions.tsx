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
import { actOnPartner, partnerKeys, type PartnerDetail } from './partner-approvals-api';

const ACTION_TEXT: Record<StaffAction, string> = { approve: 'Approve', reject: 'Reject', suspend: 'Suspend', reinstate: 'Reinstate' };
const REASON_LABEL: Record<StaffAction, string> = {
  approve: '',
  reject: 'Why is this registration not approved?',
  suspend: 'Why is this account suspended?',
  reinstate: '',
};

const reasonSchema = object({
  reason: string()
    .trim()
    .required('Give the reason (the partner is told it)')
    .max(STAFF_REASON_MAX_LENGTH, `Reason must be at most ${STAFF_REASON_MAX_LENGTH} characters`),
});

export function PartnerActions({ partner }: { partner: PartnerDetail }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const possible = STAFF_ACTIONS.filter((action) => STAFF_ACTION_MOVES[action].from.includes(partner.approval.status));
  const kycBlocks = partner.kind === 'shop' && !partner.kyc?.approvable;

  async function act(action: StaffAction, reason: string) {
    setBusy(true);
    try {
      notify.success((await actOnPartner(partner.kind, partner.id, action, reason)).message);
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
        Decide
      </h2>
      <div className="card__body">
        {possible.map((action) =>
          REASON_REQUIRED_ACTIONS.includes(action) ? (
            <Form
              key={action}
              schema={reasonSchema}
              aria-label={`${ACTION_TEXT[action]} ${partner.name}`}
              className="form"
              onSubmit={(values) => act(action, values.reason)}
            >
              <TextAreaField name="reason" label={REASON_LABEL[action]} hint="The partner is told this reason." maxLength={STAFF_REASON_MAX_LENGTH} />
              <SubmitButton className="button button--danger">
                {ACTION_TEXT[action]} {partner.name}
              </SubmitButton>
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
                {ACTION_TEXT[action]} {partner.name}
              </button>
              {action === 'approve' && kycBlocks && (
                <p id="approve-blocked" className="field__hint">
                  A shop is approved once a KYC reviewer accepted every required item: <Link to={`/ops/kyc/${partner.id}`}>see its KYC review</Link>.
                </p>
              )}
            </div>
          ),
        )}
      </div>
    </section>
  );
}
