import { Schema } from 'effect';
import { IntegerAtLeast, NumberAtLeast, withDefault } from './variables';

/** The due-date scan of the notifications module. */
export interface NotificationsConfig {
  /** `NOTIFICATIONS_SCAN_MS`: how often the due-date scan runs (default one minute). */
  readonly scanIntervalMs: number;
  /** `NOTIFICATIONS_SCAN_PAGE_ROWS`: assignment rows one page of a scan step reads (default 1,000; tests walk pages of one). */
  readonly scanPageRows: number;
}

export const notificationsVariables = {
  NOTIFICATIONS_SCAN_MS: withDefault(NumberAtLeast(50), '60000'),
  NOTIFICATIONS_SCAN_PAGE_ROWS: withDefault(IntegerAtLeast(1), '1000'),
};

export function notificationsConfig(v: Schema.Struct.Type<typeof notificationsVariables>): NotificationsConfig {
  return { scanIntervalMs: v.NOTIFICATIONS_SCAN_MS, scanPageRows: v.NOTIFICATIONS_SCAN_PAGE_ROWS };
}
