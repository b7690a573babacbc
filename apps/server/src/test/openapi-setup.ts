import { afterAll, expect } from 'vitest';
import { contractViolations } from './openapi-responses.ts';

// Every API test file ends by checking that each answer it received matched the document.
afterAll(() => {
  expect(contractViolations, 'answers the OpenAPI document does not allow').toEqual([]);
});
