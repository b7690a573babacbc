import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OnboardingState } from '@tallysheet/contract/onboarding/onboarding';
import { initialPersistedState, persisted } from '@/lib/persisted-state.ts';
import { sampleProfile, sampleTenant } from '@/test/fixtures.ts';
import { renderWithProviders, sentBody, stubFetch } from '@/test/render.tsx';
import AccountSetupPage from './account-setup-page.tsx';

const at = (step: number, change: Partial<OnboardingState> = {}): OnboardingState => ({
  step,
  completedSteps: [],
  data: {},
  finished: false,
  ...change,
});

function renderSetup() {
  return renderWithProviders(<AccountSetupPage />, {
    url: '/account-setup',
    signedIn: {
      profile: sampleProfile('TenantAdmin'),
      tenant: sampleTenant(
        { newCustomer: true },
        {
          subscriptionStatus: 'trial',
          subscriptionEndDate: '2099-01-15',
          hasDefaultPaymentMethod: false,
        },
      ),
    },
  });
}

const location = () => screen.getByTestId('location').textContent;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  persisted.set(initialPersistedState());
});

describe('account setup', () => {
  it('resumes at the saved step with what was done, mirrored in the persisted wizard area', async () => {
    stubFetch({
      status: 200,
      body: at(2, { completedSteps: ['company', 'client'], data: { invited: ['Bo Lee'] } }),
    });
    renderSetup();
    expect(await screen.findByRole('button', { name: 'Invite Associate' })).toBeVisible();
    expect(screen.getByText('Bo Lee')).toBeVisible();
    expect(persisted.get().wizard).toEqual({ step: 2, completed: ['company', 'client'] });
  });

  it('the first client step creates the client with its project, contact and notification level in one request, then moves on', async () => {
    const fetch = stubFetch(
      { status: 200, body: at(1, { completedSteps: ['company'] }) },
      { status: 201, body: { clientId: 'c1' } },
      {
        status: 200,
        body: at(2, { completedSteps: ['company', 'client'] }),
      },
    );
    renderSetup();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Client Name' }), 'Northwind');
    await userEvent.type(screen.getByRole('textbox', { name: 'Project Name' }), 'Audit');
    await userEvent.type(screen.getByRole('textbox', { name: 'Contact Name' }), 'Nina Ray');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Contact Email' }),
      'nina@example.com',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create Client and Continue' }));

    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    expect(fetch.mock.calls[1]![0]).toBe('/api/crm/ps/clients');
    const client = sentBody(fetch, 1);
    expect(client).toMatchObject({
      name: 'Northwind',
      projects: [{ name: 'Audit' }],
      contacts: [{ name: 'Nina Ray', email: 'nina@example.com' }],
      associations: [{ contactType: 'MANAGER', notificationLevel: 'COPY_WITH_LINK' }],
    });
    expect(client.associations[0].projectId).toBe(client.projects[0].id);
    expect(client.associations[0].contactId).toBe(client.contacts[0].id);
    expect(sentBody(fetch, 2)).toEqual(
      at(2, {
        completedSteps: ['company', 'client'],
        data: { clientName: 'Northwind', projectName: 'Audit' },
      }),
    );
  });

  it("a missing client name is worded as the directory's rule, and nothing is sent", async () => {
    const fetch = stubFetch({ status: 200, body: at(1) });
    renderSetup();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Create Client and Continue' }),
    );
    expect(await screen.findByText('A client name is required')).toBeVisible();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('Skip moves to the next step without marking the step done', async () => {
    const fetch = stubFetch({ status: 200, body: at(0) }, { status: 200, body: at(1) });
    renderSetup();
    await userEvent.click(await screen.findByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(sentBody(fetch, 1)).toEqual(at(1));
  });

  it('staying on the trial finishes account setup and goes to the Dashboard', async () => {
    const fetch = stubFetch(
      { status: 200, body: at(3) },
      { status: 200, body: at(3, { completedSteps: ['subscription'], finished: true }) },
    );
    renderSetup();
    expect(await screen.findByText(/You are on a free trial with \d+ days left/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Stay on Trial and Finish' }));
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(sentBody(fetch, 1)).toEqual(at(3, { completedSteps: ['subscription'], finished: true }));
  });

  it('Skip Account Setup, confirmed, dismisses it for good and goes to the Dashboard', async () => {
    const fetch = stubFetch(
      { status: 200, body: at(1) },
      { status: 200, body: at(1, { finished: true }) },
    );
    renderSetup();
    await userEvent.click(await screen.findByRole('button', { name: 'Skip Account Setup' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Skip Account Setup',
      }),
    );
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(sentBody(fetch, 1)).toEqual(at(1, { finished: true }));
  });

  it('once skipped or finished, its address says so and no longer shows the wizard', async () => {
    stubFetch({ status: 200, body: at(1, { finished: true }) });
    renderSetup();
    expect(
      await screen.findByText(/Account Setup is over: it was finished or skipped/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Company Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByRole('button', { name: 'Skip Account Setup' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Skip' })).toBeNull();
    expect(screen.queryByRole('list', { name: /step/i })).toBeNull();
  });

  it("the invited associate is assigned to the wizard's project, so they can log time", async () => {
    const data = { clientName: 'Northwind', projectName: 'Audit' };
    const project = (id: string, clientName: string) => ({
      id,
      clientId: `c-${id}`,
      clientName,
      name: 'Audit',
      description: '',
      endCustomer: '',
      associations: [],
      isArchived: false,
      isDeleted: false,
      createdAt: '2026-11-24T10:00:00Z',
      updatedAt: '2026-11-24T10:00:00Z',
    });
    const fetch = stubFetch(
      { status: 200, body: at(2, { completedSteps: ['company', 'client'], data }) },
      // Another client's project of the same name is not the wizard's.
      {
        status: 200,
        body: { projects: [project('p9', 'Other'), project('p1', 'Northwind')], count: 2 },
      },
      { status: 201, body: { userId: 'alex' } },
      {
        status: 200,
        body: at(2, {
          completedSteps: ['company', 'client'],
          data: { ...data, invited: ['Alex'] },
        }),
      },
    );
    renderSetup();
    expect(
      await screen.findByText(/They are assigned to Audit, so they can log time on it at once\./),
    ).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Alex');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'alex@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Invite Associate' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(4));
    expect(fetch.mock.calls[2]![0]).toBe('/api/users/v2');
    expect(sentBody(fetch, 2)).toMatchObject({
      username: 'alex',
      role: 'assoc',
      assignments: { projectAssignments: [{ projectId: 'p1' }], taskAssignments: [] },
    });
  });
});
