import { describe, expect, it } from 'vitest';
import { auditEntityType } from './history-target.ts';

describe('the entity type a directory editor asks the trail for', () => {
  it('is the kind in camel case, as the server’s directory engine records it', () => {
    expect(auditEntityType('client')).toBe('client');
    expect(auditEntityType('supplier contact')).toBe('supplierContact');
  });
});
