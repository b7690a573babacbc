import { UsernameSchema } from '@tallysheet/contract/identity/username';
import { USER_MESSAGES } from '@tallysheet/contract/users/users';
import { useCheckUsername } from '@/features/users/api/check-username.ts';
import { useDebounced } from '@/lib/use-debounced.ts';

/** A§9: the username is checked 500 ms after the typing stops. */
const USERNAME_CHECK_MS = 500;

export interface UsernameCheck {
  /** The pattern message or "This username is already taken". */
  message: string | null;
  checking: boolean;
  available: boolean;
}

/** The create form's live username check (A§5): the pattern first, then the server. */
export function useUsernameCheck(username: string, enabled: boolean): UsernameCheck {
  const debounced = useDebounced(username, USERNAME_CHECK_MS);
  const settled = debounced === username;
  const parsed = UsernameSchema.safeParse(debounced);
  const check = useCheckUsername(enabled && parsed.success ? debounced : null);
  if (!enabled || !debounced) return { message: null, checking: false, available: false };
  if (!parsed.success)
    return {
      message: settled ? (parsed.error.issues[0]?.message ?? null) : null,
      checking: false,
      available: false,
    };
  const taken = settled && check.data?.available === false;
  return {
    message: taken ? USER_MESSAGES.usernameTaken : null,
    checking: !settled || check.isFetching,
    available: settled && check.data?.available === true,
  };
}
