import type { Page } from '@playwright/test';
import { apiCall, newCompany, type Company } from './helpers';

/** The training of the kiosk tests (issue 33). */
export const FORKLIFT_TRAINING = 'Staplerfahrer-Unterweisung';

/** A new company (through the API, as its root) with a published forklift training of one text module, and an empty unit. */
export async function companyWithForkliftTraining(page: Page, unitName: string): Promise<{ company: Company; root: string; trainingId: string; unitId: string }> {
  const company = newCompany();
  const root = (await apiCall<{ token: string }>(page, null, 'post', '/api/auth/register', { ...company, gdprConsent: true })).token;
  const training = await apiCall<{ id: string }>(page, root, 'post', '/api/trainings', {
    title: { de: FORKLIFT_TRAINING, en: 'Forklift driver instruction' },
    description: { de: 'Sicheres Fahren und Laden mit dem Gabelstapler.' },
    status: 'published',
    isRequired: true,
  });
  await apiCall(page, root, 'post', '/api/training-modules', { trainingId: training.id, type: 'text', title: 'Vor der Fahrt: Sichtprüfung', orderIndex: 0, content: { text: 'Reifen, Gabel, Hydraulik, Hupe.' } });
  const unit = await apiCall<{ id: string }>(page, root, 'post', '/api/user-groups', { name: unitName });
  return { company, root, trainingId: training.id, unitId: unit.id };
}
