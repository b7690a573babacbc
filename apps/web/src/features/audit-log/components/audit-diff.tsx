import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@tallysheet/contract/audit/audit';
import { fieldChanges } from '../diff.ts';
import { AUDIT_TEXT } from '../messages.ts';

const SHOWN = 6;

/** An entry's before and after as the fields that changed: "role: assoc → admin". */
export function AuditDiff({ entry }: { entry: Pick<AuditEntry, 'before' | 'after'> }) {
  const [all, setAll] = useState(false);
  const changes = fieldChanges(entry.before, entry.after);
  if (changes.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {AUDIT_TEXT.noFields}
      </Typography>
    );
  const shown = all ? changes : changes.slice(0, SHOWN);
  return (
    <Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(120px, max-content) 1fr' },
          columnGap: 2,
          rowGap: 0.5,
          fontSize: 14,
        }}
      >
        {shown.map((change) => (
          <Box key={change.path} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {change.path}
            </Box>
            <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {change.before !== undefined && (
                <Box
                  component="del"
                  sx={{ color: 'error.dark', textDecorationThickness: 1 }}
                  aria-label={`before: ${change.before}`}
                >
                  {change.before}
                </Box>
              )}
              {change.before !== undefined && change.after !== undefined && ' → '}
              {change.after !== undefined && (
                <Box component="ins" sx={{ color: 'success.dark', textDecoration: 'none' }}>
                  {change.after}
                </Box>
              )}
            </Box>
          </Box>
        ))}
      </Box>
      {changes.length > SHOWN && (
        <Button size="small" onClick={() => setAll(!all)} sx={{ mt: 0.5 }}>
          {all ? AUDIT_TEXT.showFewer : AUDIT_TEXT.showAll(changes.length - SHOWN)}
        </Button>
      )}
    </Box>
  );
}
