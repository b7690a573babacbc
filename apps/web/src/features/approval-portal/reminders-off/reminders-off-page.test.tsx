import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/test/render.tsx';
import { RemindersOffPage } from './reminders-off-page.tsx';

// The reminder e-mail's footer link, as the portal's bundle renders it at /reminders-off.
const TOKEN = 'acme.0pt+out';
const VIEW = { contactName: 'Dana Reyes', companyName: 'Northwind Staffing', optedOut: false };
const showPage = () => render(<RemindersOffPage token={TOKEN} brandName="Tallysheet" />);

describe('the reminders opt-out page', () => {
  it('changes nothing on opening, and turns reminders off only once the contact confirms', async () => {
    const fetch = stubFetch(
      { status: 200, body: VIEW },
      { status: 200, body: { ...VIEW, optedOut: true } },
    );
    showPage();

    expect(
      await screen.findByRole('heading', { name: 'Stop reminders to approve?' }),
    ).toBeVisible();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/ts/reminder-opt-out/acme.0pt%2Bout');
    expect(fetch.mock.calls[0]?.[1]?.method ?? 'GET').toBe('GET');

    await userEvent.click(screen.getByRole('button', { name: 'Turn reminders off' }));

    expect(await screen.findByRole('heading', { name: 'Reminders are off' })).toHaveFocus();
    expect(fetch.mock.calls[1]?.[1]?.method).toBe('POST');
  });

  it('says so when the link is no longer valid', async () => {
    stubFetch({ status: 401, body: { message: 'This link is not valid' } });
    showPage();

    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeVisible();
  });

  it('keeps the page and says what went wrong when turning reminders off fails', async () => {
    stubFetch({ status: 200, body: VIEW }, { status: 500, body: { message: 'boom' } });
    showPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Turn reminders off' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not turn reminders off');
    expect(screen.getByRole('button', { name: 'Turn reminders off' })).toBeEnabled();
  });
});
