import { describe, expect, it } from 'vitest';
import { recoveryCodesFile } from './recoveryCodesFile.ts';

describe('recoveryCodesFile', () => {
  it('writes the heading, then one code a line', () => {
    expect(recoveryCodesFile(['abcde-fghjk', 'mnpqr-stuvw'], 'Cobertura recovery codes')).toBe(
      'Cobertura recovery codes\n\nabcde-fghjk\nmnpqr-stuvw\n',
    );
  });
});
