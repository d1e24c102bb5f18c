import { afterEach, describe, expect, it } from 'vitest';
import { localDateFormat, setLanguage } from './language';

describe('localDateFormat', () => {
  afterEach(() => setLanguage('en'));
  const day = localDateFormat({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

  it('writes a date the Indian English way by default', () => {
    expect(day.format('2026-11-27T06:00:00Z')).toBe('27 Nov 2026');
  });

  it('follows the language chosen after the format was made', () => {
    setLanguage('hi');
    expect(day.format('2026-11-27T06:00:00Z')).toBe('27 नव॰ 2026');
    setLanguage('mr');
    expect(day.format(new Date('2026-11-27T06:00:00Z'))).toBe('२७ नोव्हें, २०२६');
    setLanguage('en');
    expect(day.format(Date.parse('2026-11-27T06:00:00Z'))).toBe('27 Nov 2026');
  });
});
