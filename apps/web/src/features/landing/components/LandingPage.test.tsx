import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { signOut } from '../../../shared/session/session.ts';
import { fakeUser } from '../../../test/fakeUser.ts';
import { fakeJwt, jsonResponse } from '../../../test/renderApp.tsx';
import { renderAppAt } from '../../../test/renderAppAt.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('landing page', () => {
  it('speaks the language of its address, English by default', async () => {
    await renderAppAt('/landing/es');
    await waitFor(() => expect(i18n.language).toBe('es'));
    expect((await screen.findAllByText('Solicitar una demo')).length).toBeGreaterThan(0);
    cleanup();
    await renderAppAt('/landing');
    await waitFor(() => expect(i18n.language).toBe('en'));
    expect(screen.getByTestId('free-trial').getAttribute('href')).toBe('/register');
  });

  it('opened directly in Spanish draws every section in Spanish at once, not after a re-render', async () => {
    await i18n.changeLanguage('en');
    await renderAppAt('/landing/es');
    expect(screen.getByTestId('landing-header').textContent).toContain('Productos');
    expect(document.getElementById('products')?.textContent).toContain('Todo lo que');
    expect(document.body.textContent).toContain('¿Listo para ver su exposición con claridad?');
    expect(document.querySelector('footer')?.textContent).toContain(
      'Coberturas de divisas y materias primas',
    );
    expect(document.body.textContent).not.toContain('Start free trial');
  });

  it("after a sign-out keeps the spec's Spanish route and the user's own language", async () => {
    localStorage.setItem('token', fakeJwt());
    localStorage.setItem('refresh', 'r');
    const { router } = await renderAppAt('/tools', (url) =>
      url === '/api/user' ? jsonResponse(200, fakeUser()) : undefined,
    );
    await act(async () => signOut());
    await waitFor(() => expect(router.state.location.pathname).toBe('/landing/es'));
    expect((await screen.findAllByText('Request a demo')).length).toBeGreaterThan(0);
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem('lang')).not.toBe('es');
  });

  it('switches the header to its scrolled state after 50 px', async () => {
    await renderAppAt('/landing/en');
    const header = screen.getByTestId('landing-header');
    expect(header.getAttribute('data-scrolled')).toBe('false');
    await act(async () => {
      Object.defineProperty(window, 'scrollY', { value: 51, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header.getAttribute('data-scrolled')).toBe('true');
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('highlights invalid demo fields and sends a valid request with its language', async () => {
    const { fetchMock } = await renderAppAt('/landing/es', (url) =>
      url === '/api/demo-requests' ? jsonResponse(201, { ok: true }) : undefined,
    );
    fireEvent.click(screen.getByTestId('header-demo'));
    fireEvent.click(await screen.findByTestId('demo-submit'));
    expect((await screen.findAllByText('Este campo es obligatorio.')).length).toBe(4);
    type(/^Nombre/, 'Ana');
    type(/^Apellido/, 'Gómez');
    type(/^Empresa/, 'Café SA');
    type(/^Correo/, 'ana@cafe');
    fireEvent.click(screen.getByTestId('demo-submit'));
    expect(await screen.findByText('Ingrese un correo válido.')).toBeTruthy();
    type(/^Correo/, 'ana@cafe.co');
    fireEvent.click(screen.getByTestId('demo-submit'));
    expect(await screen.findByText('Su solicitud ha sido enviada con éxito.')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/demo-requests');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      name: 'Ana',
      lastName: 'Gómez',
      company: 'Café SA',
      email: 'ana@cafe.co',
      language: 'es',
    });
  });

  it('shows the error toast when the request fails', async () => {
    await renderAppAt('/landing/en', (url) =>
      url === '/api/demo-requests'
        ? jsonResponse(500, { error: { code: 'INTERNAL', message: 'x' } })
        : undefined,
    );
    fireEvent.click(screen.getByTestId('hero-demo'));
    await screen.findByTestId('demo-form');
    type(/^First name/, 'Ana');
    type(/^Last name/, 'Gómez');
    type(/^Company/, 'Café SA');
    type(/^Email/, 'ana@cafe.co');
    fireEvent.click(screen.getByTestId('demo-submit'));
    expect(await screen.findByText('There was an error sending your request.')).toBeTruthy();
    expect((screen.getByLabelText(/^Company/) as HTMLInputElement).value).toBe('Café SA');
  });
});
