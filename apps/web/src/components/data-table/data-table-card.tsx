import { Fragment } from 'react';
import Box from '@mui/material/Box';
import { cellContent, lifecycleStatus } from './cells.tsx';
import { rowClick, RowName, type RowProps } from './data-table-row.tsx';
import { DeleteAction, EditAction } from './row-actions.tsx';

/**
 * One row on a phone, as a list item: its name, then the columns that tell it apart as label
 * and value, with Edit and Delete beside them, and its detail below; nothing wider than the screen.
 */
export function DataTableCard<T>({ row, table, highlighted }: RowProps<T>) {
  const onClick = rowClick(table, row);
  const identifying = table.columns.filter((column) => column.identifies);
  const detail = table.detail?.(row);
  return (
    <Box
      component="li"
      onClick={onClick}
      sx={{
        display: 'flex',
        // A name alone sits level with the buttons; with lines below, at the top.
        alignItems: identifying.length > 0 ? 'flex-start' : 'center',
        // The detail takes a line of its own below.
        flexWrap: detail ? 'wrap' : undefined,
        gap: 1,
        px: 2,
        py: 1.25,
        borderBottom: 1,
        borderColor: 'divider',
        transition: 'background-color 600ms',
        ...(highlighted && { bgcolor: 'action.selected' }),
        ...(onClick && { cursor: 'pointer', '&:hover': { bgcolor: 'action.hover' } }),
        ...(lifecycleStatus(row) && { color: 'text.secondary' }),
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <RowName table={table} row={row} wrap />
        {identifying.length > 0 && (
          <Box
            component="dl"
            sx={{
              display: 'grid',
              // A long label wraps rather than squeeze its value.
              gridTemplateColumns: 'fit-content(40%) minmax(0, 1fr)',
              alignItems: 'baseline',
              columnGap: 1.5,
              rowGap: 0.5,
              m: 0,
              mt: 0.5,
              typography: 'body2',
            }}
          >
            {identifying.map((column) => (
              <Fragment key={column.id}>
                <Box component="dt" sx={{ color: 'text.secondary' }}>
                  {column.label}
                </Box>
                <Box component="dd" sx={{ m: 0, minWidth: 0 }}>
                  {cellContent(column, row, true)}
                </Box>
              </Fragment>
            ))}
          </Box>
        )}
      </Box>
      {(table.onEdit || table.onDelete) && (
        <Box sx={{ display: 'flex', gap: 0.5, flexShrink: 0 }}>
          {table.onEdit && <EditAction table={table} row={row} />}
          {table.onDelete && <DeleteAction table={table} row={row} />}
        </Box>
      )}
      {detail && <Box sx={{ flexBasis: '100%', minWidth: 0 }}>{detail}</Box>}
    </Box>
  );
}
