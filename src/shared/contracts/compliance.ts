/**
 * The compliance dates of one assignment (projections/compliance, ADR 0008) as other parts act on
 * them (notifications, issue 16): assignment, deadline, latest completion, end of validity, opening
 * of the recertification window; infinite instants as null.
 */
export interface AssignmentDates {
  readonly companyId: string;
  readonly userId: string;
  readonly trainingId: string;
  readonly assignedAt: Date;
  readonly deadline: Date | null;
  readonly completedAt: Date | null;
  readonly validUntil: Date | null;
  readonly windowOpens: Date | null;
}
