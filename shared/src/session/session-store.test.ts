import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readSessionFromStorage, session, SESSION_KEYS } from './session-store';

describe('session store', () => {
  beforeEach(() => session.clear());

  it("uses the product's sessionStorage keys", () => {
    expect(SESSION_KEYS.accessToken).toBe('accessToken');
    expect(SESSION_KEYS.inquiryToken).toBe('InquiryToken');
  });

  it('writes tokens through to sessionStorage and tells subscribers at once', () => {
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);
    session.setToken('inquiryToken', 'inq-123');
    expect(sessionStorage.getItem('InquiryToken')).toBe('inq-123');
    expect(session.get().inquiryToken).toBe('inq-123');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener.mock.calls[0]?.[0].inquiryToken).toBe('inq-123');
    unsubscribe();
  });

  it('defaults the permission to change profile details to false', () => {
    expect(session.get().permissionToChangeProfile).toBe(false);
    session.setPermissionToChangeProfile(true);
    expect(sessionStorage.getItem('permissionToChangeProfile')).toBe('true');
    expect(readSessionFromStorage().permissionToChangeProfile).toBe(true);
  });

  it('clears every token on logout', () => {
    session.setToken('accessToken', 'a');
    session.setToken('otpToken', 'b');
    session.setToken('verifyToken', 'c');
    session.clear();
    expect(session.get()).toEqual({ accessToken: null, inquiryToken: null, otpToken: null, verifyToken: null, permissionToChangeProfile: false });
    expect(sessionStorage.length).toBe(0);
  });

  it('picks up a change another document made to the same storage', () => {
    sessionStorage.setItem('accessToken', 'from-elsewhere');
    window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken', storageArea: sessionStorage, newValue: 'from-elsewhere' }));
    expect(session.get().accessToken).toBe('from-elsewhere');
  });
});
