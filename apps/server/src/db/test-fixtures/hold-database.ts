// Opens a data directory and holds it until killed: the other process of the lock test.
import { openDatabase } from '../client.ts';

const dir = process.argv[2];
if (!dir) throw new Error('usage: hold-database <dir>');
const db = await openDatabase({ dataDir: dir, migrate: false });
await db.ping();
process.stdout.write('ready\n');
setInterval(() => undefined, 1_000);
