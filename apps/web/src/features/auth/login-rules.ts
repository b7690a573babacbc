import { zodResolver } from '@hookform/resolvers/zod';
import { LoginRequestSchema } from '@tallysheet/contract/identity/tokens';

// Loaded on the first keystroke or submit, so the sign-in page paints without zod.
/** The Login form's check: the contract's first message for each field that breaks its rules. */
export const loginResolver = zodResolver(LoginRequestSchema);
