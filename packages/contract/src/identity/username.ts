import { z } from 'zod';

export const USERNAME_MAX_LENGTH = 128;
export const USERNAME_MESSAGES = {
  required: 'A username is required',
  invalid: "Invalid username. Username must be: lowercase letters, numbers, '-' and '_' only.",
  tooLong: `A username has at most ${USERNAME_MAX_LENGTH} characters`,
} as const;

export const USERNAME_PATTERN = /^[a-z0-9_-]+$/;

/** A username: lowercase letters, numbers, '-' and '_' only (A§5). It is the user id. */
export const UsernameSchema = z
  .string({ error: USERNAME_MESSAGES.required })
  .min(1, { error: USERNAME_MESSAGES.required, abort: true })
  .max(USERNAME_MAX_LENGTH, USERNAME_MESSAGES.tooLong)
  .regex(USERNAME_PATTERN, USERNAME_MESSAGES.invalid);
