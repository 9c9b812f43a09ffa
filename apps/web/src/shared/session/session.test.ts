import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  handleAuthFailure,
  IDLE_SIGN_OUT_PATH,
  resetSignOutTarget,
  setSessionNavigator,
  signedOutDestination,
  signOut,
} from './session.ts';

describe('handleAuthFailure for a call refused for want of consent', () => {
  afterEach(() => window.history.pushState({}, '', '/'));

  it('sends the user to the consent gate from any other screen', () => {
    const navigate = vi.fn();
    setSessionNavigator(navigate);
    window.history.pushState({}, '', '/markets');
    handleAuthFailure('consent');
    expect(navigate).toHaveBeenCalledWith('/edit-user', { replace: true });
  });

  it('leaves the user on the gate and on the policy they are asked to read', () => {
    const navigate = vi.fn();
    setSessionNavigator(navigate);
    for (const path of ['/edit-user', '/Habeas']) {
      window.history.pushState({}, '', path);
      handleAuthFailure('consent');
    }
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('signing out in one tab', () => {
  afterEach(() => localStorage.clear());

  it('sends the other tabs, which see the tokens go, where it went; later visits to the landing page', () => {
    setSessionNavigator(vi.fn());
    signOut(IDLE_SIGN_OUT_PATH);
    expect(signedOutDestination()).toBe(IDLE_SIGN_OUT_PATH);
    expect(signedOutDestination(Date.now() + 5 * 60_000)).toBe('/landing/es');
    resetSignOutTarget();
    expect(signedOutDestination()).toBe('/landing/es');
  });

  it('after the idle hour ended the session on the server, signs out to sign-in, which says why', () => {
    const navigate = vi.fn();
    setSessionNavigator(navigate);
    localStorage.setItem('token', 'a');
    localStorage.setItem('refresh', 'r');
    handleAuthFailure('idle');
    expect(navigate).toHaveBeenCalledWith(IDLE_SIGN_OUT_PATH, expect.objectContaining({ replace: true }));
    expect(localStorage.getItem('token')).toBeNull();
  });
});
