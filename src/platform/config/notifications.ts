import { Schema } from 'effect';
import { IntegerAtLeast, NumberAtLeast, withDefault } from './variables';

/** The scheduled work of the modules: the notifications' due-date scan, the data protection job. */
export interface NotificationsConfig {
  /** `NOTIFICATIONS_SCAN_MS`: how often the due-date scan runs (default one minute). */
  readonly scanIntervalMs: number;
  /** `NOTIFICATIONS_SCAN_PAGE_ROWS`: assignment rows one page of a scan step reads (default 1,000; tests walk pages of one). */
  readonly scanPageRows: number;
  /** `PRIVACY_JOB_MS`: how often the data protection job looks for leavers due (default hourly; issue 35). */
  readonly privacyJobMs: number;
}

export const notificationsVariables = {
  NOTIFICATIONS_SCAN_MS: withDefault(NumberAtLeast(50), '60000'),
  NOTIFICATIONS_SCAN_PAGE_ROWS: withDefault(IntegerAtLeast(1), '1000'),
  PRIVACY_JOB_MS: withDefault(NumberAtLeast(1000), '3600000'),
};

export function notificationsConfig(v: Schema.Struct.Type<typeof notificationsVariables>): NotificationsConfig {
  return { scanIntervalMs: v.NOTIFICATIONS_SCAN_MS, scanPageRows: v.NOTIFICATIONS_SCAN_PAGE_ROWS, privacyJobMs: v.PRIVACY_JOB_MS };
}
