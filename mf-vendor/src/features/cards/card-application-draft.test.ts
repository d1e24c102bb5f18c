import { afterEach, describe, expect, it } from 'vitest';
import { clearCardDraft, idempotencyKeyOf, readCardDraft, saveCardDraft } from './card-application-draft';

afterEach(() => clearCardDraft());

describe('card application draft', () => {
  it('keeps both steps together and merges changes', () => {
    saveCardDraft({ applicant: { fullName: 'Meena Iyer' }, applicantDone: true });
    saveCardDraft({ employment: { employmentType: 'salaried' } });
    expect(readCardDraft()).toEqual({ applicant: { fullName: 'Meena Iyer' }, applicantDone: true, employment: { employmentType: 'salaried' } });
  });

  it('gives one idempotency key per application, a new one after clearing', () => {
    const first = idempotencyKeyOf(readCardDraft());
    expect(idempotencyKeyOf(readCardDraft())).toBe(first);
    clearCardDraft();
    expect(idempotencyKeyOf(readCardDraft())).not.toBe(first);
  });

  it('reads nonsense in storage as an empty draft', () => {
    sessionStorage.setItem('vendorCardApplication', '{not json');
    expect(readCardDraft()).toEqual({});
  });
});
