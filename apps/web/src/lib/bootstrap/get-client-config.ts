import type { ClientConfig } from '@tallysheet/contract/util/util';
import { call } from '@/lib/api-client.ts';

/** GET /util/client-config: the deployment's brand, stage, version and flag defaults. */
export const getClientConfig = async () =>
  (await call<ClientConfig>({ area: 'util', path: '/client-config', auth: false })).data;
