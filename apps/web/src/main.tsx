import './app/global.css';

// Let the browser paint what the page already holds (index.html's splash, or a prerendered page)
// before the app's scripts are evaluated: on a slow phone that takes a second or more, and the user
// should not look at a blank page meanwhile. The scripts are not preloaded by index.html either:
// fetched before the first paint, they would share the slow link with the page and its stylesheet
// (and Lighthouse counts every request started before a paint as one the paint waited for). The
// dynamic import fetches boot's chunks together.
requestAnimationFrame(() => {
  setTimeout(() => void import('./boot.tsx'));
});
