import { describe, expect, it } from 'vitest';
import { preferredLanguage, prerenderedPage } from './prerendered-page.ts';

describe('prerenderedPage', () => {
  it('sends the landing page in the language its address names', () => {
    expect(prerenderedPage('/landing', 'es')).toBe('landing-en.html');
    expect(prerenderedPage('/landing/es/', 'en')).toBe('landing-es.html');
    expect(prerenderedPage('/landing/fr', 'es')).toBeNull();
  });

  it('sends sign-in in the browser language', () => {
    expect(prerenderedPage('/login', 'es-CO,es;q=0.9,en;q=0.8')).toBe('login-es.html');
    expect(prerenderedPage('/login/', undefined)).toBe('login-en.html');
    expect(prerenderedPage('/home', 'es')).toBeNull();
  });
});

describe('preferredLanguage', () => {
  it('reads the weights, then the order, and skips languages the app does not ship', () => {
    expect(preferredLanguage('fr-FR,fr;q=0.9,es;q=0.8,en;q=0.7')).toBe('es');
    expect(preferredLanguage('en;q=0.5, es;q=0.9')).toBe('es');
    expect(preferredLanguage('es;q=0, en')).toBe('en');
    expect(preferredLanguage('de, ES-mx')).toBe('es');
    expect(preferredLanguage('')).toBe('en');
  });
});
