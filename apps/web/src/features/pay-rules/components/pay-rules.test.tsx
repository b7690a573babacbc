import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PAY_RULES, PAY_RULES_MESSAGES } from '@tallysheet/contract/pay-rules/pay-rules';
import { fill, renderWithProviders } from '@/test/render.tsx';
import { HolidaysSection } from './holidays-section.tsx';
import { PayRulesForm } from './pay-rules-form.tsx';

const christmas = {
  id: 'h-1',
  date: '2026-12-25',
  name: 'Christmas Day',
  repeatsYearly: true,
  createdAt: '2026-11-20T10:00:00Z',
};
const thanksgiving = {
  ...christmas,
  id: 'h-2',
  date: '2026-11-26',
  name: 'Thanksgiving',
  repeatsYearly: false,
};

/** The API's answers: the holidays, the saved rules, a refused duplicate date when told. */
function stubApi(holidays: unknown[], refuseDate = false) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'PUT') return Response.json(JSON.parse(String(init.body)));
    if (init?.method === 'POST')
      return refuseDate
        ? Response.json(
            {
              message: 'Validation failed',
              issues: [{ path: 'date', message: PAY_RULES_MESSAGES.holidayTaken }],
            },
            { status: 400 },
          )
        : Response.json({ ...christmas, id: 'h-3' }, { status: 201 });
    if (init?.method === 'DELETE') return new Response(null, { status: 204 });
    if (url.startsWith('/api/admin/holidays'))
      return Response.json({ holidays, count: holidays.length });
    throw new Error(`unexpected request ${url}`);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const sent = (fetch: ReturnType<typeof stubApi>, method: string) =>
  fetch.mock.calls.find(([, init]) => init?.method === method);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the overtime rules form', () => {
  it('saves the limits and multipliers; an empty optional field is sent as null', async () => {
    const fetch = stubApi([]);
    const user = userEvent.setup();
    renderWithProviders(
      <PayRulesForm current={{ ...DEFAULT_PAY_RULES, dailyOvertimeAfterHours: 8 }} />,
    );
    await fill(user, screen.getByLabelText(/Weekly overtime after/), '37.5');
    await user.clear(screen.getByLabelText(/Daily overtime after/));
    await fill(user, screen.getByLabelText(/Overtime bill multiplier/), '1.25');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Overtime rules saved')).toBeTruthy();
    const put = sent(fetch, 'PUT')!;
    expect(put[0]).toBe('/api/admin/pay-rules');
    expect(JSON.parse(String(put[1]?.body))).toEqual({
      ...DEFAULT_PAY_RULES,
      weeklyOvertimeAfterHours: 37.5,
      dailyOvertimeAfterHours: null,
      billOvertimeMultiplier: 1.25,
    });
  });

  it('says what is wrong at the field and sends nothing', async () => {
    const fetch = stubApi([]);
    const user = userEvent.setup();
    renderWithProviders(<PayRulesForm current={DEFAULT_PAY_RULES} />);
    await fill(user, screen.getByLabelText(/Overtime pay multiplier/), '1.555');
    await user.clear(screen.getByLabelText(/Weekly overtime after/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(PAY_RULES_MESSAGES.multiplier('overtimeMultiplier')),
    ).toBeTruthy();
    expect(screen.getByText(PAY_RULES_MESSAGES.weeklyHours)).toBeTruthy();
    expect(sent(fetch, 'PUT')).toBeUndefined();
  });
});

describe('the holidays section', () => {
  it('lists the holidays: a yearly one by month and day, a one-off by its date', async () => {
    stubApi([thanksgiving, christmas]);
    renderWithProviders(<HolidaysSection />);
    const list = await screen.findByRole('list', { name: 'Holidays' });
    expect(within(list).getByText('Thanksgiving')).toBeTruthy();
    expect(within(list).getByText('Nov 26, 2026 — Once')).toBeTruthy();
    expect(within(list).getByText('Dec 25 — Every year')).toBeTruthy();
  });

  it('adds a holiday with an Idempotency-Key; a day already taken is said at the date', async () => {
    const fetch = stubApi([], true);
    const user = userEvent.setup();
    renderWithProviders(<HolidaysSection />);
    expect(await screen.findByText('No holidays')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add holiday' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add holiday' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Enter a date')).toBeTruthy();
    expect(within(dialog).getByText(PAY_RULES_MESSAGES.holidayName)).toBeTruthy();
    await fill(user, within(dialog).getByLabelText(/Date/), '2026-12-25');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Name' }), 'Christmas Day');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Repeats yearly' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText(PAY_RULES_MESSAGES.holidayTaken)).toBeTruthy();
    const post = sent(fetch, 'POST')!;
    expect(post[0]).toBe('/api/admin/holidays');
    expect(JSON.parse(String(post[1]?.body))).toEqual({
      date: '2026-12-25',
      name: 'Christmas Day',
      repeatsYearly: true,
    });
    expect((post[1]?.headers as Record<string, string>)['idempotency-key']).toBeTruthy();
  });

  it('removes a holiday after a confirmation', async () => {
    const fetch = stubApi([thanksgiving]);
    const user = userEvent.setup();
    renderWithProviders(<HolidaysSection />);
    await user.click(
      await screen.findByRole('button', { name: 'Remove Thanksgiving, Nov 26, 2026' }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove holiday?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(sent(fetch, 'DELETE')?.[0]).toBe('/api/admin/holidays/h-2'));
    expect(await screen.findByText('Holiday removed')).toBeTruthy();
  });
});
