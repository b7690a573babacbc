import { randomUUID } from 'node:crypto';

/** A new opaque id for a directory object. */
export const newId = () => randomUUID();
