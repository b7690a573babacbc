import { useWatch } from 'react-hook-form';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { USER_MESSAGES, type PlacementOptions } from '@tallysheet/contract/users/users';
import { StatusChip } from '@/components/data-table/cells.tsx';
import { DROPDOWN_TEXT } from '@/components/editor-drawer/entity-messages.ts';
import { USER_TEXT } from '@/features/users/messages.ts';
import { FormSection } from './form-section.tsx';
import { OptionRow } from './option-row.tsx';
import type { PlacementSectionProps, TaskAssignment } from './user-form.ts';

type ProjectOption = PlacementOptions['projects'][number];
type TaskOption = PlacementOptions['tasks'][number];

const DIRTY = { shouldDirty: true } as const;

const unknownProject = (value: string): ProjectOption => ({
  value,
  label: value,
  isArchived: false,
  clientName: '',
  hasContacts: true,
});

/** Default task first, then by name. */
const byDefaultThenName = (a: TaskOption, b: TaskOption) =>
  Number(b.isDefault) - Number(a.isDefault) || a.label.localeCompare(b.label);

/**
 * Assignments (A§1): projects to choose; under each, its tasks, with the default task
 * always on. A project without contacts gets the spec's warning.
 */
export function AssignmentsSection({ form, options, error, disabled }: PlacementSectionProps) {
  const projectIds = useWatch({ control: form.control, name: 'projectIds' });
  const tasks = useWatch({ control: form.control, name: 'tasks' });
  const projectError = form.formState.errors.projectIds?.message;
  const projects = options?.projects ?? [];
  const allTasks = options?.tasks ?? [];
  const projectById = new Map(projects.map((project) => [project.value, project]));
  const choices = projects
    .filter((project) => !project.isArchived || projectIds.includes(project.value))
    .sort((a, b) => a.clientName.localeCompare(b.clientName) || a.label.localeCompare(b.label));
  const selected = projectIds.map((id) => projectById.get(id) ?? unknownProject(id));
  const isChosen = (task: TaskAssignment) =>
    tasks.some((chosen) => chosen.projectId === task.projectId && chosen.taskId === task.taskId);

  const setProjects = (ids: string[]) => {
    form.setValue('projectIds', ids, DIRTY);
    form.setValue(
      'tasks',
      tasks.filter((task) => ids.includes(task.projectId)),
      DIRTY,
    );
    form.clearErrors('projectIds');
  };

  const toggleTask = (task: TaskAssignment, on: boolean) =>
    form.setValue(
      'tasks',
      on
        ? [...tasks, task]
        : tasks.filter(
            (chosen) => !(chosen.projectId === task.projectId && chosen.taskId === task.taskId),
          ),
      DIRTY,
    );

  return (
    <FormSection title="Assignments" help={USER_TEXT.contactPreference}>
      <Autocomplete<ProjectOption, true>
        multiple
        disableCloseOnSelect
        limitTags={4}
        options={choices}
        value={selected}
        loading={!options && !error}
        disabled={disabled}
        groupBy={(option) => option.clientName}
        getOptionLabel={(option) => option.label}
        isOptionEqualToValue={(option, current) => option.value === current.value}
        noOptionsText={error ? DROPDOWN_TEXT.error : DROPDOWN_TEXT.empty}
        onChange={(_event, value) => setProjects(value.map((option) => option.value))}
        renderOption={({ key, ...props }, option, { selected: checked }) => (
          <OptionRow key={key} option={option} checked={checked} {...props} />
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Projects"
            error={Boolean(projectError) || error}
            helperText={projectError ?? (error ? DROPDOWN_TEXT.error : USER_TEXT.taskNeedsProject)}
          />
        )}
      />
      {selected.map((project) => {
        const projectTasks = allTasks
          .filter(
            (task) =>
              task.projectId === project.value &&
              (!task.isArchived || isChosen({ projectId: project.value, taskId: task.value })),
          )
          .sort(byDefaultThenName);
        return (
          <Box
            key={project.value}
            role="group"
            aria-label={`Project ${project.label}`}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
          >
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, minWidth: 0 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="subtitle2" noWrap title={project.label}>
                  {project.label}
                </Typography>
                {project.clientName && (
                  <Typography variant="caption" color="text.secondary" noWrap component="p">
                    {project.clientName}
                  </Typography>
                )}
              </Box>
              <StatusChip status={project.isArchived ? 'archived' : null} />
              <Tooltip title="Remove" describeChild>
                <span>
                  <IconButton
                    size="small"
                    aria-label={`Remove ${project.label}`}
                    disabled={disabled}
                    onClick={() => setProjects(projectIds.filter((id) => id !== project.value))}
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
            </Stack>
            {!project.hasContacts && (
              <Alert severity="warning" sx={{ mt: 1 }}>
                {USER_MESSAGES.noContacts}
              </Alert>
            )}
            {projectTasks.length > 0 ? (
              <Box
                sx={{
                  mt: 1,
                  display: 'grid',
                  columnGap: 2,
                  gridTemplateColumns: {
                    xs: 'minmax(0, 1fr)',
                    sm: 'repeat(2, minmax(0, 1fr))',
                  },
                }}
              >
                {projectTasks.map((task) => {
                  const assignment = { projectId: project.value, taskId: task.value };
                  return (
                    <FormControlLabel
                      key={task.value}
                      sx={{ minWidth: 0, mr: 0, '& .MuiFormControlLabel-label': { minWidth: 0 } }}
                      control={
                        <Checkbox
                          size="small"
                          checked={task.isDefault || isChosen(assignment)}
                          disabled={disabled || task.isDefault}
                          onChange={(event) => toggleTask(assignment, event.target.checked)}
                        />
                      }
                      label={
                        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, minWidth: 0 }}>
                          <Box
                            component="span"
                            sx={{
                              overflow: 'hidden',
                              textOverflow: 'ellipsis',
                              whiteSpace: 'nowrap',
                            }}
                          >
                            {task.label}
                          </Box>
                          {task.isDefault && (
                            <Tooltip title={USER_TEXT.defaultTask}>
                              <Chip label="Default" variant="outlined" sx={{ flexShrink: 0 }} />
                            </Tooltip>
                          )}
                          <StatusChip status={task.isArchived ? 'archived' : null} />
                        </Stack>
                      }
                    />
                  );
                })}
              </Box>
            ) : (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {options ? 'This project has no tasks.' : ''}
              </Typography>
            )}
          </Box>
        );
      })}
    </FormSection>
  );
}
