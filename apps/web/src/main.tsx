import './app/global.css';
import { requestSignedInScreen } from './app/requestSignedInScreen.ts';
import { initialLanguage, MESSAGES_OF } from './i18n/languages.ts';
import { holdEarlySubmits } from './utils/heldSubmit.ts';

// Sign-in may be typed in and sent before the app can take it: the Enter is kept till it can.
holdEarlySubmits();

// Let the browser paint what the page already holds (index.html's splash, or a prerendered page)
// before the app's scripts are fetched and evaluated: on a slow phone that takes a second or more,
// and the user should not look at a blank page meanwhile. Fetched earlier, they would share the slow
// link with the page and its stylesheet (and Lighthouse counts every request started before the
// first paint as one the paint waited for). The dynamic import fetches boot's chunks together; a
// signed-in screen's own chunks and first data are asked for at the same time.
/** The longest the app waits for the first paint to be reported. */
const SAFETY_MS = 3000;

let isBooting = false;
function boot(): void {
  if (isBooting) return;
  isBooting = true;
  requestSignedInScreen(window.location.pathname);
  // The texts of the app's language, fetched beside its scripts (boot.tsx waits for them).
  MESSAGES_OF[initialLanguage()]().catch(() => undefined);
  // In a task of its own: on a slow phone each of the two is a long one.
  setTimeout(() => void import('./boot.tsx'));
}

if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(boot);
  }).observe({ type: 'paint', buffered: true });
  // A page that never reports its paint (a tab opened in the background) still starts.
  setTimeout(boot, SAFETY_MS);
} else {
  requestAnimationFrame(() => setTimeout(boot));
}
