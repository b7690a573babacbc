import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import {
  API_KEY_SCOPE_DESCRIPTIONS,
  API_KEY_SCOPES,
  type ApiKeyScope,
} from '@tallysheet/contract/api-keys/api-keys';
import { API_KEY_TEXT } from '@/features/api-keys/messages.ts';

/** The scopes of a new key: a checkbox each, its name and what it allows in plain words. */
export function ScopePicker({
  value,
  onChange,
  error,
}: {
  value: readonly ApiKeyScope[];
  onChange(scopes: ApiKeyScope[]): void;
  error?: string;
}) {
  const toggle = (scope: ApiKeyScope, on: boolean) =>
    onChange(API_KEY_SCOPES.filter((each) => (each === scope ? on : value.includes(each))));
  return (
    <FormControl component="fieldset" error={Boolean(error)} required>
      <FormLabel component="legend">{API_KEY_TEXT.scopes}</FormLabel>
      <FormHelperText sx={{ mx: 0 }}>{error ?? API_KEY_TEXT.scopesHelp}</FormHelperText>
      <FormGroup>
        {API_KEY_SCOPES.map((scope) => (
          <FormControlLabel
            key={scope}
            sx={{ alignItems: 'flex-start', mt: 0.5 }}
            control={
              <Checkbox
                checked={value.includes(scope)}
                onChange={(event) => toggle(scope, event.target.checked)}
                sx={{ pt: 0.25 }}
              />
            }
            label={
              <>
                <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace' }}>
                  {scope}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {API_KEY_SCOPE_DESCRIPTIONS[scope]}
                </Typography>
              </>
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
