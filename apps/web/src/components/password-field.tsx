import { useState } from 'react';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { PlainTextField, type PlainTextFieldProps } from './plain-text-field.tsx';

/** A password input with a show/hide button. */
export function PasswordField(props: PlainTextFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <PlainTextField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            size="small"
            edge="end"
            // Not "Show password": a label search for "password" should find only the fields.
            aria-label="Show"
            aria-pressed={visible}
            onClick={() => setVisible((value) => !value)}
          >
            {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
