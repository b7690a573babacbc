import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DIRECTORY_MESSAGES, type Task } from '@tallysheet/contract/directory/directory';
import { useListState } from '@/components/data-table/use-list-state.ts';
import type { TaskSortCol } from '@/entities/tasks/api/get-tasks.ts';
import { renderWithProviders, stubFetch, stubViewportWidth } from '@/test/render.tsx';
import { TasksTable } from './tasks-table.tsx';

const task = (change: Partial<Task>): Task => ({
  id: 'tsk-1',
  clientId: 'cli-1',
  clientName: 'Northwind',
  projectId: 'prj-1',
  projectName: 'Website',
  projectEndCustomer: '',
  name: 'Design',
  description: '',
  isDefault: false,
  isArchived: false,
  isDeleted: false,
  createdAt: '2026-01-05T10:00:00Z',
  updatedAt: '2026-02-05T10:00:00Z',
  ...change,
});

const onOpen = vi.fn();

function Harness() {
  const list = useListState<TaskSortCol>();
  return <TasksTable list={list} onOpen={onOpen} onCreate={vi.fn()} />;
}

async function renderTasks() {
  const tasks = [task({ id: 'tsk-d', name: 'General', isDefault: true }), task({})];
  stubFetch({ status: 200, body: { tasks, count: tasks.length } });
  renderWithProviders(<Harness />);
  await screen.findByRole('button', { name: 'General' });
}

describe('tasks list', () => {
  it("a default task's Edit and Delete are disabled and say why in a tooltip", async () => {
    const user = userEvent.setup();
    await renderTasks();
    for (const name of ['Edit General', 'Delete General']) {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      await user.hover(button);
      expect(await screen.findByRole('tooltip')).toHaveTextContent(DIRECTORY_MESSAGES.defaultTask);
      await user.click(button);
      await user.unhover(button);
    }
    expect(onOpen).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  // jsdom has no :focus-visible, so the tooltip on focus is checked in the browser.
  it("a default task's Delete stays reachable by keyboard and describes why it is off", async () => {
    const user = userEvent.setup();
    await renderTasks();
    screen.getByRole('button', { name: 'Edit General' }).focus();
    await user.tab();
    const remove = screen.getByRole('button', { name: 'Delete General' });
    expect(remove).toHaveFocus();
    expect(remove).toHaveAccessibleDescription(DIRECTORY_MESSAGES.defaultTask);
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('an ordinary task keeps its Edit and Delete', async () => {
    const user = userEvent.setup();
    await renderTasks();
    const edit = screen.getByRole('button', { name: 'Edit Design' });
    expect(edit).not.toHaveAttribute('aria-disabled');
    await user.click(screen.getByRole('button', { name: 'Delete Design' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('on a phone, tasks of the same name are told apart by their project and client', async () => {
    stubViewportWidth(390);
    const tasks = [
      task({ id: 't1', name: 'Default Task', projectName: 'Support', clientName: 'Contoso' }),
      task({ id: 't2', name: 'Default Task', projectName: 'Website', clientName: 'Northwind' }),
      task({ id: 't3', name: 'Default Task', projectName: 'Platform', clientName: 'Northwind' }),
    ];
    stubFetch({ status: 200, body: { tasks, count: tasks.length } });
    renderWithProviders(<Harness />);
    const list = await screen.findByRole('list', { name: 'Tasks' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      'Default TaskProjectSupportClientContoso',
      'Default TaskProjectWebsiteClientNorthwind',
      'Default TaskProjectPlatformClientNorthwind',
    ]);
  });
});
