import { describe, expect, it } from 'vitest';
import { waitText } from './rate-limit.ts';

describe('waitText', () => {
  it('words the wait as @fastify/rate-limit did: seconds under a minute, then rounded minutes', () => {
    expect(waitText(60)).toBe('1 minute');
    expect(waitText(42)).toBe('42 seconds');
    expect(waitText(1)).toBe('1 second');
    expect(waitText(150)).toBe('3 minutes');
  });
});
