import { describe, expect, it } from 'vitest';
import { EMAIL_MESSAGES, EmailSchema } from './email.ts';
import { NewPasswordSchema, PASSWORD_MESSAGES, passwordProblems } from './password.ts';
import { USERNAME_MESSAGES, UsernameSchema } from './username.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('password rules', () => {
  it('accepts 8 characters with an uppercase letter, a digit and a symbol', () => {
    expect(NewPasswordSchema.safeParse('Secret1!').success).toBe(true);
  });
  it('names the minimum length', () => {
    expect(passwordProblems('Ab1!')).toEqual([
      'The string should have a minimum length of 8 characters',
    ]);
  });
  it('names a missing uppercase letter in the spec words', () => {
    expect(passwordProblems('secret1!x')).toEqual([
      'The string should have a minimum of 1 uppercase letter',
    ]);
  });
  it('names a missing digit and a missing symbol', () => {
    expect(passwordProblems('Secretxxx')).toEqual([
      PASSWORD_MESSAGES.digit,
      PASSWORD_MESSAGES.symbol,
    ]);
  });
  it('refuses more than 256 characters', () => {
    expect(passwordProblems(`A1!${'x'.repeat(254)}`)).toEqual([PASSWORD_MESSAGES.maxLength]);
    expect(passwordProblems(`A1!${'x'.repeat(253)}`)).toEqual([]);
  });
  it('requires a password', () => {
    expect(messages(NewPasswordSchema.safeParse(''))).toEqual(['A password is required']);
    expect(messages(NewPasswordSchema.safeParse(undefined))).toEqual(['A password is required']);
  });
});

describe('username rules', () => {
  it('accepts lowercase letters, digits, dash and underscore', () => {
    expect(UsernameSchema.safeParse('jane_doe-2').success).toBe(true);
  });
  it.each(['Jane', 'jane doe', 'jane.doe', 'jané', 'a#b'])(
    'refuses %s with the spec message',
    (name) => {
      expect(messages(UsernameSchema.safeParse(name))).toEqual([USERNAME_MESSAGES.invalid]);
    },
  );
  it('requires a username', () => {
    expect(messages(UsernameSchema.safeParse(''))).toEqual(['A username is required']);
  });
});

describe('e-mail rules', () => {
  it('accepts an ordinary address', () => {
    expect(EmailSchema.safeParse('jane.doe+work@example.co.uk').success).toBe(true);
  });
  it.each(['plain', 'a@b', '@example.com', 'a@-example.com', 'a b@example.com', 'a@example..com'])(
    'refuses %s as "Invalid email address"',
    (address) => {
      expect(messages(EmailSchema.safeParse(address))).toEqual([EMAIL_MESSAGES.invalid]);
    },
  );
  it('limits the local part to 64 characters', () => {
    expect(EmailSchema.safeParse(`${'a'.repeat(64)}@example.com`).success).toBe(true);
    expect(EmailSchema.safeParse(`${'a'.repeat(65)}@example.com`).success).toBe(false);
  });
  it('limits each domain label to 63 characters', () => {
    expect(EmailSchema.safeParse(`a@${'b'.repeat(63)}.com`).success).toBe(true);
    expect(EmailSchema.safeParse(`a@${'b'.repeat(64)}.com`).success).toBe(false);
  });
  it('limits the whole address to 254 characters', () => {
    const domain = (length: number) =>
      `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(length)}`;
    expect(EmailSchema.safeParse(`a@${domain(60)}`)).toMatchObject({ success: true }); // 254
    expect(EmailSchema.safeParse(`a@${domain(61)}`)).toMatchObject({ success: false }); // 255
  });
  it('requires an address', () => {
    expect(messages(EmailSchema.safeParse(''))).toEqual(['The users email is required']);
  });
});
