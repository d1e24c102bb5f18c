import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { session, setLanguage } from '@platform/shared';
import { apiClient } from '@platform/shared/api';
import { answerApi } from '@platform/shared/testing/api-stub';
import { SignOutEverywhere } from './sign-out-everywhere';

const original = apiClient.defaults.adapter;
afterEach(() => {
  cleanup();
  apiClient.defaults.adapter = original;
  session.clear();
  act(() => setLanguage('en'));
});

const token = () => `h.${btoa(JSON.stringify({ role: 'telecaller', exp: Math.floor(Date.now() / 1000) + 3600 }))}.s`;

function renderPanel() {
  render(
    <MemoryRouter initialEntries={['/telecaller-profile']}>
      <Routes>
        <Route path="/telecaller-profile" element={<SignOutEverywhere signInPath="/telecaller/login" />} />
        <Route path="/telecaller/login" element={<h1>Telecaller sign-in</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('sign out everywhere, for staff who work in shifts', () => {
  it('ends every session on the server, forgets this tab’s token and goes to the sign-in page', async () => {
    session.setToken('accessToken', token());
    const sent = answerApi({ 'POST /auth/session/sign-out-everywhere': [200, { success: true, message: 'Signed out on every device' }] });
    renderPanel();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByRole('heading', { name: 'Telecaller sign-in' })).toBeTruthy();
    expect(sent).toEqual(['POST /auth/session/sign-out-everywhere']);
    expect(session.get().accessToken).toBeFalsy();
  });

  it('stays signed in here when the server could not be told, so it can be tried again', async () => {
    const signedIn = token();
    session.setToken('accessToken', signedIn);
    answerApi({ 'POST /auth/session/sign-out-everywhere': [503, { success: false, error: 'Try again' }] });
    renderPanel();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByRole('button', { name: 'Sign out everywhere' })).toHaveProperty('disabled', false);
    expect(session.get().accessToken).toBe(signedIn);
  });

  it('speaks the chosen language, as the shop, the telecaller and the banker pages around it do', () => {
    act(() => setLanguage('mr'));
    renderPanel();
    expect(screen.getByRole('heading', { name: 'सर्व डिव्हाइसवरून साइन आउट' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'सर्व डिव्हाइसवरून साइन आउट करा' })).toBeTruthy();
  });
});
