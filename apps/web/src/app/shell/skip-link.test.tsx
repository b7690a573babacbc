import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

describe('skip link', () => {
  it('is the first tab stop and moves the focus to the main content, leaving the address alone', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <SkipLink />
        <button type="button">Toggle sidebar</button>
        <main id={MAIN_CONTENT_ID} tabIndex={-1}>
          <button type="button">New Client</button>
        </main>
      </>,
      { url: '/clients' },
    );
    await user.tab();
    const link = screen.getByRole('link', { name: 'Skip to content' });
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/clients$/);
    await user.tab();
    expect(screen.getByRole('button', { name: 'New Client' })).toHaveFocus();
  });
});
