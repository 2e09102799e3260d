import { saveResponse } from '../../../lib/download';
import { getToken } from '../../../lib/storage';

/** GET /api/user/data-export, saved under the server's file name (a plain link cannot carry the bearer token). */
export async function downloadMyData(): Promise<void> {
  const token = getToken();
  const response = await fetch('/api/user/data-export', { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`data export: ${response.status}`);
  await saveResponse(response, 'meine-daten.json');
}
