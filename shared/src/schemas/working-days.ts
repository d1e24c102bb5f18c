// Working days for the turnaround of a service request (decision in the CA fulfilment report,
// issue 30): Monday to Friday in India (Asia/Kolkata, UTC+05:30 all year), less the national
// holidays listed here. The list holds the three national holidays every state observes (Republic
// Day, Independence Day, Gandhi Jayanti); state and festival holidays differ between states, so a
// due date is a promise the team can keep everywhere. Add next year's dates before it begins.
/** ISO dates (Asia/Kolkata) that are not working days although they fall on a weekday. */
export const NATIONAL_HOLIDAYS: readonly string[] = [
  '2026-01-26',
  '2026-08-15',
  '2026-10-02',
  '2027-01-26',
  '2027-08-15',
  '2027-10-02',
  '2028-01-26',
  '2028-08-15',
  '2028-10-02',
];

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day in India at `at` (YYYY-MM-DD). */
export const indiaDate = (at: Date): string => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** Midnight in India that starts the day of `at`, as an instant. */
export function indiaMidnight(at: Date): Date {
  const local = at.getTime() + IST_OFFSET_MS;
  return new Date(local - (local % DAY_MS) - IST_OFFSET_MS);
}

/** Whether an Indian calendar day (the midnight that starts it) is a working day. */
export function isWorkingDay(dayStart: Date): boolean {
  const local = new Date(dayStart.getTime() + IST_OFFSET_MS);
  const weekday = local.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !NATIONAL_HOLIDAYS.includes(local.toISOString().slice(0, 10));
}

/**
 * When a request submitted at `from` is due: the end (midnight in India) of the `days`-th working
 * day after the day it was submitted on. Submitted on Monday with 1 working day: due at the end of
 * Tuesday; submitted on Friday or Saturday: due at the end of Monday.
 */
export function dueAfterWorkingDays(from: Date, days: number): Date {
  let day = indiaMidnight(from);
  let left = Math.max(0, Math.floor(days));
  while (left > 0) {
    day = new Date(day.getTime() + DAY_MS);
    if (isWorkingDay(day)) left -= 1;
  }
  return new Date(day.getTime() + DAY_MS);
}
