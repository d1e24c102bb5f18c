import { describe, expect, it } from 'vitest';
import {
  bankerDetailsSchema,
  callOutcomeSchema,
  canMoveLead,
  FINAL_LEAD_STATUSES,
  LEAD_STATUSES,
  LEAD_TRANSITIONS,
  nextLeadStatuses,
  telecallerProfileSchema,
} from './leads';

describe('lead transitions', () => {
  it('walks the lifecycle forward and stops at the final statuses', () => {
    expect(nextLeadStatuses('new', 'telecaller')).toEqual(['contacted', 'not_interested', 'closed']);
    expect(nextLeadStatuses('documents_pending', 'telecaller')).toContain('logged_in');
    expect(nextLeadStatuses('logged_in', 'banker')).toEqual(['sanctioned', 'rejected']);
    expect(nextLeadStatuses('sanctioned', 'banker')).toEqual(['disbursed', 'rejected']);
    for (const status of FINAL_LEAD_STATUSES) expect(Object.keys(LEAD_TRANSITIONS[status])).toEqual([]);
  });

  it('never lets a banker work a lead before the bank has it, nor anyone skip steps', () => {
    for (const from of ['new', 'contacted', 'interested', 'not_interested', 'documents_pending'] as const) {
      expect(nextLeadStatuses(from, 'banker')).toEqual([]);
    }
    expect(canMoveLead('new', 'sanctioned', 'telecaller')).toBe(false);
    expect(canMoveLead('contacted', 'logged_in', 'telecaller')).toBe(false);
    expect(canMoveLead('disbursed', 'new', 'telecaller')).toBe(false);
  });

  it('only names known statuses', () => {
    for (const [from, moves] of Object.entries(LEAD_TRANSITIONS)) {
      expect(LEAD_STATUSES).toContain(from);
      for (const to of Object.keys(moves)) expect(LEAD_STATUSES).toContain(to);
    }
  });
});

describe('call outcome', () => {
  it('asks for the reason of a closure, a rejection or a no', async () => {
    for (const status of ['closed', 'rejected', 'not_interested']) {
      await expect(callOutcomeSchema.validate({ status, note: '  ' })).rejects.toThrow('Say why (the customer and the shop see this reason)');
    }
    await expect(callOutcomeSchema.validate({ status: 'contacted' })).resolves.toMatchObject({ status: 'contacted' });
    await expect(callOutcomeSchema.validate({ status: 'contacted', nextCallAt: 'tomorrow-ish' })).rejects.toThrow('Enter a valid date and time');
  });
});

describe('banker details', () => {
  it('takes the PIN codes as one text box and checks each', async () => {
    const base = {
      username: 'Vikram Desai',
      mobile: '9876512345',
      email: 'vikram@example.com',
      bankName: 'HDFC Bank',
      branch: 'Pune Camp',
      ifsc: 'hdfc0000123',
      designation: 'RM',
      products: ['Home loan'],
    };
    await expect(bankerDetailsSchema.validate({ ...base, pincodes: '411001, 411030;411038' })).resolves.toMatchObject({
      ifsc: 'HDFC0000123',
      pincodes: ['411001', '411030', '411038'],
    });
    await expect(bankerDetailsSchema.validate({ ...base, pincodes: '411001, 4110' })).rejects.toThrow('Must be exactly 6 digits');
    await expect(bankerDetailsSchema.validate({ ...base, pincodes: '' })).rejects.toThrow('Enter the PIN codes you serve');
  });
});

describe('telecaller profile', () => {
  it('needs a language and a shift that ends after it starts', async () => {
    await expect(telecallerProfileSchema.validate({ languages: [], shiftStart: '09:00', shiftEnd: '18:00', onDuty: true })).rejects.toThrow('Choose at least one language');
    await expect(telecallerProfileSchema.validate({ languages: ['Hindi'], shiftStart: '18:00', shiftEnd: '09:00', onDuty: true })).rejects.toThrow('Shift end must be after shift start');
  });
});
