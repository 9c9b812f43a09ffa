import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/apiError.ts';
import { failureText } from './failureText.ts';

describe('failureText', () => {
  it("says the server's words for a refused call, else the fallback", () => {
    expect(failureText(new ApiError(422, 'NOT_ENOUGH_DATA', 'Too little history.'), 'Failed')).toBe(
      'Too little history.',
    );
    expect(failureText(new TypeError('fetch failed'), 'Failed')).toBe('Failed');
  });
});
