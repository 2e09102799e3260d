import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { ChainVerificationAnswer } from '../../../../shared/contracts/audit';

/** GET /api/audit/verify (docs/api/audit.md). */
export type { ChainBreak, ChainPoint } from '../../../../shared/contracts/audit';
export type Verification = ChainVerificationAnswer;

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
