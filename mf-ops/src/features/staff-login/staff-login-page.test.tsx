// The sign-in page in Hindi and Marathi (issue 33); console.test.tsx signs in with the English one.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { session, setLanguage, setRuntimeConfig } from '@platform/shared';
import { serveApi } from '../../testing/answer';
import { LAZY, renderConsoleAt } from '../../testing/render-console';

setRuntimeConfig({ apiBaseUrl: 'http://api.test' });
afterEach(() => {
  cleanup();
  act(() => setLanguage('en'));
  session.clear();
});

describe('the staff sign-in page in Hindi and Marathi', () => {
  it('asks for the three answers in the chosen language', async () => {
    serveApi({});
    act(() => setLanguage('hi'));
    renderConsoleAt('/ops/login');
    const form = await screen.findByRole('form', { name: 'कर्मचारी साइन इन' }, LAZY);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('संचालन कंसोल में साइन इन');
    expect(screen.getByLabelText('कार्यालय ईमेल')).toBeTruthy();
    expect(screen.getByLabelText('ऑथेंटिकेटर कोड')).toBeTruthy();
    expect(form.textContent).toContain('6 अंक, आपके ऑथेंटिकेटर ऐप से');
    act(() => setLanguage('mr'));
    expect(screen.getByRole('button', { name: 'साइन इन करा' })).toBeTruthy();
    expect(screen.getByLabelText('कार्यालयीन ईमेल')).toBeTruthy();
    act(() => setLanguage('en'));
    expect(screen.getByRole('form', { name: 'Staff sign-in' })).toBeTruthy();
    expect(screen.getByText('Company staff only. You need your password and the 6-digit code from your authenticator app.')).toBeTruthy();
  });
});
