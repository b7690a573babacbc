import { z } from 'zod';

type Confirmed<K extends string> = { [P in K | 'confirmPassword']: z.ZodString };

/**
 * The check that `confirmPassword` repeats the new password. Kept as its own object to be joined
 * with `.and(...)`, so the mismatch shows beside the other fields' errors (zod skips an object's
 * refinements once one of its fields has failed).
 */
export function passwordConfirmation<K extends string>(field: K, message: string) {
  const shape = { [field]: z.string(), confirmPassword: z.string() } as Confirmed<K>;
  return z.object(shape).refine(
    (values) => {
      const typed = values as Record<string, unknown>;
      return typed[field] === typed.confirmPassword;
    },
    { path: ['confirmPassword'], message },
  );
}
