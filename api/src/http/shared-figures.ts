// Network-wide figures (the operations dashboard's cards, the leads oversight's counts by status)
// are aggregates over every lead, CA request and grievance: at a national network's size one
// computation reads a million index entries (about half a second; bench:scale of 2026-11-28), and
// fifty staff screens asking at once queued for ten seconds. Such a figure is computed once and
// shared for a few seconds by every caller of this process (decision 054): a caller arriving
// while it is being computed waits for that computation instead of starting another, and one
// arriving within `freshForMs` of it gets the same answer. The lists' rows themselves are never
// shared: only counts, which a staff screen shows with the time they were counted.
//
// freshForMs 0 (the default of buildServer, and of the API tests) shares nothing: every call
// computes. main.ts sets it (FIGURES_FRESH_FOR_MS, default 10 s). A failure is not kept.
import type { Clock } from '../clock.ts';

interface Entry {
  at: Date;
  value: Promise<unknown>;
}

export class SharedFigures {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly clock: Clock,
    private readonly freshForMs: number,
  ) {}

  /** The figure under `key` and when it was computed: shared if computed within freshForMs, else computed now. */
  async get<T>(key: string, compute: () => Promise<T>): Promise<{ value: T; at: Date }> {
    const now = this.clock.now();
    const kept = this.entries.get(key);
    // A clock moved back (the development clock) makes a kept figure a future one: not used.
    const age = kept ? now.getTime() - kept.at.getTime() : Number.NaN;
    if (kept && age >= 0 && age < this.freshForMs) return { value: (await kept.value) as T, at: kept.at };
    const entry: Entry = { at: now, value: compute() };
    if (this.freshForMs > 0) {
      this.entries.set(key, entry);
      entry.value.catch(() => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      });
    }
    return { value: (await entry.value) as T, at: now };
  }
}
