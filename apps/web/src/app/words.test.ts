import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(__dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Text the user reads: string literals and JSX text, not comments or identifiers. */
function visibleText(code: string): string[] {
  const withoutComments = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const literals = withoutComments.match(/'[^'\n]*'|"[^"\n]*"|`[^`]*`/g) ?? [];
  const jsxText = withoutComments.match(/>[^<>{}\n]*[A-Za-z][^<>{}\n]*</g) ?? [];
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
    for (const file of sources(SRC)) {
      for (const text of visibleText(readFileSync(file, 'utf8'))) {
        for (const [pattern, use] of WRONG) {
          if (pattern.test(text)) found.push(`${relative(SRC, file)}: ${text.trim()} → use ${use}`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});
