import { configure } from '@testing-library/react';

// A screen's lazy module loads in tens of milliseconds alone and in seconds on a machine busy with
// the other test projects: findBy and waitFor wait for it that long (they stop as soon as it is there).
configure({ asyncUtilTimeout: 5000 });
