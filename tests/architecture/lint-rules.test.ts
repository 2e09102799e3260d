import { describe, it, expect } from 'vitest';
import { ESLint } from 'eslint';

// The architecture rules of ADR 0005 that ESLint enforces; each is proven to fire on a snippet
// that breaks it (and to stay quiet where the rule allows the code).
const eslint = new ESLint();

async function messages(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? ''}: ${m.message}`);
}

describe('architecture lint rules', () => {
  const roleCheck = `export const f = (user: { role: string }, role: string) => user.role === 'root' || 'admin' !== role;\n`;

  it('forbids role string comparisons in modules, projections, platform and the web app', async () => {
    for (const file of ['src/modules/learning/features/x/handler.ts', 'projections/dashboard/x.ts', 'src/platform/http/x.ts', 'src/web/features/x/x.tsx']) {
      const found = await messages(roleCheck, file);
      expect(found.filter((m) => m.startsWith('no-restricted-syntax'))).toHaveLength(2);
    }
  });

  it('does not mistake an empty filter value for a role check', async () => {
    expect(await messages(`export const f = (q: { role: string }) => q.role !== '';\n`, 'src/web/features/x/x.tsx')).toEqual([]);
  });

  it('allows them in the permission table', async () => {
    expect(await messages(roleCheck, 'src/shared/policy.ts')).toEqual([]);
  });

  it('limits files outside domain/ to 250 lines, but not deciders', async () => {
    const long = Array.from({ length: 251 }, (_, i) => `export const v${i} = ${i};`).join('\n') + '\n';
    expect(await messages(long, 'src/modules/learning/features/x/handler.ts')).toEqual(['max-lines: File has too many lines (251). Maximum allowed is 250.']);
    expect(await messages(long, 'src/modules/learning/domain/enrolment.ts')).toEqual([]);
  });
});
