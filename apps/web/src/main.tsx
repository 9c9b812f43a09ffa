import './app/global.css';

// Let the browser paint what the page already holds (index.html's splash, or a prerendered page)
// before the app's scripts are evaluated: on a slow phone that takes a second or more, and the user
// should not look at a blank page meanwhile. index.html preloads the scripts (vite.config.ts), so
// they are on their way already.
requestAnimationFrame(() => {
  setTimeout(() => void import('./boot.tsx'));
});
