import { afterEach, describe, expect, it } from 'vitest';
import { holdEarlySubmits, takeHeldSubmit } from './heldSubmit.ts';

/** A prerendered form with a field, as sign-in is drawn before its script runs. */
function formWithField(isHeld: boolean): HTMLInputElement {
  const form = document.createElement('form');
  if (isHeld) form.setAttribute('data-hold-submit', '');
  const input = document.createElement('input');
  form.append(input);
  document.body.append(form);
  return input;
}

const pressEnter = (input: HTMLInputElement) =>
  input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));

describe('an Enter pressed before the app can take the form', () => {
  afterEach(() => {
    takeHeldSubmit();
    document.body.innerHTML = '';
  });

  it('is held for the form marked for it, once, and no longer once the app has the form', () => {
    holdEarlySubmits();
    pressEnter(formWithField(false));
    expect(takeHeldSubmit()).toBe(false);
    holdEarlySubmits();
    const field = formWithField(true);
    pressEnter(field);
    expect(takeHeldSubmit()).toBe(true);
    expect(takeHeldSubmit()).toBe(false);
    pressEnter(field);
    expect(takeHeldSubmit()).toBe(false);
  });
});
