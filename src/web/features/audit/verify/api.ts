import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/audit/verify (docs/api/audit.md). */
export interface ChainPoint {
  readonly hash: string;
  readonly seq: number;
  readonly at: string;
}
export type ChangedField = 'company' | 'position' | 'stream' | 'version' | 'type' | 'time' | 'data' | 'metadata' | 'link';
export interface ChainBreak {
  readonly kind: 'altered' | 'inserted' | 'deleted';
  readonly reason: 'changed' | 'no_link' | 'out_of_order' | 'missing_event' | 'missing_link';
  readonly seq: number | null;
  readonly eventId: string | null;
  readonly position: string | null;
  readonly eventType: string | null;
  readonly streamId: string | null;
  readonly changed: readonly ChangedField[];
}
export interface Verification {
  readonly ok: boolean;
  readonly checked: number;
  readonly pending: number;
  readonly head: ChainPoint | null;
  readonly breaks: readonly ChainBreak[];
  readonly breakCount: number;
  readonly headFound?: boolean;
  readonly foundHead?: ChainPoint | null;
}

export const HEAD_PATTERN = /^[0-9a-f]{16,64}$/;

export const verifyKeys = {
  all: ['audit', 'verify'] as const,
  run: (head: string | null) => [...verifyKeys.all, head ?? ''] as const,
};

const verifyQuery = (head: string | null) =>
  queryOptions({
    queryKey: verifyKeys.run(head),
    queryFn: ({ signal }) => api.get<Verification>(`/api/audit/verify${head ? `?head=${encodeURIComponent(head)}` : ''}`, signal),
    staleTime: 0,
    retry: false,
  });

/** The chain's verification; with a head, also whether that older head is still in the chain. */
export const useVerification = (head: string | null = null, enabled = true) => useQuery({ ...verifyQuery(head), enabled });
