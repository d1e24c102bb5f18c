import { describe, expect, it } from 'vitest';
import { SERVICES } from './ca-services-catalogue';
import { dueAfterWorkingDays, indiaDate, indiaMidnight } from './working-days';

describe('working days (Monday to Friday in India, less the national holidays)', () => {
  it('counts from the day of submission in India, ending at midnight there', () => {
    // Monday 23 Nov 2026, 10:00 IST: 1 working day → the end of Tuesday 24th (18:30 UTC).
    expect(dueAfterWorkingDays(new Date('2026-11-23T04:30:00Z'), 1).toISOString()).toBe('2026-11-24T18:30:00.000Z');
    // Late Monday night in India is still Monday there, though Tuesday has not begun in UTC.
    expect(indiaDate(new Date('2026-11-23T20:00:00Z'))).toBe('2026-11-24');
    expect(indiaMidnight(new Date('2026-11-23T20:00:00Z')).toISOString()).toBe('2026-11-23T18:30:00.000Z');
  });

  it('skips weekends and the national holidays', () => {
    // Friday 27 Nov 2026 + 1 → Monday 30th.
    expect(indiaDate(new Date(dueAfterWorkingDays(new Date('2026-11-27T06:00:00Z'), 1).getTime() - 1))).toBe('2026-11-30');
    // GST registration (7 working days) sent on Thursday 1 Oct 2026: Gandhi Jayanti (Fri 2nd) and the weekends pass → Tue 13 Oct.
    const gst = SERVICES.find((s) => s.id === 'gst-registration')!;
    expect(gst.turnaroundWorkingDays).toBe(7);
    expect(indiaDate(new Date(dueAfterWorkingDays(new Date('2026-10-01T06:00:00Z'), gst.turnaroundWorkingDays).getTime() - 1))).toBe('2026-10-13');
  });

  it('gives every service a turnaround in working days and a deliverable', () => {
    for (const service of SERVICES) {
      expect(Number.isInteger(service.turnaroundWorkingDays) && service.turnaroundWorkingDays > 0, service.name).toBe(true);
      expect(service.deliverable.length, service.name).toBeGreaterThan(3);
    }
  });
});
