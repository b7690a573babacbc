/** What an operator needs of a fatal error: the chain of causes, innermost first, no secrets. */
export function describeCause(error: unknown): string {
  const chain: unknown[] = [];
  for (let current = error; current !== undefined && current !== null && chain.length < 8;) {
    chain.push(current);
    current = current instanceof Error ? (current as Error & { cause?: unknown }).cause : undefined;
  }
  const parts = chain.reverse().map((link, index) => {
    const text = link instanceof Error ? link.message : String(link);
    const code = (link as { code?: unknown }).code;
    const prefix = typeof code === 'string' && code ? `[${code}] ` : '';
    // Outer layers (a failed migration statement, say) only give context: keep them short.
    const body = index === 0 ? text : shorten(text, 160);
    return redact(`${prefix}${body}`);
  });
  return parts.join('\n  while: ');
}

function shorten(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** Never print a password or a full connection string. */
export function redact(text: string): string {
  return text
    .replace(/(postgres(?:ql)?:\/\/)[^\s'"]+/gi, '$1…')
    .replace(/(password\s*[=:]\s*)\S+/gi, '$1…');
}
