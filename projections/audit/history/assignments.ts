import type { RawTrailRow } from '../trail/queries';

/** Where a training reaches a person from: a unit, directly or through one of its bundles, with the deadline there. */
export interface Source {
  readonly groupId: string;
  readonly groupName: string | null;
  readonly bundleId: string | null;
  readonly bundleName: string | null;
  readonly deadline: string | null;
}

/** Why a person's assignments changed with a row. */
export type Reason = 'assignment' | 'membership' | 'bundle_changed' | 'group_deleted' | 'bundle_deleted';

export const sourceKey = (trainingId: string, s: Source) => `${trainingId}|${s.groupId}|${s.bundleId ?? ''}`;

/**
 * The state of a person's groups as the rows go by: which groups they belong to, what those
 * groups have assigned (directly, with deadline overrides, through bundles and their trainings).
 */
export class Assignments {
  readonly member = new Map<string, string | null>();
  readonly direct = new Map<string, Map<string, string | null>>();
  readonly overrides = new Map<string, string>();
  readonly bundles = new Map<string, Map<string, { name: string | null; deadline: string | null }>>();
  readonly bundleTrainings = new Map<string, readonly string[]>();
  readonly groupNames = new Map<string, string | null>();

  apply(r: RawTrailRow): Reason | null {
    const g = r.group_id ?? '';
    if (r.group_name !== null && r.group_id) this.groupNames.set(r.group_id, r.group_name);
    switch (r.kind) {
      case 'group.member_added':
        this.member.set(g, r.group_name);
        return 'membership';
      case 'group.member_removed':
        this.member.delete(g);
        return 'membership';
      case 'group.training_assigned': {
        const m = this.direct.get(g) ?? new Map<string, string | null>();
        m.set(r.training_id ?? '', typeof r.data.deadline === 'string' ? r.data.deadline : null);
        this.direct.set(g, m);
        this.overrides.delete(`${g}|${r.training_id}`);
        return 'assignment';
      }
      case 'group.training_unassigned':
        this.direct.get(g)?.delete(r.training_id ?? '');
        return 'assignment';
      case 'group.deadline_set':
        if (typeof r.data.deadline === 'string') this.overrides.set(`${g}|${r.training_id}`, r.data.deadline);
        return 'assignment';
      case 'group.bundle_assigned': {
        const m = this.bundles.get(g) ?? new Map<string, { name: string | null; deadline: string | null }>();
        m.set(r.bundle_id ?? '', { name: r.bundle_name, deadline: typeof r.data.deadline === 'string' ? r.data.deadline : null });
        this.bundles.set(g, m);
        return 'assignment';
      }
      case 'group.bundle_unassigned':
        this.bundles.get(g)?.delete(r.bundle_id ?? '');
        return 'assignment';
      case 'group.deleted':
        this.direct.delete(g);
        this.bundles.delete(g);
        return 'group_deleted';
      case 'bundle.trainings_set':
        this.bundleTrainings.set(r.bundle_id ?? '', Array.isArray(r.data.trainingIds) ? (r.data.trainingIds as string[]) : []);
        return 'bundle_changed';
      case 'bundle.deleted':
        this.bundleTrainings.delete(r.bundle_id ?? '');
        return 'bundle_deleted';
      default:
        return null;
    }
  }

  /** Every (training, group, bundle) that reaches the person now, with its deadline in effect. */
  sources(): Map<string, { trainingId: string; source: Source }> {
    const out = new Map<string, { trainingId: string; source: Source }>();
    for (const [g, joinedName] of this.member) {
      const groupName = this.groupNames.get(g) ?? joinedName;
      for (const [t, deadline] of this.direct.get(g) ?? []) {
        const s: Source = { groupId: g, groupName, bundleId: null, bundleName: null, deadline: this.overrides.get(`${g}|${t}`) ?? deadline };
        out.set(sourceKey(t, s), { trainingId: t, source: s });
      }
      for (const [b, info] of this.bundles.get(g) ?? []) {
        for (const t of this.bundleTrainings.get(b) ?? []) {
          const s: Source = { groupId: g, groupName, bundleId: b, bundleName: info.name, deadline: this.overrides.get(`${g}|${t}`) ?? info.deadline };
          out.set(sourceKey(t, s), { trainingId: t, source: s });
        }
      }
    }
    return out;
  }
}
