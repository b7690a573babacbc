import { useState, type ReactNode } from 'react';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FilterListIcon from '@mui/icons-material/FilterList';
import FilterListOffIcon from '@mui/icons-material/FilterListOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

interface FilterPanelProps {
  /** The search landmark's name. */
  label: string;
  /** The id of the folding part (the phone's Filters button controls it). */
  id: string;
  /** Always shown, before the fold: what shapes the whole page. */
  lead: ReactNode;
  /** The filters, folded away on a phone. */
  children: ReactNode;
  /** How many filters are set: the phone's Filters button says so. */
  active: number;
  /** Clear filters shows when given (some filter is set). */
  onClear?: () => void;
  clearLabel: string;
}

/**
 * A page's filters in a grid of one, two or four columns. On a phone everything after `lead`
 * folds behind a Filters button that counts the ones set, so the results start on the first
 * screen; Clear filters ends the grid.
 */
export function FilterPanel({
  label,
  id,
  lead,
  children,
  active,
  onClear,
  clearLabel,
}: FilterPanelProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  return (
    <Box
      role="search"
      aria-label={label}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(4, minmax(0, 1fr))',
        },
        alignItems: 'start',
        mb: 2,
      }}
    >
      {lead}
      {phone && (
        <Button
          variant="outlined"
          color="inherit"
          startIcon={<FilterListIcon aria-hidden />}
          endIcon={open ? <ExpandLessIcon aria-hidden /> : <ExpandMoreIcon aria-hidden />}
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((current) => !current)}
          sx={{ justifySelf: 'start', borderColor: '#8A94A3' }}
        >
          {active ? `Filters (${active})` : 'Filters'}
        </Button>
      )}
      {(!phone || open) && (
        <Box id={id} sx={{ display: 'contents' }}>
          {children}
          {onClear && (
            <Button
              variant="text"
              onClick={onClear}
              startIcon={<FilterListOffIcon aria-hidden />}
              sx={{ justifySelf: 'start', alignSelf: 'center' }}
            >
              {clearLabel}
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}
