import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingScreen } from './loading-screen.tsx';

beforeEach(() => vi.useFakeTimers());

describe('loading screen', () => {
  it('shows no text at first, "is Loading" after 3 s and "is Still Loading" after 7 s', () => {
    render(<LoadingScreen brandName="Tallysheet" />);
    expect(screen.queryByText(/is Loading|is Still Loading/)).toBeNull();
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByText('Tallysheet is Loading')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Tallysheet is Loading')).toBeTruthy();
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByText('Tallysheet is Still Loading')).toBeTruthy();
    expect(screen.queryByText('Tallysheet is Loading')).toBeNull();
  });
});
