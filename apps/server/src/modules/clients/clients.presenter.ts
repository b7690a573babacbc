import type { Client } from '@tallysheet/contract/directory/directory';
import { presentNamed } from '../directory/directory.presenter.ts';
import type { ClientRow } from './clients.repository.ts';

/** A client as the API shows it. */
export const presentClient: (row: ClientRow) => Client = presentNamed;
