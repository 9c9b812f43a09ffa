import { configure } from '@testing-library/react';
import { loadLanguage } from '../i18n/index.ts';

// The app fetches only the language it shows; tests switch between both.
await Promise.all([loadLanguage('en'), loadLanguage('es')]);

// A screen's lazy module loads in tens of milliseconds alone and in seconds on a machine busy with
// the other test projects: findBy and waitFor wait for it that long (they stop as soon as it is there).
configure({ asyncUtilTimeout: 5000 });
