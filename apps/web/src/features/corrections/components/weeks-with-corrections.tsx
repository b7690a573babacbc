import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { weekLabel } from '@tallysheet/contract/timesheets/week';
import { useWeeksWithCorrections } from '@/entities/timesheets/corrections/corrections-api.ts';
import { CardCorrections } from '@/entities/timesheets/corrections/card-corrections.tsx';

/**
 * My Time's list of weeks with a correction to answer (issue 29 §4): each proposed correction
 * with its comment, Accept, and Decline with a reply. Nothing when none.
 */
export function WeeksWithCorrections() {
  const weeks = useWeeksWithCorrections();
  const timesheets = weeks.data?.timesheets ?? [];
  if (timesheets.length === 0) return null;
  return (
    <Box
      component="section"
      aria-labelledby="weeks-with-corrections-title"
      sx={{
        mb: 3,
        border: 1,
        borderColor: 'divider',
        borderLeft: 4,
        borderLeftColor: 'warning.main',
        borderRadius: 1,
        bgcolor: 'background.paper',
        p: { xs: 1.5, sm: 2 },
      }}
    >
      <Typography id="weeks-with-corrections-title" variant="h6" component="h2" sx={{ mb: 0.5 }}>
        Corrections to answer
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        A contact proposes to correct your time. Accept it and the day is approved with the
        corrected hours; decline it with a reply and the day goes back to them.
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
        {timesheets.map((timesheet) => (
          <Box component="li" key={timesheet.timesheetId}>
            <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
              {weekLabel(timesheet.periodStart)}
            </Typography>
            {timesheet.timeCards.map((card) => (
              <CardCorrections
                key={`${card.projectId}/${card.taskId}`}
                timesheetId={timesheet.timesheetId}
                card={{
                  ...card,
                  data: Object.fromEntries(
                    Object.entries(card.data).map(([day, entry]) => [
                      day,
                      entry.correction?.state === 'proposed'
                        ? entry
                        : { ...entry, correction: undefined },
                    ]),
                  ) as typeof card.data,
                }}
                answer="own"
              />
            ))}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
