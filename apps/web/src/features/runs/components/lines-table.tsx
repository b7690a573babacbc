import { Fragment, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

export interface LineColumn<T> {
  label: string;
  /** Numbers and money right-aligned (UX.md §4). */
  numeric?: boolean;
  value(row: T): ReactNode;
}

export interface LineGroup<T> {
  /** A heading over the group's rows; none for an ungrouped list. */
  title?: string;
  rows: T[];
}

/**
 * A run's lines, read-only: from `md` up a table (the first column names the line, a group's
 * heading spans its row); below it each line is a card of its name and its figures, labelled,
 * nothing wider than the screen.
 */
export function LinesTable<T>({
  label,
  columns,
  groups,
  rowKey,
}: {
  label: string;
  columns: LineColumn<T>[];
  groups: LineGroup<T>[];
  rowKey(row: T, index: number): string;
}) {
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  const [name, ...figures] = columns;
  if (!name) return null;

  if (phone)
    return (
      <Box>
        {groups.map((group, g) => (
          <Box key={group.title ?? g}>
            {group.title && (
              <Typography
                variant="subtitle2"
                component="h3"
                sx={{ px: 2, py: 1, bgcolor: '#F0F3F7' }}
              >
                {group.title}
              </Typography>
            )}
            <Box component="ul" aria-label={group.title ?? label} sx={{ m: 0, p: 0 }}>
              {group.rows.map((row, index) => (
                <Box
                  component="li"
                  key={rowKey(row, index)}
                  sx={{
                    listStyle: 'none',
                    px: 2,
                    py: 1.25,
                    borderBottom: 1,
                    borderColor: 'divider',
                  }}
                >
                  <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {name.value(row)}
                  </Typography>
                  <Box
                    component="dl"
                    sx={{
                      display: 'grid',
                      gridTemplateColumns: 'fit-content(50%) minmax(0, 1fr)',
                      columnGap: 1.5,
                      rowGap: 0.25,
                      m: 0,
                      mt: 0.5,
                      typography: 'body2',
                    }}
                  >
                    {figures.map((column) => (
                      <Fragment key={column.label}>
                        <Box component="dt" sx={{ color: 'text.secondary' }}>
                          {column.label}
                        </Box>
                        <Box
                          component="dd"
                          sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
                        >
                          {column.value(row)}
                        </Box>
                      </Fragment>
                    ))}
                  </Box>
                </Box>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    );

  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.label} scope="col" align={column.numeric ? 'right' : 'left'}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {groups.map((group, g) => (
            <Fragment key={group.title ?? g}>
              {group.title && (
                <TableRow>
                  <TableCell
                    component="th"
                    scope="colgroup"
                    colSpan={columns.length}
                    sx={{ fontWeight: 600, bgcolor: 'action.hover' }}
                  >
                    {group.title}
                  </TableCell>
                </TableRow>
              )}
              {group.rows.map((row, index) => (
                <TableRow key={rowKey(row, index)}>
                  <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                    {name.value(row)}
                  </TableCell>
                  {figures.map((column) => (
                    <TableCell
                      key={column.label}
                      align={column.numeric ? 'right' : 'left'}
                      sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                    >
                      {column.value(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
