import { afterAll, beforeAll, expect } from 'vitest';
import { contractViolations } from './openapi-responses.ts';

// The answers of this file only: the API projects share one module graph between the files a
// worker runs (isolate: false), so what an earlier file recorded is cleared first.
beforeAll(() => {
  contractViolations.length = 0;
});

// Every API test file ends by checking that each answer it received matched the document.
afterAll(() => {
  expect(contractViolations, 'answers the OpenAPI document does not allow').toEqual([]);
});
