/**
 * Sorts people by last name, then first name, the way German lists do (DIN 5007-1: ä as a, ß as ss),
 * independent of the database's collation: compare the keys byte-wise (`COLLATE "C"`).
 */
export const personSortKey = (p: { firstName?: string | undefined; lastName?: string | undefined }): string =>
  `${p.lastName ?? ''}\u0001${p.firstName ?? ''}`.normalize('NFKD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss').toLowerCase();
