/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';

// Every source file of the web app, as text (tests excluded).
const SOURCES = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Text the user reads: string literals and JSX text, not comments or identifiers. */
function visibleText(code: string): string[] {
  const withoutComments = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const literals = withoutComments.match(/'[^'\n]*'|"[^"\n]*"|`[^`]*`/g) ?? [];
  const jsxText = withoutComments.match(/>[^<>{}]*[A-Za-z][^<>{}]*</g) ?? [];
  return [...literals, ...jsxText];
}

/**
 * One spelling each, the spec's: "Email" in labels and titles ("Internal Contact Email"),
 * "e-mail" in sentences, "Login" for the screen and its button (A§2.1), "Logout"; never
 * "Log in" or "Log out" beside them.
 */
const WRONG: [RegExp, string][] = [
  [/\bE-mail\b/, 'label "Email" (sentences say "e-mail")'],
  [/\b[Ll]og [Ii]n\b/, '"Login" (a sentence may say "sign in")'],
  [/\b[Ll]og [Oo]ut\b/, '"Logout"'],
];

describe('words', () => {
  it('spells e-mail, login and logout one way across the web app', () => {
    const found: string[] = [];
    expect(Object.keys(SOURCES).length).toBeGreaterThan(100);
    for (const [file, code] of Object.entries(SOURCES)) {
      for (const text of visibleText(code)) {
        for (const [pattern, use] of WRONG) {
          if (pattern.test(text)) found.push(`${file}: ${text.trim()} → use ${use}`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});
