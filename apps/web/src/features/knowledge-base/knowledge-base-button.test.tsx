import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleConfig } from '@/test/fixtures.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { ARTICLES, TOPIC_IDS } from './articles.ts';
import { KnowledgeBaseButton } from './knowledge-base-button.tsx';

const config = sampleConfig({ brandName: 'Acme Time' });

const renderButton = () => renderWithProviders(<KnowledgeBaseButton />, { config });

const heading = (name: string) => screen.getByRole('heading', { level: 3, name });
const related = () => screen.getByRole('navigation', { name: 'Related Topics' });

describe('knowledge base', () => {
  it('related topics follow the spec table', () => {
    expect(TOPIC_IDS.map((id) => [id, ARTICLES[id].related])).toEqual([
      ['associates', ['projects', 'contacts', 'tasks', 'suppliers']],
      ['clients', ['projects', 'contacts', 'tasks']],
      ['projects', ['clients', 'contacts', 'tasks', 'associates']],
      ['contacts', ['clients', 'projects', 'associates']],
      ['tasks', ['clients', 'projects', 'associates']],
      ['suppliers', ['associates']],
    ]);
  });

  it('navigates Home -> topic -> related topic -> Back Home, with All Articles and Close', async () => {
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Knowledge Base' }));
    const dialog = screen.getByRole('dialog', { name: 'Acme Time Knowledge Base' });

    const topics = within(dialog).getByRole('list', { name: 'Topics' });
    expect(
      within(topics)
        .getAllByRole('button')
        .map((item) => item.textContent),
    ).toEqual(TOPIC_IDS.map((id) => `${ARTICLES[id].title}${ARTICLES[id].summary}`));

    await user.click(within(topics).getByRole('button', { name: /^Clients/ }));
    expect(heading('Clients')).toBe(document.activeElement);
    expect(
      within(related())
        .getAllByRole('button')
        .map((link) => link.textContent),
    ).toEqual(['Projects', 'Contacts', 'Tasks']);

    await user.click(within(related()).getByRole('button', { name: 'Projects' }));
    expect(heading('Projects')).toBe(document.activeElement);
    expect(screen.getByText(/automatically created default task/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'All Articles' }));
    await user.click(screen.getByRole('menuitem', { name: 'Suppliers' }));
    expect(heading('Suppliers')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Back Home' }));
    expect(heading('Topics')).toBe(document.activeElement);
    expect(screen.getByRole('list', { name: 'Topics' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens on the home list again after closing on a topic', async () => {
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Knowledge Base' }));
    await user.click(screen.getByRole('button', { name: /^Tasks/ }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Knowledge Base' }));
    expect(screen.getByRole('list', { name: 'Topics' })).toBeTruthy();
  });
});
