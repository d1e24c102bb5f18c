// The service level of a new lead (issue 30, the operations console's leads oversight): how soon
// a telecaller must make the first call. Kept as data so the API's breach filter, the console and
// the tests read one rule.
//
// Why working hours: the telecallers' shifts default to 09:30–18:30 India time (table
// telecallers), and most enquiries arrive in the evening; a wall-clock window would mark every
// late-night enquiry breached by morning, and a breach nobody could have avoided is noise the
// oversight page must not show. The clock only runs inside the working day, every day of the
// week (the rota has no weekly days off).

/** Time to first call: within this many working minutes of the lead's arrival. */
export const LEAD_FIRST_CALL_SLA = {
  withinMinutes: 120,
  /** The working day, India time (HH:MM). */
  dayStart: '09:30',
  dayEnd: '18:30',
  /** India has one time zone and no daylight saving. */
  utcOffsetMinutes: 330,
} as const;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const DAY = 24 * 60;

/**
 * When the first call on a lead received at `receivedAt` is due. Mirrors `firstCallDueSql` of
 * the API (api/src/leads/oversight-queries.ts): before the day starts the window opens at the
 * start; after it ends, at the next day's start; a window that runs past the end carries over.
 */
export function firstCallDueAt(receivedAt: Date, rule = LEAD_FIRST_CALL_SLA): Date {
  const offsetMs = rule.utcOffsetMinutes * 60_000;
  const local = new Date(receivedAt.getTime() + offsetMs);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const minute = (local.getTime() - midnight) / 60_000;
  const start = minutesOf(rule.dayStart);
  const end = minutesOf(rule.dayEnd);
  const window = rule.withinMinutes;
  let dueMinute: number;
  if (minute < start) dueMinute = start + window;
  else if (minute >= end) dueMinute = DAY + start + window;
  else if (minute + window <= end) dueMinute = minute + window;
  else dueMinute = DAY + start + (window - (end - minute));
  return new Date(midnight + dueMinute * 60_000 - offsetMs);
}
