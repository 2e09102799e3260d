// VIOLATION platform-not-to-projections: the runner imports a read model instead of being handed it.
import { dashboard } from '../../../projections/dashboard';

export const projections = [dashboard];
