import { useCallback, useRef } from 'react';
import { useSnackbar, type OptionsObject, type SnackbarKey, type SnackbarMessage } from 'notistack';
import { ApiError } from '@/lib/api-client.ts';

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

/**
 * An error toast for a failed action: `failed` (e.g. "Export failed"), followed by the server's
 * own message when it answered with one (a network failure has none).
 */
export function useFailureToast(failed: string) {
  const toast = useActionToast();
  return useCallback(
    (error: unknown) =>
      toast(
        error instanceof ApiError && error.status !== 0 && error.body.message
          ? `${failed}: ${error.body.message}`
          : failed,
        { variant: 'error' },
      ),
    [toast, failed],
  );
}
