// VIOLATION web-not-to-server: the browser app imports a projection.
import type { dashboard } from '../../../../projections/dashboard';

export type Dashboard = typeof dashboard;
