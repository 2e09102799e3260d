import { useRef, useState } from 'react';
import { useKioskSignIn, type AuthResult, type KioskCredentials } from '../api/kiosk';
import { useKioskT } from '../i18n';
import { problemOf, type Problem } from './problems';

export type NumberedProblem = Problem & { readonly attempt: number };

/**
 * One sign-in attempt on the kiosk: the answer goes to `onSignedIn`; a refusal becomes the problem
 * shown under the form (a 429 blocks further attempts until its wait is over); a device that is
 * no longer paired goes to `onUnpaired`.
 */
export function useSignInAttempt({
  deviceToken,
  onSignedIn,
  onUnpaired,
}: {
  deviceToken: string;
  onSignedIn: (result: AuthResult) => void;
  onUnpaired: () => void;
}) {
  const { t } = useKioskT();
  const signIn = useKioskSignIn(deviceToken);
  const [problem, setProblem] = useState<NumberedProblem | null>(null);
  const attempts = useRef(0);
  const waiting = problem?.kind === 'wait';

  const submit = async (credentials: KioskCredentials, onRefused?: () => void) => {
    if (signIn.isPending || waiting) return;
    setProblem(null);
    let result: AuthResult;
    try {
      result = await signIn.mutateAsync(credentials);
    } catch (error) {
      const found = problemOf(error, t);
      if (found.kind === 'unpaired') return onUnpaired();
      attempts.current += 1;
      setProblem({ ...found, attempt: attempts.current });
      onRefused?.();
      return;
    }
    onSignedIn(result);
  };

  return { submit, pending: signIn.isPending, problem, waiting, clearProblem: () => setProblem(null) };
}
