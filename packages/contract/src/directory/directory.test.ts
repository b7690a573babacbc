import { describe, expect, it } from 'vitest';
import {
  CreateClientSchema,
  CreateContactSchema,
  DIRECTORY_MESSAGES,
  STAGED_ID,
} from './directory.ts';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  (result.error?.issues ?? []).map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));

describe('directory rules', () => {
  it('a staged id is a kind prefix plus 16 hex characters, with or without an underscore', () => {
    expect(STAGED_ID.test('project0a1b2c3d4e5f6a7b')).toBe(true);
    expect(STAGED_ID.test('project_0a1b2c3d4e5f6a7b')).toBe(true);
    expect(STAGED_ID.test('project_0a1b')).toBe(false);
    expect(STAGED_ID.test('0a1b2c3d4e5f6a7b')).toBe(false);
    expect(STAGED_ID.test('project_0A1B2C3D4E5F6A7G')).toBe(false);
  });

  it("a client's staged tasks and associations must name staged projects and contacts", () => {
    const result = CreateClientSchema.safeParse({
      name: 'Acme',
      projects: [{ id: 'project0000000000000001', name: 'One' }],
      contacts: [{ id: 'contact0000000000000002', name: 'Pat', email: 'pat@acme.example' }],
      tasks: [{ projectId: 'project0000000000000009', name: 'Lost' }],
      associations: [
        { projectId: 'project0000000000000009', contactId: 'contact0000000000000002' },
        { projectId: 'project0000000000000001', contactId: 'contact0000000000000008' },
      ],
    });
    expect(issues(result)).toEqual([
      { path: 'tasks.0.projectId', message: DIRECTORY_MESSAGES.unknownStagedProject },
      { path: 'associations.0.projectId', message: DIRECTORY_MESSAGES.unknownStagedProject },
      { path: 'associations.1.contactId', message: DIRECTORY_MESSAGES.unknownStagedContact },
    ]);
  });

  it('staged ids are unique and a staged pair is associated once', () => {
    const project = { id: 'project0000000000000001', name: 'One' };
    const contact = { id: 'contact0000000000000002', name: 'Pat', email: 'pat@acme.example' };
    const pair = { projectId: project.id, contactId: contact.id };
    const result = CreateClientSchema.safeParse({
      name: 'Acme',
      projects: [project, project],
      contacts: [contact, contact],
      associations: [pair, pair],
    });
    expect(issues(result)).toEqual([
      { path: 'projects', message: DIRECTORY_MESSAGES.stagedIdTaken },
      { path: 'contacts', message: DIRECTORY_MESSAGES.stagedIdTaken },
      { path: 'associations.1', message: DIRECTORY_MESSAGES.associationExists },
    ]);
  });

  it("a project contact's blank e-mail gets the contact's own message", () => {
    const result = CreateContactSchema.safeParse({ clientId: 'c1', name: 'Pat', email: ' ' });
    expect(issues(result)).toEqual([{ path: 'email', message: DIRECTORY_MESSAGES.contactEmail }]);
  });
});
