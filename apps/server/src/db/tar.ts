// The few parts of the tar format (POSIX ustar) that a PGlite backup needs: regular files and
// folders, read and written whole in memory. PGlite's dumpDataDir writes this format; a backup
// file is one of these, gzipped, so `tar -xzf` reads it too.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';

const BLOCK = 512;

export interface TarEntry {
  /** A relative path, folders separated by `/`. */
  name: string;
  type: 'file' | 'folder';
  /** A file's content (empty for a folder). */
  data: Buffer;
}

const field = (block: Buffer, offset: number, length: number) => {
  const bytes = block.subarray(offset, offset + length);
  const end = bytes.indexOf(0);
  return bytes.subarray(0, end === -1 ? length : end).toString('utf8');
};

/** The entries of a tar archive, in order; anything but files and folders is refused. */
export function readTar(tar: Buffer): TarEntry[] {
  const entries: TarEntry[] = [];
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break; // the end-of-archive blocks
    const name = [field(header, 345, 155), field(header, 0, 100)].filter(Boolean).join('/');
    const size = parseInt(field(header, 124, 12).trim() || '0', 8);
    const flag = String.fromCharCode(header[156] ?? 0);
    if (Number.isNaN(size)) throw new Error(`The archive's entry ${name} has no valid size`);
    offset += BLOCK;
    if (flag !== '5' && flag !== '0' && flag !== '\0')
      throw new Error(`The archive has an entry of an unexpected kind (${flag}): ${name}`);
    entries.push({
      name: name.replace(/^\/+/, '').replace(/\/+$/, ''),
      type: flag === '5' ? 'folder' : 'file',
      data: flag === '5' ? Buffer.alloc(0) : Buffer.from(tar.subarray(offset, offset + size)),
    });
    offset += Math.ceil(size / BLOCK) * BLOCK;
  }
  return entries;
}

const octal = (value: number, length: number) => `${value.toString(8).padStart(length - 1, '0')}\0`;

/** A tar archive of `entries` (ustar: names up to 255 bytes). */
export function writeTar(entries: TarEntry[], mtime: Date): Buffer {
  const blocks: Buffer[] = [];
  const seconds = Math.floor(mtime.getTime() / 1000);
  for (const entry of entries) {
    const header = Buffer.alloc(BLOCK);
    let name = entry.type === 'folder' ? `${entry.name}/` : entry.name;
    let prefix = '';
    if (Buffer.byteLength(name) > 100) {
      // Split at the first slash that leaves at most 100 bytes of name after it.
      let cut = name.indexOf('/');
      while (cut >= 0 && Buffer.byteLength(name.slice(cut + 1)) > 100)
        cut = name.indexOf('/', cut + 1);
      if (cut < 0 || Buffer.byteLength(name.slice(0, cut)) > 155)
        throw new Error(`A name too long for the archive: ${entry.name}`);
      [prefix, name] = [name.slice(0, cut), name.slice(cut + 1)];
    }
    header.write(name, 0, 100, 'utf8');
    header.write(octal(entry.type === 'folder' ? 0o755 : 0o600, 8), 100, 'latin1');
    header.write(octal(0, 8), 108, 'latin1');
    header.write(octal(0, 8), 116, 'latin1');
    header.write(octal(entry.data.length, 12), 124, 'latin1');
    header.write(octal(seconds, 12), 136, 'latin1');
    header.write(' '.repeat(8), 148, 'latin1'); // the checksum counts its own field as spaces
    header.write(entry.type === 'folder' ? '5' : '0', 156, 'latin1');
    header.write('ustar\x0000', 257, 'latin1');
    header.write(prefix, 345, 155, 'utf8');
    const sum = header.reduce((total, byte) => total + byte, 0);
    header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'latin1');
    blocks.push(header, entry.data);
    const padding = (BLOCK - (entry.data.length % BLOCK)) % BLOCK;
    if (padding) blocks.push(Buffer.alloc(padding));
  }
  blocks.push(Buffer.alloc(BLOCK * 2));
  return Buffer.concat(blocks);
}

/** Writes the entries under `dir`; an entry that would land outside it is refused. */
export function extractTar(entries: TarEntry[], dir: string): void {
  for (const entry of entries) {
    const relative = normalize(entry.name);
    if (relative === '..' || relative.startsWith(`..${sep}`) || relative.startsWith(sep))
      throw new Error(`The archive has an entry outside its folder: ${entry.name}`);
    const path = join(dir, relative);
    if (entry.type === 'folder') mkdirSync(path, { recursive: true });
    else {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, entry.data, { mode: 0o600 });
    }
  }
}
