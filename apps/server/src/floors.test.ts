import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The server's floors as eslint.config.js declares them, held to by the lint: these files are
// linted as if they stood at the paths named, with the repository's own configuration (its
// floors rule alone).
const eslint = new ESLint({
  cwd: fileURLToPath(new URL('../../..', import.meta.url)),
  ruleFilter: ({ ruleId }) => ruleId === 'local/layers',
});

async function floorProblems(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `apps/server/src/${path}` });
  return result!.messages.map((message) => message.message);
}

describe('the server’s floors (lint)', () => {
  // Loading the configuration and its parser takes seconds on a busy machine: once, here.
  beforeAll(() => floorProblems('lib/example.ts', ''), 60_000);

  it('reports a lower module importing a higher one, naming both floors', async () => {
    const problems = await floorProblems(
      'modules/mail/example.ts',
      "import { heldForDigest } from '../approval-schedule/escalations.ts';\nexport { heldForDigest };\n",
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^modules\/mail \(floor \d+\) imports modules\/approval-schedule \(floor \d+\), which is not below it/,
    );
  });

  it('reports the audit trail importing the timesheets that record into it', async () => {
    const code = "export { approvalStamp } from '../timesheets/approval-stamp.ts';\n";
    expect(await floorProblems('modules/audit/example.ts', code)).toHaveLength(1);
  });

  it('counts type-only imports and dynamic imports', async () => {
    const code = [
      "import type { LoadedUser } from '../users/users.presenter.ts';",
      "export const later = () => import('../timesheets/timesheets.service.ts');",
      'export type Example = LoadedUser;',
      '',
    ].join('\n');
    expect(await floorProblems('modules/webhooks/example.ts', code)).toHaveLength(2);
  });

  it('reports two modules on one floor importing each other', async () => {
    const code = "export { contactsService } from '../contacts/contacts.service.ts';\n";
    expect(await floorProblems('modules/clients/example.ts', code)).toHaveLength(1);
  });

  it('reports lib importing a module and a module importing the top', async () => {
    const lib = "export { recordAudit } from '../modules/audit/record.ts';\n";
    expect(await floorProblems('lib/example.ts', lib)).toHaveLength(1);
    const top = "export { buildApp } from '../../app.ts';\n";
    expect(await floorProblems('modules/crm/example.ts', top)).toHaveLength(1);
  });

  it('lets an import go down, and within its own folder', async () => {
    const code = [
      "import { recordAudit } from '../audit/record.ts';",
      "import { loadTimesheet } from './timesheet-loader.ts';",
      "import { newId } from '../../lib/ids.ts';",
      'export { recordAudit, loadTimesheet, newId };',
      '',
    ].join('\n');
    expect(await floorProblems('modules/timesheets/example.ts', code)).toEqual([]);
  });

  it('reports a folder that stands on no floor', async () => {
    const problems = await floorProblems('modules/unplaced/example.ts', 'export const one = 1;\n');
    expect(problems).toEqual([
      'modules/unplaced/example.ts stands on no floor: give its folder a floor in eslint.config.js, above every place it imports and below every place that imports it.',
    ]);
  });
});
