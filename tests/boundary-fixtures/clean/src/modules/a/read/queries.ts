// Allowed: module read -> platform/db.
import { openDatabase } from '../../../platform/db/connection';

export const listThings = () => openDatabase;
