import { describe, expect, it } from 'vitest';
import { i18n, translated } from './index.ts';

describe('translated', () => {
  it("translates a key and passes a contract's own text through", async () => {
    await i18n.changeLanguage('es');
    expect(translated('reset.errors.codeRequired')).toBe('El código es obligatorio');
    expect(translated('At most 150 characters.')).toBe('At most 150 characters.');
    await i18n.changeLanguage('en');
  });
});
