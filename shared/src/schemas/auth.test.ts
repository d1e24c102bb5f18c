import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { changePasswordSchema } from './auth';

async function errorsOf(body: Record<string, unknown>): Promise<Record<string, string>> {
  try {
    await changePasswordSchema.validate(body, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((e) => [e.path ?? '', e.message]));
  }
}

describe('changePasswordSchema (POST /auth/change-password)', () => {
  it('accepts a current password of any shape and a new one that meets the policy', async () => {
    expect(await errorsOf({ currentPassword: 'old', newPassword: 'Changed!Pass1', conformpassword: 'Changed!Pass1' })).toEqual({});
  });

  it('answers one message per field', async () => {
    expect(await errorsOf({})).toEqual({
      currentPassword: 'Current password is required',
      newPassword: expect.any(String),
      conformpassword: 'Please confirm your password',
    });
    const mismatch = await errorsOf({ currentPassword: 'old', newPassword: 'Changed!Pass1', conformpassword: 'Changed!Pass2' });
    expect(mismatch).toEqual({ conformpassword: 'Passwords must match' });
    const same = await errorsOf({ currentPassword: 'Changed!Pass1', newPassword: 'Changed!Pass1', conformpassword: 'Changed!Pass1' });
    expect(same).toEqual({ newPassword: 'New password must be different from the current password' });
    const weak = await errorsOf({ currentPassword: 'old', newPassword: 'weakpass', conformpassword: 'weakpass' });
    expect(Object.keys(weak)).toEqual(['newPassword']);
  });
});
