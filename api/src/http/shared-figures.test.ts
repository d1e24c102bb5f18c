import { describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.ts';
import { SharedFigures } from './shared-figures.ts';

/** A computation that counts its runs and finishes when told. */
function counting() {
  let runs = 0;
  const pending: Array<(value: number) => void> = [];
  return {
    compute: () => {
      runs += 1;
      return new Promise<number>((resolve) => pending.push(resolve));
    },
    finish: (value: number) => pending.splice(0).forEach((resolve) => resolve(value)),
    runs: () => runs,
  };
}

describe('SharedFigures', () => {
  it('callers arriving while a figure is computed, or within its freshness, share that one computation and its time', async () => {
    const clock = new ManualClock(new Date('2026-11-28T05:00:00Z'));
    const figures = new SharedFigures(clock, 10_000);
    const work = counting();
    const first = figures.get('leads', work.compute);
    const second = figures.get('leads', work.compute);
    work.finish(7);
    expect(await first).toEqual({ value: 7, at: new Date('2026-11-28T05:00:00Z') });
    expect(await second).toEqual({ value: 7, at: new Date('2026-11-28T05:00:00Z') });
    clock.advance(9_999);
    expect((await figures.get('leads', work.compute)).value).toBe(7);
    expect(work.runs()).toBe(1);
  });

  it('computes again once the figure is older than its freshness, and keeps figures of different keys apart', async () => {
    const clock = new ManualClock(new Date('2026-11-28T05:00:00Z'));
    const figures = new SharedFigures(clock, 10_000);
    let runs = 0;
    const compute = async () => (runs += 1);
    expect((await figures.get('a', compute)).value).toBe(1);
    expect((await figures.get('b', compute)).value).toBe(2);
    clock.advance(10_000);
    expect(await figures.get('a', compute)).toEqual({ value: 3, at: new Date('2026-11-28T05:00:10Z') });
  });

  it('keeps no failure: the next caller computes again', async () => {
    const clock = new ManualClock(new Date('2026-11-28T05:00:00Z'));
    const figures = new SharedFigures(clock, 10_000);
    await expect(figures.get('x', () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect((await figures.get('x', async () => 5)).value).toBe(5);
  });

  it('shares nothing when fresh for 0 ms (the API tests), and not a figure from a clock moved back', async () => {
    const clock = new ManualClock(new Date('2026-11-28T05:00:00Z'));
    const none = new SharedFigures(clock, 0);
    let runs = 0;
    const compute = async () => (runs += 1);
    await none.get('a', compute);
    await none.get('a', compute);
    expect(runs).toBe(2);
    const shared = new SharedFigures(clock, 10_000);
    await shared.get('a', compute);
    clock.set(new Date('2026-11-28T04:59:00Z'));
    expect((await shared.get('a', compute)).value).toBe(4);
  });
});
