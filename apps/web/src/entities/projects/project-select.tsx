import type { Ref } from 'react';
import { SearchSelect } from '@/components/search-select.tsx';
import { getProjectQueryOptions } from './api/get-project.ts';
import { getProjectSearchQueryOptions } from './api/get-projects.ts';

interface ProjectSelectProps {
  value: string;
  onChange(projectId: string): void;
  /** Only this client's projects; every project, with its client, when blank. */
  clientId?: string;
  /** Only active projects (a new task's); archived ones too by default, with their chip. */
  activeOnly?: boolean;
  /** Shown but not selectable (a project already associated). */
  isTaken?(projectId: string): boolean;
  label?: string;
  required?: boolean;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?(): void;
  error?: string;
}

/** A project picker that searches the projects by name as you type, however many there are. */
export function ProjectSelect({
  clientId,
  activeOnly,
  isTaken,
  label = 'Project',
  ...props
}: ProjectSelectProps) {
  return (
    <SearchSelect
      {...props}
      search={(q) => getProjectSearchQueryOptions(q, { clientId, activeOnly })}
      lookup={getProjectQueryOptions}
      getId={(project) => project.id}
      getLabel={(project) => project.name}
      getCaption={clientId ? undefined : (project) => project.clientName}
      isOptionDisabled={isTaken && ((project) => isTaken(project.id))}
      label={label}
    />
  );
}
