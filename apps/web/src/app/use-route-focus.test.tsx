import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Navigate, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { session } from '@/lib/auth/session.ts';
import { sampleProfile } from '@/test/fixtures.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { SIGNED_IN_PAGES, SignedInRoutes } from './signed-in-routes.tsx';
import { useRouteFocus } from './use-route-focus.ts';

const page = (title: string) => () => (
  <main>
    <h1>{title}</h1>
    <Link to="/second">Second</Link>
    <Link to="/elsewhere">Elsewhere</Link>
    <Link to="/form">Form</Link>
  </main>
);
const First = page('First');
const Second = page('Second');
function Form() {
  return (
    <main>
      <h1>Form</h1>
      <input aria-label="Name" autoFocus />
    </main>
  );
}

function Pages() {
  useRouteFocus();
  return (
    <Routes>
      <Route path="/" element={<First />} />
      <Route path="/second" element={<Second />} />
      <Route path="/elsewhere" element={<Navigate to="/second" replace />} />
      <Route path="/form" element={<Form />} />
    </Routes>
  );
}

const heading = (name: string) => screen.getByRole('heading', { name, level: 1 });

describe('focus after navigation', () => {
  it('the first page of a visit leaves focus where the browser starts it', async () => {
    renderWithProviders(<Pages />, { route: '*' });
    expect(heading('First')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(document.body);
  });

  it("a link moves focus to the next page's heading, which Tab does not stop on", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Pages />, { route: '*' });
    await user.click(screen.getByRole('link', { name: 'Second' }));
    await waitFor(() => expect(document.activeElement).toBe(heading('Second')));
    expect(heading('Second').getAttribute('tabindex')).toBe('-1');
  });

  it('a link to a redirect moves focus to the heading of the page it lands on', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Pages />, { route: '*' });
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await waitFor(() => expect(document.activeElement).toBe(heading('Second')));
  });

  it('a page that focuses its first field keeps it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Pages />, { route: '*' });
    await user.click(screen.getByRole('link', { name: 'Form' }));
    await waitFor(() => expect(heading('Form')).toBeTruthy());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
  });
});

describe('focus after sign-in', () => {
  const home = { ...SIGNED_IN_PAGES, 'my-time': page('Personal Dashboard') };
  const signedIn = { profile: sampleProfile('assoc') };

  it("after a sign-in, focus is on the home page's heading", async () => {
    session.set((state) => ({ ...state, status: 'signedIn', origin: 'signIn' }));
    renderWithProviders(<SignedInRoutes pages={home} />, { url: '/', route: '*', signedIn });
    await waitFor(() => expect(document.activeElement).toBe(heading('Personal Dashboard')));
  });

  it('a session restored on opening the app leaves focus where the browser starts it', async () => {
    session.set((state) => ({ ...state, status: 'signedIn', origin: 'restore' }));
    renderWithProviders(<SignedInRoutes pages={home} />, { url: '/', route: '*', signedIn });
    await waitFor(() => expect(heading('Personal Dashboard')).toBeTruthy());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(document.body);
  });
});
