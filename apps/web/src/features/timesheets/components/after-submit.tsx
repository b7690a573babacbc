import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MailedProject } from '@tallysheet/contract/timesheets/timesheets';
import { TIMESHEET_TEXT } from '../messages.ts';

/** "Ann Lee, Bo Chan and Cy Dee" */
const names = (contacts: MailedProject['contacts']) => {
  const all = contacts.map((contact) => contact.name || contact.email);
  return all.length < 2 ? (all[0] ?? '') : `${all.slice(0, -1).join(', ')} and ${all.at(-1)}`;
};

/**
 * After Submit (issue 28 §1): who the timecards were e-mailed to, per project, or that a project
 * has no contact yet and its e-mails go out once one is linked (D§1); then what comes next.
 */
export function AfterSubmit({ mailedTo }: { mailedTo: readonly MailedProject[] }) {
  return (
    <Alert severity="success" sx={{ mb: 2 }} role="status">
      <AlertTitle>{TIMESHEET_TEXT.afterSubmitTitle}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {mailedTo.map((project) => (
          <li key={project.projectId}>
            <Box component="span" sx={{ fontWeight: 600 }}>
              {project.projectName}
            </Box>
            {`: ${project.contacts.length ? TIMESHEET_TEXT.mailedTo(names(project.contacts)) : TIMESHEET_TEXT.noContactYet}`}
          </li>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {TIMESHEET_TEXT.afterSubmitNext}
      </Typography>
    </Alert>
  );
}
