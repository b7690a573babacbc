import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubViewportWidth } from '@/test/render.tsx';
import { sampleWeek } from '../testing.ts';
import { WeekEditor } from './week-editor.tsx';

// Issue 31 §2: the holiday calendar shows in the week grid, the name in the day's header.
const renderEditor = () =>
  renderWithProviders(
    <WeekEditor
      week={sampleWeek({ holidays: [{ date: '2026-11-26', name: 'Thanksgiving' }] })}
      date={null}
      stale={false}
      onGo={() => {}}
      onReload={() => {}}
    />,
    { url: '/submit', signedIn: true },
  );

afterEach(() => vi.unstubAllGlobals());

describe('holidays in the week grid', () => {
  it('names the holiday in its day’s column header, and only there', () => {
    renderEditor();
    const headers = screen.getAllByRole('columnheader');
    const thursday = headers.find((header) => header.textContent?.includes('Thursday'))!;
    expect(thursday).toHaveTextContent('Thanksgiving');
    expect(within(thursday).getByText('Thursday Nov 26, Thanksgiving')).toBeInTheDocument();
    const others = headers.filter((header) => header !== thursday);
    expect(others.some((header) => header.textContent?.includes('Thanksgiving'))).toBe(false);
  });

  it('below 600px marks the holiday’s day in the picker and names it above the day’s rows', async () => {
    stubViewportWidth(390);
    renderEditor();
    const user = userEvent.setup();
    const picker = screen.getByRole('group', { name: 'Day' });
    expect(screen.getByRole('region', { name: 'Monday Nov 23' })).not.toHaveTextContent(
      'Thanksgiving',
    );
    // The day's chip is marked and names the holiday; the other days' do not.
    const chip = within(picker).getByRole('button', { name: /^Thu 26/ });
    expect(chip).toHaveAccessibleName(/Thanksgiving$/);
    expect(chip.querySelector('[data-holiday]')).not.toBeNull();
    const monday = within(picker).getByRole('button', { name: /^Mon 23/ });
    expect(monday).not.toHaveAccessibleName(/Thanksgiving/);
    expect(monday.querySelector('[data-holiday]')).toBeNull();
    await user.click(chip);
    const thursday = screen.getByRole('region', { name: 'Thursday Nov 26' });
    expect(within(thursday).getByRole('heading', { level: 2 })).toHaveTextContent('Thanksgiving');
  });
});
