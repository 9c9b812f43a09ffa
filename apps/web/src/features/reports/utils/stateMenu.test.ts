import { describe, expect, it } from 'vitest';
import { stateMenu } from './stateMenu.ts';

describe('stateMenu', () => {
  it("offers the spec's actions for each state", () => {
    expect(stateMenu('DRAFT')).toEqual(['edit', 'duplicate']);
    expect(stateMenu('PUBLIC')).toEqual(['edit', 'INACTIVE', 'PRIVATE', 'duplicate']);
    expect(stateMenu('PRIVATE')).toEqual(['edit', 'INACTIVE', 'PUBLIC', 'duplicate']);
    expect(stateMenu('INACTIVE')).toEqual(['edit', 'PUBLIC', 'PRIVATE']);
  });
});
