import { useCallback, useRef } from 'react';
import { useSnackbar, type OptionsObject, type SnackbarKey, type SnackbarMessage } from 'notistack';

/**
 * enqueueSnackbar for one action (UX.md §8): a success closes the error toasts this action
 * showed before, so an old failure never lingers under the success that replaced it.
 */
export function useActionToast() {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const failures = useRef<SnackbarKey[]>([]);
  return useCallback(
    (message: SnackbarMessage, options: OptionsObject = {}) => {
      if (options.variant === 'success') {
        failures.current.forEach((key) => closeSnackbar(key));
        failures.current = [];
      }
      const key = enqueueSnackbar(message, options);
      if (options.variant === 'error') failures.current.push(key);
      return key;
    },
    [enqueueSnackbar, closeSnackbar],
  );
}
