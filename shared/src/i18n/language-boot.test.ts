// How a tab picks its language before the first render (decision 051): the module reads the address,
// the cookie and localStorage when it loads, so each case loads it afresh.
import { afterEach, describe, expect, it, vi } from 'vitest';

// An expiry in the past, not `Max-Age=0`: happy-dom expires a cookie only once its time is before
// now, so one cleared with Max-Age=0 and read in the same millisecond was still there (as `lang=`).
const clearCookie = () => {
  document.cookie = 'lang=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT';
};

async function bootAt(address: string, { cookie, saved }: { cookie?: string; saved?: string } = {}) {
  window.history.replaceState(null, '', address);
  clearCookie();
  localStorage.clear();
  if (cookie) document.cookie = `lang=${cookie}; Path=/`;
  if (saved) localStorage.setItem('language', saved);
  vi.resetModules();
  return import('./language');
}

afterEach(() => {
  clearCookie();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the language a tab boots in', () => {
  it('is the one the address names, kept for the next page load and taken out of the address', async () => {
    const language = await bootAt('/loans?page=2&lang=mr#rates', { cookie: 'hi', saved: 'hi' });
    expect(language.currentLanguage()).toBe('mr');
    expect(document.documentElement.lang).toBe('mr');
    expect(localStorage.getItem('language')).toBe('mr');
    expect(language.languageFromCookies(document.cookie)).toBe('mr');
    // The router sees the address the server drew the page for, and a reload after a switch keeps the switch.
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/loans?page=2#rates');
  });

  it('is the cookie the server drew the page by, even where the tab saved another', async () => {
    const language = await bootAt('/loans', { cookie: 'mr', saved: 'hi' });
    expect(language.currentLanguage()).toBe('mr');
    expect(localStorage.getItem('language')).toBe('mr');
  });

  it('is the tab’s saved choice without a cookie, and writes the cookie so the server draws the next page in it', async () => {
    const language = await bootAt('/', { saved: 'hi' });
    expect(language.currentLanguage()).toBe('hi');
    expect(document.cookie).toContain('lang=hi');
  });

  it('is English for a visitor who chose none, with nothing written', async () => {
    const language = await bootAt('/?lang=fr');
    expect(language.currentLanguage()).toBe('en');
    expect(document.cookie).not.toContain('lang=');
    expect(localStorage.getItem('language')).toBeNull();
  });

  it('keeps a switch in the cookie too', async () => {
    const language = await bootAt('/');
    language.setLanguage('hi');
    expect(language.languageFromCookies(document.cookie)).toBe('hi');
    expect(language.languageCookie('hi', true)).toBe('lang=hi; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
  });
});
