// The invitation page in Hindi and Marathi (issue 33): the invitee reads their role and the steps in
// their language; the key and the link stay what the API sent.
import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { setLanguage, setRuntimeConfig } from '@platform/shared';
import { serveApi } from '../../testing/answer';
import { LAZY, renderConsoleAt } from '../../testing/render-console';

setRuntimeConfig({ apiBaseUrl: 'http://api.test' });
afterEach(() => act(() => setLanguage('en')));

const INVITATION = {
  success: true,
  message: 'Invitation',
  data: {
    name: 'Farah Khan',
    email: 'farah.khan@example.com',
    roles: ['kyc_reviewer', 'finance'],
    expiresAt: '2026-01-22T10:00:00.000Z',
    authenticator: { secret: 'LOANSETUKYCREVIEWERDEMOSECRET234', otpauthUri: 'otpauth://totp/x?secret=LOANSETUKYCREVIEWERDEMOSECRET234' },
  },
};

describe('accepting an invitation in Hindi and Marathi', () => {
  it('names the roles and the steps in the chosen language', async () => {
    serveApi({ '/ops/invitations/open': INVITATION });
    act(() => setLanguage('mr'));
    renderConsoleAt('/ops/accept-invite?token=tok123');
    expect(await screen.findByText('Farah Khan (farah.khan@example.com), तुम्हाला KYC तपासनीस, वित्त म्हणून आमंत्रित केले आहे.', {}, LAZY)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ही लिंक' }).getAttribute('href')).toBe(INVITATION.data.authenticator.otpauthUri);
    expect(screen.getByLabelText('ऑथेंटिकेटर की').textContent).toBe('LOANSETUKYCREVIEWERDEMOSECRET234');
    expect(screen.getByRole('button', { name: 'सामील व्हा' })).toBeTruthy();
    act(() => setLanguage('hi'));
    expect(screen.getByText('Farah Khan (farah.khan@example.com), आपको KYC जाँचकर्ता, वित्त के रूप में आमंत्रित किया गया है।')).toBeTruthy();
    expect(screen.getByLabelText('पासवर्ड की पुष्टि करें')).toBeTruthy();
    act(() => setLanguage('en'));
    expect(screen.getByText('Farah Khan (farah.khan@example.com), you are invited as KYC reviewer, Finance.')).toBeTruthy();
    const step = screen.getByRole('link', { name: 'this link' }).parentElement!;
    expect(step.textContent).toBe('On your phone, open this link or type this key into your authenticator app:');
  });
});
