import { describe, expect, it } from 'vitest';
import { activationMail } from './activation-mail.ts';

const link = 'https://cobertura.example/login';
const user = { email: 'lucia@importadora.example', username: 'lucia.f' };

describe('the activation mail', () => {
  it('is written in English for a user who registered in English', () => {
    const mail = activationMail({ ...user, language: 'en' }, link);
    expect(mail.to).toBe(user.email);
    expect(mail.subject).toBe('Your Cobertura account is active');
    expect(mail.text).toContain('Hello lucia.f');
    expect(mail.text).toContain(`you can sign in now.\n${link}`);
    expect(mail.text).not.toContain('Hola');
  });

  it('is written in Spanish for a user who registered in Spanish', () => {
    const mail = activationMail({ ...user, language: 'es' }, link);
    expect(mail.subject).toBe('Su cuenta de Cobertura está activa');
    expect(mail.text).toContain('Hola lucia.f');
    expect(mail.text).toContain(`ya puede iniciar sesión.\n${link}`);
    expect(mail.text).not.toContain('Hello');
  });

  it('says it in both languages, English first, when the language is not known', () => {
    const mail = activationMail({ ...user, language: null }, link);
    expect(mail.subject).toBe('Your Cobertura account is active / Su cuenta de Cobertura está activa');
    expect(mail.text.indexOf('Hello')).toBeLessThan(mail.text.indexOf('Hola'));
    expect(mail.text.match(new RegExp(link, 'g'))).toHaveLength(2);
  });
});
