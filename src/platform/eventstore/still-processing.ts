/**
 * A command whose events are stored while the read models it waited for have not caught up yet
 * (issue 31, item 5): the change stands, but a view read now would not show it. The HTTP layer
 * answers 202 "wird verarbeitet" with the position, so the caller learns it was recorded and
 * where to ask when it is visible (`GET /api/read-models/caught-up?position=`), never a 404 or
 * 409 for a change it made.
 */
export class StillProcessing extends Error {
  constructor(
    /** Position of the command's last event. */
    readonly position: string,
    /** The read models that had not passed it. */
    readonly readModels: readonly string[],
  ) {
    super(`recorded at ${position}; read models still behind: ${readModels.join(', ')}`);
    this.name = 'StillProcessing';
  }
}

/**
 * For a command run with `whenReadModelsLate: 'continue'` whose handler had work to finish first
 * (authentication effects that must hold before the answer): now answer 202 if its read models
 * were still behind.
 */
export function throwIfBehind(outcome: { readonly position: string | undefined; readonly behind?: readonly string[] }): void {
  if (outcome.position && outcome.behind && outcome.behind.length > 0) throw new StillProcessing(outcome.position, outcome.behind);
}
