import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DIRECTORY_MESSAGES } from '@tallysheet/contract/directory/directory';
import { renderWithProviders, stubFetch } from '@/test/render.tsx';
import { ProjectTasksSection } from './project-tasks-section.tsx';

const task = (id: string, name: string, isDefault: boolean) => ({
  id,
  clientId: 'cli-1',
  clientName: 'Acme Corp',
  projectId: 'prj-1',
  projectName: 'Website',
  projectEndCustomer: '',
  name,
  description: '',
  isDefault,
  isArchived: false,
  isDeleted: false,
  createdAt: '2026-01-05T10:00:00Z',
  updatedAt: '2026-02-05T10:00:00Z',
});

describe("project editor's tasks", () => {
  it("a default task's Edit is disabled with the reason; another task's opens it", async () => {
    const tasks = [task('tsk-d', 'General', true), task('tsk-1', 'Design', false)];
    stubFetch({ status: 200, body: { tasks, count: 2 } });
    const onOpenTask = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <ProjectTasksSection
        projectId="prj-1"
        onOpenTask={onOpenTask}
        onCreateTask={vi.fn()}
        deleted={false}
      />,
    );
    const locked = await screen.findByRole('button', { name: 'Edit General' });
    expect(locked).toHaveAttribute('aria-disabled', 'true');
    expect(locked).toHaveAccessibleDescription(DIRECTORY_MESSAGES.defaultTask);
    await user.click(locked);
    expect(onOpenTask).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Edit Design' }));
    expect(onOpenTask).toHaveBeenCalledWith(expect.objectContaining({ id: 'tsk-1' }));
  });
});
