import { expect } from 'vitest';
import type { TestUser } from './company';
import type { Api } from './world';

/** A published training of `owner` with one text module called `moduleTitle`; returns its id. */
export async function publishedTraining(api: Api, owner: TestUser, title: string, extra: Record<string, unknown>, moduleTitle: string): Promise<string> {
  const created = await api<{ id: string }>('POST', '/api/trainings', { token: owner.token, body: { title, description: 'x', status: 'published', ...extra } });
  expect(created.status).toBe(201);
  await api('POST', '/api/training-modules', { token: owner.token, body: { trainingId: created.body.id, type: 'text', title: moduleTitle, orderIndex: 0, content: { text: 'Lesen.' } } });
  return created.body.id;
}

/** `u` completes a training of one module: starts it, reads the module and confirms with the password. */
export async function completeTraining(api: Api, u: TestUser, trainingId: string): Promise<void> {
  const started = await api<{ modules: { id: string }[] }>('POST', `/api/trainings/${trainingId}/start`, { token: u.token });
  expect(started.status).toBe(200);
  expect((await api('PATCH', `/api/trainings/${trainingId}/progress`, { token: u.token, body: { moduleId: started.body.modules[0]!.id, completed: true } })).status).toBe(200);
  expect((await api('POST', `/api/trainings/${trainingId}/complete`, { token: u.token, body: { password: u.password } })).status).toBe(200);
}
