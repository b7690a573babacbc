/** A staged id (D§3): the kind, an underscore and 16 random hex characters. */
export function stagedId(kind: 'project' | 'contact' | 'task'): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `${kind}_${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
