import { z } from 'zod';

// zod compiles its parsers with `Function` unless told not to; the page's Content-Security-Policy
// forbids that, and even zod's probe for it shows up as a policy violation. The forms and the
// pricer's batches are small, so the interpreted parsers cost nothing a user can notice.
z.config({ jitless: true });
