import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleAuthFailure, setSessionNavigator } from './session.ts';

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
