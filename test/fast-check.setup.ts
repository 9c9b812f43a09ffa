import fc from 'fast-check';

// Property tests explore a new random seed on every developer run; in CI they use one fixed seed so
// that a run can be reproduced exactly. A failure prints its seed and counterexample either way.
if (process.env.CI) fc.configureGlobal({ seed: 20_261_121 });
