/**
 * A prerendered form (sign-in) is drawn before the app's script runs: it can be typed in and Enter
 * pressed before the app can send it. Its button says it is getting ready meanwhile; and from the
 * moment main.tsx runs (the first, small script) an Enter in a form marked `data-hold-submit` is
 * held, for the form to send once the app has taken it over: a password is never swallowed silently.
 */
let isHeld = false;

function holdEnter(event: KeyboardEvent): void {
  const form = event.key === 'Enter' && event.target instanceof HTMLInputElement ? event.target.form : null;
  if (form?.hasAttribute('data-hold-submit')) isHeld = true;
}

/** Starts holding an early Enter (main.tsx, before the app loads). */
export function holdEarlySubmits(): void {
  document.addEventListener('keydown', holdEnter, true);
}

/** Stops holding (the app has the form now) and tells whether an Enter was held meanwhile. */
export function takeHeldSubmit(): boolean {
  document.removeEventListener('keydown', holdEnter, true);
  const wasHeld = isHeld;
  isHeld = false;
  return wasHeld;
}
