// PGlite's dumpDataDir image (a tar, gzipped or not) written out as a data directory on disk:
// the same files PGlite's own loadDataDir writes, several times faster than through its
// in-process file system.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';
import { gunzipSync } from 'node:zlib';

const BLOCK = 512;

const text = (block: Buffer, offset: number, length: number) => {
  const field = block.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
};

/** Writes the image's files and folders into `dir` (which should be empty). */
export function extractPgliteImage(image: Buffer, dir: string): void {
  const tar = image[0] === 0x1f && image[1] === 0x8b ? gunzipSync(image) : image;
  mkdirSync(dir, { recursive: true });
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break; // the end-of-archive blocks
    const name = [text(header, 345, 155), text(header, 0, 100)].filter(Boolean).join('/');
    const size = parseInt(text(header, 124, 12).trim() || '0', 8);
    const type = String.fromCharCode(header[156] ?? 0);
    const relative = normalize(name.replace(/^\/+/, ''));
    if (relative === '..' || relative.startsWith(`..${sep}`) || Number.isNaN(size))
      throw new Error(`The backup has an entry outside its data directory: ${name}`);
    const path = join(dir, relative);
    offset += BLOCK;
    if (type === '5') mkdirSync(path, { recursive: true });
    else if (type === '0' || type === '\0') {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, tar.subarray(offset, offset + size), { mode: 0o600 });
    } else throw new Error(`The backup has an entry of an unexpected kind (${type}): ${name}`);
    offset += Math.ceil(size / BLOCK) * BLOCK;
  }
}
