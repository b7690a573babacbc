import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import StickyNote2Outlined from '@mui/icons-material/StickyNote2Outlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@/lib/visually-hidden.ts';
import dayjs from 'dayjs';
import { WEEK_DAY_LABELS, type WeekDay } from '@tallysheet/contract/timesheets/week';
import { TIMESHEET_TEXT } from '../messages.ts';
import { dayShort, formatTotal } from '../week-format.ts';
import { CELL_WIDTH } from './hours-input.tsx';
import {
  cellTint,
  GridCell,
  RemoveRowButton,
  rowName,
  weekColumns,
  type GridProps,
} from './grid-parts.tsx';
import { cellLockOf } from '../hooks/cell-locks.ts';
import { TimecardStatusChip } from '@/entities/timesheets/timecard-status-chip.tsx';

/** Below 600px: one chip per day with its total, choosing the day the list below shows. */
export function DayPicker({
  props,
  selected,
  onSelect,
}: {
  props: GridProps;
  selected: WeekDay;
  onSelect(day: WeekDay): void;
}) {
  const columns = weekColumns(props.week);
  return (
    <Box
      role="group"
      aria-label="Day"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5, mb: 2 }}
    >
      {columns.map(({ day, date, open, today, holiday }) => {
        const active = day === selected;
        const issue = props.form.issueMap.days[day];
        const total = props.form.totals[day];
        return (
          <ButtonBase
            key={day}
            aria-pressed={active}
            aria-current={today ? 'date' : undefined}
            onClick={() => onSelect(day)}
            title={holiday ?? undefined}
            sx={{
              flexDirection: 'column',
              py: 0.75,
              borderRadius: 2,
              border: 1,
              borderColor: active ? 'primary.main' : '#8A94A3',
              bgcolor: active ? 'primary.main' : today ? '#E8F0FB' : 'background.paper',
              color: active ? 'primary.contrastText' : open ? 'text.primary' : 'text.secondary',
              '&.Mui-focusVisible': { outline: '2px solid #1F5FAD', outlineOffset: 2 },
            }}
          >
            <Typography variant="caption" sx={{ fontWeight: 600, display: 'block' }}>
              {dayShort(day)}
            </Typography>{' '}
            <Typography variant="caption" sx={{ display: 'block' }}>
              {dayjs(date).format('D')}
              {holiday && (
                // A holiday (issue 31 §2), marked as the wide grid's column header names it.
                <Box
                  component="span"
                  aria-hidden
                  data-holiday
                  sx={{
                    display: 'inline-block',
                    width: 6,
                    height: 6,
                    ml: 0.5,
                    borderRadius: '50%',
                    verticalAlign: '1px',
                    bgcolor: active ? 'currentColor' : '#8A4B00',
                  }}
                />
              )}
            </Typography>{' '}
            <Typography
              variant="body2"
              component="span"
              sx={{
                display: 'block',
                fontWeight: 700,
                fontVariantNumeric: 'tabular-nums',
                color: issue && !active ? 'error.main' : 'inherit',
              }}
            >
              {issue && (
                <ErrorOutline sx={{ fontSize: 14, verticalAlign: '-2px', mr: 0.25 }} aria-hidden />
              )}
              {formatTotal(total)}{' '}
              <Box component="span" sx={visuallyHidden}>
                {`hours${issue ? ', error' : ''}${holiday ? `, ${holiday}` : ''}`}
              </Box>
            </Typography>
          </ButtonBase>
        );
      })}
    </Box>
  );
}

/** Below 600px: the chosen day's rows, one hours input each. */
export function DayList({ props, day }: { props: GridProps; day: WeekDay }) {
  const { form, readOnly } = props;
  const column = weekColumns(props.week).find((candidate) => candidate.day === day)!;
  const issue = form.issueMap.days[day];
  return (
    <Box
      data-hours-scope
      component="section"
      aria-label={`${WEEK_DAY_LABELS[day]} ${dayjs(column.date).format('MMM D')}`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
    >
      <Stack
        direction="row"
        sx={{
          px: 1.5,
          py: 1,
          bgcolor: '#F0F3F7',
          borderBottom: 1,
          borderColor: 'divider',
          justifyContent: 'space-between',
          alignItems: 'center',
        }}
      >
        <Typography variant="subtitle2" component="h2">
          {dayjs(column.date).format('dddd, MMM DD')}
          {column.holiday && (
            <Box component="span" sx={{ display: 'block', fontWeight: 600, color: '#8A4B00' }}>
              {column.holiday}
            </Box>
          )}
        </Typography>
        <Typography
          variant="subtitle2"
          aria-describedby={issue ? props.issueId(day) : undefined}
          sx={{ fontVariantNumeric: 'tabular-nums', color: issue ? 'error.main' : undefined }}
        >
          {`Total ${formatTotal(form.totals[day])} h`}
        </Typography>
      </Stack>
      {!column.open && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1.5, pt: 1 }}>
          {TIMESHEET_TEXT.employment}
        </Typography>
      )}
      {form.rows.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
          {readOnly ? TIMESHEET_TEXT.empty : TIMESHEET_TEXT.noRows}
        </Typography>
      )}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {form.rows.map((row, index) => {
          const rejected = row.reviews[day]?.review === 'rejected';
          const note = row.cells[day].description.trim() !== '';
          // A closed or approved day (issue 30 §1) is read-only on its own.
          const locked = readOnly || cellLockOf(props.week, row, day, column.date) !== null;
          return (
            <Box
              component="li"
              key={row.key}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                px: 1.5,
                py: 1,
                borderTop: index === 0 ? 0 : 1,
                borderColor: 'divider',
                bgcolor: cellTint(false, rejected),
              }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
                  {row.projectName}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
                  <Typography variant="caption" noWrap color="text.secondary">
                    {row.taskName}
                  </Typography>
                  {row.status && <TimecardStatusChip status={row.status} />}
                </Stack>
                {form.issueMap.rows.get(index) && (
                  <Typography variant="caption" color="error" component="div">
                    {form.issueMap.rows.get(index)}
                  </Typography>
                )}
              </Box>
              <Box sx={{ width: CELL_WIDTH, flexShrink: 0 }}>
                <GridCell
                  props={props}
                  row={row}
                  index={index}
                  column={column}
                  inlineNote={false}
                />
              </Box>
              {column.open && (!locked || note) && (
                <IconButton
                  size="small"
                  aria-label={`Description, ${rowName(row)}`}
                  color={note ? 'primary' : 'default'}
                  onClick={(event) =>
                    props.onDescribe({
                      anchor: event.currentTarget,
                      row: index,
                      day,
                      label: `${rowName(row)}, ${WEEK_DAY_LABELS[day]}`,
                      value: row.cells[day].description,
                      readOnly: locked,
                    })
                  }
                >
                  <StickyNote2Outlined fontSize="small" />
                </IconButton>
              )}
              {!readOnly && <RemoveRowButton props={props} row={row} index={index} />}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
