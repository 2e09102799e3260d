import { describe, it, expect, afterEach } from 'vitest';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createApp, type App } from '../../../../app';
import { allMigrations, MemoryMailer } from '../../../../../tests/support/app';
import { createTestDb, type TestDb } from '../../../../../tests/support/db';

// Issue 14, production defaults: the generated operator password never reaches the log.
describe('bootstrap of the platform operator', () => {
  let app: App | undefined;
  let testDb: TestDb | undefined;
  let dataDir: string | undefined;

  afterEach(async () => {
    await app?.close();
    await testDb?.drop();
    if (dataDir) await fs.promises.rm(dataDir, { recursive: true, force: true });
  });

  async function start(production: boolean): Promise<string[]> {
    const lines: string[] = [];
    dataDir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'bootstrap-'));
    testDb = await createTestDb('pglite', allMigrations());
    app = await createApp({
      db: testDb.db,
      mailer: new MemoryMailer(),
      config: { webDir: '', seedDemo: false, masterPassword: undefined, masterEmail: 'ops@test.local', dataDir, production },
      log: (m) => lines.push(m),
    });
    return lines;
  }

  it('in production writes the generated password to a file only its owner can read, and logs only where it is', async () => {
    const lines = await start(true);
    const file = path.join(dataDir!, 'master-password.txt');
    const password = (await fs.promises.readFile(file, 'utf8')).trim();
    expect(password.length).toBeGreaterThanOrEqual(10);
    expect((await fs.promises.stat(file)).mode & 0o777).toBe(0o600);
    const said = lines.filter((l) => l.includes('ops@test.local'));
    expect(said).toHaveLength(1);
    expect(said[0]).toContain(file);
    expect(lines.join('\n')).not.toContain(password);
    // and it is the operator's password
    const server = await app!.listen(0);
    const { port } = server.address() as AddressInfo;
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'ops@test.local', password }),
    });
    expect(login.status).toBe(200);
  });

  it('a process starting while another one creates the operator does not fail (the address is claimed before its read model shows it)', async () => {
    await start(false);
    // the second process's read model does not show the operator yet: as if it were still on its way
    await testDb!.db.query('DELETE FROM idn_users WHERE email = $1', ['ops@test.local']);
    const lines: string[] = [];
    const second = await createApp({
      db: testDb!.db,
      mailer: new MemoryMailer(),
      config: { webDir: '', seedDemo: false, masterPassword: undefined, masterEmail: 'ops@test.local', dataDir: dataDir!, production: false },
      log: (m) => lines.push(m),
    });
    await second.close();
    expect(lines).toContain('Platform operator ops@test.local exists (created by another process)');
  });

  it('in development keeps printing it (the convenient default)', async () => {
    const lines = await start(false);
    expect(lines.some((l) => /ops@test\.local \/ \S+/.test(l))).toBe(true);
    expect(fs.existsSync(path.join(dataDir!, 'master-password.txt'))).toBe(false);
  });
});
