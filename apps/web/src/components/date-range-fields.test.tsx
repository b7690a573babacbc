import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render.tsx';
import { DateRangeFields } from './date-range-fields.tsx';

/** The page's side: the range it holds, and every change it was told. */
function Range({ onChange }: { onChange(change: { from?: string; to?: string }): void }) {
  const [range, setRange] = useState({ from: '2026-11-21', to: '2026-11-27' });
  return (
    <>
      <DateRangeFields
        {...range}
        onChange={(change) => {
          onChange(change);
          setRange((current) => ({ ...current, ...change }));
        }}
      />
      <button type="button" onClick={() => setRange({ from: '', to: '' })}>
        Clear filters
      </button>
    </>
  );
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe('DateRangeFields', () => {
  it('a year typed digit by digit reaches the page once, as the day meant, and stays in the field', () => {
    const onChange = vi.fn();
    renderWithProviders(<Range onChange={onChange} />);
    for (const value of ['0002-10-31', '0020-10-31', '0202-10-31', '2026-10-31']) {
      fireEvent.change(field('From'), { target: { value } });
      expect(field('From').value).toBe(value);
    }
    expect(onChange.mock.calls).toEqual([[{ from: '2026-10-31' }]]);
  });

  it('a cleared field tells the page at once', () => {
    const onChange = vi.fn();
    renderWithProviders(<Range onChange={onChange} />);
    fireEvent.change(field('To'), { target: { value: '' } });
    expect(onChange.mock.calls).toEqual([[{ to: '' }]]);
  });

  it('a To before the From says so under the To, in the contract words', () => {
    renderWithProviders(<Range onChange={() => {}} />);
    fireEvent.change(field('To'), { target: { value: '2026-11-01' } });
    expect(screen.getByText('from must be on or before to')).toBeTruthy();
    expect(field('To').getAttribute('aria-invalid')).toBe('true');
  });

  it('a range given from outside (Clear filters) replaces what was typed', () => {
    renderWithProviders(<Range onChange={() => {}} />);
    fireEvent.change(field('From'), { target: { value: '0002-10-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(field('From').value).toBe('');
    expect(field('To').value).toBe('');
  });
});
