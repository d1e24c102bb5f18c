/** Time source for everything with an expiry or a window (OTPs, tokens, rate limits). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * A SQL `date` column as YYYY-MM-DD. PostgreSQL's driver gives a Date at local midnight, PGlite a
 * Date or a string; either way the calendar day stored is the answer, whatever the process's zone.
 */
export const sqlDay = (value: Date | string | null): string | null =>
  value === null
    ? null
    : typeof value === 'string'
      ? value.slice(0, 10)
      : new Date(value.getTime() - value.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

/**
 * A SQL `timestamptz` column (a Date, or a string from PGlite) as an ISO instant for an answer;
 * null only for a nullable column's null.
 */
export function iso(value: Date | string): string;
export function iso(value: Date | string | null): string | null;
export function iso(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

/**
 * The system clock moved by an offset: the development server's (API_DEV_TOOLS), which the
 * end-to-end suite moves through `PUT /dev/clock` to play a working day in minutes.
 */
export class OffsetClock implements Clock {
  offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
}

/** A clock tests move by hand. */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date | number = Date.UTC(2026, 0, 15, 10, 0, 0)) {
    this.current = typeof start === 'number' ? start : start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current += ms;
  }

  set(to: Date | number): void {
    this.current = typeof to === 'number' ? to : to.getTime();
  }
}
