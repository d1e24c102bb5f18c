// Moving the chosen shipments to one status, with where and a note. Only the statuses every chosen
// shipment may reach are offered (SHIPMENT_TRANSITIONS, shared), and each shipment travels with the
// status the desk saw it in: one that someone else moved meanwhile is left as it is and listed in
// the answer, so a stale page never moves a parcel by mistake.
import { useState } from 'react';
import { getErrorMessage, notify, spinner, useApiSuccessText } from '@platform/shared';
import { Form, SelectField, SubmitButton, TextField } from '@platform/shared/forms';
import { useQueryClient } from '@platform/shared/query';
import { SHIPMENT_TRANSITIONS, SHIPMENT_STATUSES, shipmentUpdateSchema, type ShipmentStatus } from '@platform/shared/schemas';
import { DESK_KEY, moveShipments, type MoveResult } from './logistics-desk-api';
import { texts } from './texts';

export interface ChosenShipment {
  id: string;
  trackingNumber: string;
  status: ShipmentStatus;
}

interface MoveValues {
  status: string;
  location: string;
  note: string;
}

/** The statuses every chosen shipment may move to, in lifecycle order. */
export function commonMoves(chosen: readonly ChosenShipment[]): ShipmentStatus[] {
  if (chosen.length === 0) return [];
  return SHIPMENT_STATUSES.filter((to) => chosen.every((shipment) => SHIPMENT_TRANSITIONS[shipment.status].includes(to)));
}

export function MoveShipmentsForm({ chosen, onMoved, label }: { chosen: readonly ChosenShipment[]; onMoved?: () => void; label: string }) {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<{ kind: 'moved'; result: MoveResult } | { kind: 'refused'; message: string } | null>(null);
  const moves = commonMoves(chosen);
  const { t } = texts.useTexts();
  // What moved, in the reader's language as the toast said it (the API's English by its code).
  const moved = useApiSuccessText(outcome?.kind === 'moved' ? outcome.result : null);

  async function move(values: MoveValues) {
    try {
      const result = await spinner.during(
        moveShipments({
          ...values,
          status: values.status as ShipmentStatus,
          items: chosen.map((shipment) => ({ id: shipment.id, seenStatus: shipment.status })),
        }),
      );
      notify.success(result);
      setOutcome({ kind: 'moved', result });
      onMoved?.();
    } catch (error) {
      // The API client has shown the refusal already; the form also keeps it beside the list.
      setOutcome({ kind: 'refused', message: getErrorMessage(error) });
    }
    // Moved or refused, the list shows where every shipment stands now.
    await queryClient.invalidateQueries({ queryKey: [DESK_KEY] });
  }

  // Kept after a move clears the choice, so the desk reads what moved and what was left.
  const feedback = (
    <>
      {outcome?.kind === 'refused' && (
        <p className="data-error" role="alert">
          {outcome.message}
        </p>
      )}
      {outcome?.kind === 'moved' && (
        <div role="status">
          <p>{moved}</p>
          {outcome.result.data.skipped.length > 0 && (
            <ul aria-label={t('move.leftAsThey')}>
              {outcome.result.data.skipped.map((skipped) => (
                <li key={skipped.id}>{skipped.message}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </>
  );
  if (chosen.length === 0) return feedback;
  if (moves.length === 0) {
    return (
      <>
        <p className="form__hint" role="status">
          {t('move.noCommon')}
        </p>
        {feedback}
      </>
    );
  }

  return (
    <section className="card ops-move" aria-label={label}>
      <Form<MoveValues>
        schema={shipmentUpdateSchema}
        defaultValues={{ status: moves[0]!, location: '', note: '' }}
        onSubmit={move}
        aria-label={label}
        // A new choice of shipments offers other moves: start the form again.
        key={moves.join(',')}
      >
        <SelectField name="status" label={t('move.to')} options={moves.map((status) => ({ value: status, label: t(`status.${status}`) }))} />
        <TextField name="location" label={t('move.where')} />
        <TextField name="note" label={t('move.note')} />
        <SubmitButton>{chosen.length === 1 ? t('move.one') : t('move.many', { count: chosen.length })}</SubmitButton>
      </Form>
      {feedback}
    </section>
  );
}
