import { useCallback, useEffect, useRef, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateInvoiceRun,
  CreatePayRun,
  INVOICE_RUN_FORMATS,
  InvoiceRun,
  PayRun,
  RunList,
} from '@tallysheet/contract/runs/runs';
import { call } from '@/lib/api-client.ts';
import { fetchFile, saveFile } from '@/lib/download.ts';
import { useKeyedMutation } from '@/lib/idempotency.ts';

/** A pay run or an invoice run: the API's collection for each. */
export type RunKind = 'pay' | 'invoice';
const COLLECTION: Record<RunKind, string> = { pay: '/pay-runs', invoice: '/invoice-runs' };
const key = (kind: RunKind) => ['runs', kind] as const;
const runPath = (kind: RunKind, id: string) => `${COLLECTION[kind]}/${encodeURIComponent(id)}`;

/** GET /admin/pay-runs | /admin/invoice-runs: newest first, a page at a time. */
export async function getRuns(kind: RunKind, page: number, pageSize: number): Promise<RunList> {
  const { data } = await call<RunList>({
    area: 'admin',
    path: COLLECTION[kind],
    params: { page, pageSize },
  });
  return data;
}

export const useRuns = (kind: RunKind, page: number, pageSize: number) =>
  useQuery({
    queryKey: [...key(kind), 'list', { page, pageSize }],
    queryFn: () => getRuns(kind, page, pageSize),
    placeholderData: keepPreviousData,
  });

/** GET /admin/{kind}-runs/{id}: the run with its lines. */
async function getRun<T>(kind: RunKind, id: string): Promise<T> {
  const { data } = await call<T>({ area: 'admin', path: runPath(kind, id) });
  return data;
}

export const usePayRun = (id: string) =>
  useQuery({ queryKey: [...key('pay'), 'one', id], queryFn: () => getRun<PayRun>('pay', id) });

export const useInvoiceRun = (id: string) =>
  useQuery({
    queryKey: [...key('invoice'), 'one', id],
    queryFn: () => getRun<InvoiceRun>('invoice', id),
  });

/** POST /admin/pay-runs: a draft over the period; retried safely with an Idempotency-Key. */
export async function createPayRun(body: CreatePayRun, idempotencyKey?: string): Promise<PayRun> {
  const { data } = await call<PayRun>({
    area: 'admin',
    path: COLLECTION.pay,
    method: 'POST',
    body,
    idempotencyKey,
  });
  return data;
}

/** POST /admin/invoice-runs: a draft for the client over the period. */
export async function createInvoiceRun(
  body: CreateInvoiceRun,
  idempotencyKey?: string,
): Promise<InvoiceRun> {
  const { data } = await call<InvoiceRun>({
    area: 'admin',
    path: COLLECTION.invoice,
    method: 'POST',
    body,
    idempotencyKey,
  });
  return data;
}

export function useCreatePayRun() {
  const queryClient = useQueryClient();
  return useKeyedMutation({
    mutationFn: createPayRun,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key('pay') }),
  });
}

export function useCreateInvoiceRun() {
  const queryClient = useQueryClient();
  return useKeyedMutation({
    mutationFn: createInvoiceRun,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key('invoice') }),
  });
}

/** POST …/finalise: the run's hours become paid or invoiced and their days locked. */
export function useFinaliseRun(kind: RunKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await call({ area: 'admin', path: `${runPath(kind, id)}/finalise`, method: 'POST' });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(kind) }),
  });
}

/** POST …/void `{reason}`: a finalised run releases its hours. */
export function useVoidRun(kind: RunKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reason }: { id: string; reason: string }) => {
      await call({
        area: 'admin',
        path: `${runPath(kind, id)}/void`,
        method: 'POST',
        body: { reason },
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(kind) }),
  });
}

export type RunFormat = (typeof INVOICE_RUN_FORMATS)[number];

/**
 * GET …/{id}?format=: the run as a file, saved under the server's name. One export at a time;
 * `running` names the format on its way; `onError` hears a failure.
 */
export function useRunExport(kind: RunKind, id: string, onError: (error: unknown) => void) {
  const [running, setRunning] = useState<RunFormat | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const start = useCallback(
    async (format: RunFormat) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setRunning(format);
      try {
        const file = await fetchFile({
          area: 'admin',
          path: runPath(kind, id),
          params: { format },
          fallbackName: `${kind}-run.${format === 'qbo' || format === 'xero' ? 'csv' : format}`,
          signal: current.signal,
        });
        if (!current.signal.aborted) saveFile(file);
      } catch (error) {
        if (!current.signal.aborted) onError(error);
      } finally {
        if (controller.current === current) {
          controller.current = null;
          setRunning(null);
        }
      }
    },
    [kind, id, onError],
  );
  return { running, start };
}
