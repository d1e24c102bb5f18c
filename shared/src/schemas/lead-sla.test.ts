import { describe, expect, it } from 'vitest';
import { firstCallDueAt, LEAD_FIRST_CALL_SLA } from './lead-sla';

// India time = UTC + 5:30; the working day is 09:30–18:30 India time.
const due = (utc: string) => firstCallDueAt(new Date(utc)).toISOString();

describe('time to first call', () => {
  it('is two working hours, as data', () => {
    expect(LEAD_FIRST_CALL_SLA).toMatchObject({ withinMinutes: 120, dayStart: '09:30', dayEnd: '18:30' });
  });

  it('counts only working time: before, inside, across and after the working day', () => {
    expect(due('2026-02-02T02:30:00Z')).toBe('2026-02-02T06:00:00.000Z'); // 08:00 → 11:30
    expect(due('2026-02-02T04:30:00Z')).toBe('2026-02-02T06:30:00.000Z'); // 10:00 → 12:00
    expect(due('2026-02-02T11:00:00Z')).toBe('2026-02-02T13:00:00.000Z'); // 16:30 → 18:30, the last minute
    expect(due('2026-02-02T11:30:00Z')).toBe('2026-02-03T04:30:00.000Z'); // 17:00 → 10:00 next day
    expect(due('2026-02-02T13:00:00Z')).toBe('2026-02-03T06:00:00.000Z'); // 18:30 → 11:30 next day
    expect(due('2026-02-02T19:00:00Z')).toBe('2026-02-03T06:00:00.000Z'); // 00:30 → 11:30 same India day
  });
});
