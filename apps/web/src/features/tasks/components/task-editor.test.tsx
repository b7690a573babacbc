import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fill, renderWithProviders, stubFetch } from '@/test/render.tsx';
import TaskEditor from './task-editor.tsx';

const task = {
  id: 'task-1',
  clientId: 'cli-1',
  clientName: 'Northwind',
  projectId: 'prj-1',
  projectName: 'Website',
  projectEndCustomer: '',
  name: 'Administration',
  description: 'Internal time',
  isDefault: true,
  isArchived: false,
  isDeleted: false,
  createdAt: '2026-01-05T10:00:00Z',
  updatedAt: '2026-02-05T10:00:00Z',
};

describe('task editor', () => {
  it('shows a default task read-only, with the warning and no archive or delete', async () => {
    const fetch = stubFetch({ status: 200, body: task });
    const onOpen = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<TaskEditor open id="task-1" onClose={vi.fn()} onOpen={onOpen} />);

    expect(
      await screen.findByRole('heading', { name: 'Editing Task - Administration' }),
    ).toBeTruthy();
    expect(fetch.mock.calls[0]![0]).toBe('/api/crm/ps/tasks/task-1');
    expect(screen.getByText('Default Tasks cannot be edited.')).toBeTruthy();
    const name = screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('Administration'));
    expect(name.disabled).toBe(true);
    expect(
      (screen.getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement).disabled,
    ).toBe(true);
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.queryByRole('button', { name: 'More actions' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Northwind' }));
    expect(onOpen).toHaveBeenCalledWith({ kind: 'client', id: 'cli-1' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('creates a task under the preset client and project', async () => {
    const clients = {
      clients: [
        { ...task, id: 'cli-1', name: 'Northwind' },
        { ...task, id: 'cli-2', name: 'Old Co', isArchived: true },
      ],
      count: 2,
    };
    const projects = { projects: [{ ...task, id: 'prj-1', name: 'Website' }], count: 1 };
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') return Response.json({ taskId: 'task-9' }, { status: 201 });
      if (url.startsWith('/api/crm/ps/clients')) return Response.json(clients);
      return Response.json(projects);
    });
    vi.stubGlobal('fetch', fetch);
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <TaskEditor
        open
        defaults={{ clientId: 'cli-1', projectId: 'prj-1' }}
        onClose={vi.fn()}
        onSaved={onSaved}
        onOpen={vi.fn()}
      />,
    );
    screen.getByRole('dialog', { name: 'New Task' });
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Project' }) as HTMLInputElement).value).toBe(
        'Website',
      ),
    );
    // Only active projects of the client take a new task: no all=true.
    expect(fetch.mock.calls.map(([url]) => url)).toContain(
      '/api/crm/ps/projects?page=0&pageSize=25&sortCol=name&sortDir=asc&clientId=cli-1',
    );
    await fill(user, screen.getByRole('textbox', { name: 'Name' }), 'Design');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Successfully created task')).toBeTruthy();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toBe('/api/crm/ps/tasks');
    expect(JSON.parse(String(post[1]?.body))).toEqual({
      clientId: 'cli-1',
      projectId: 'prj-1',
      name: 'Design',
      description: '',
      isArchived: false,
    });
    expect(onSaved).toHaveBeenCalledWith({ mode: 'create', id: 'task-9' });
  });
});
