// The local lint rule that keeps shared/src/domain free of import cycles (no-import-cycle.mjs):
// it bites on a 2-file and a 3-file cycle, type-only imports and re-exports counted, lets a line
// of imports be, and the real domain passes it under the project's own lint setup.
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { localRules } from './no-import-cycle.mjs';

const root = new URL('../..', import.meta.url).pathname;
const fixtures = 'tooling/lint/fixtures/import-cycles';
const RULE = 'local/no-import-cycle';

const fixtureLint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser },
      plugins: { local: localRules },
      rules: { [RULE]: ['error', { folder: fixtures }] },
    },
  ],
});

async function cycles(eslint: ESLint, files: string[]): Promise<Record<string, string[]>> {
  const results = await eslint.lintFiles(files);
  return Object.fromEntries(
    results.map((result) => [
      path.relative(root, result.filePath),
      result.messages.map((m) => (m.ruleId === RULE ? m.message.replace(/\. Move .*$/, '') : `${m.ruleId}: ${m.message}`)),
    ]),
  );
}

describe('no import cycle (tooling/lint/no-import-cycle.mjs)', () => {
  it('finds a 2-file cycle closed by type imports, from each side', async () => {
    expect(await cycles(fixtureLint, [`${fixtures}/two-*.ts`])).toEqual({
      [`${fixtures}/two-a.ts`]: [`Import cycle in ${fixtures}: two-a.ts → two-b.ts → two-a.ts`],
      [`${fixtures}/two-b.ts`]: [`Import cycle in ${fixtures}: two-b.ts → two-a.ts → two-b.ts`],
    });
  });

  it('finds a 3-file cycle through a value import, a type import and a type re-export', async () => {
    expect(await cycles(fixtureLint, [`${fixtures}/three-*.ts`])).toEqual({
      [`${fixtures}/three-a.ts`]: [`Import cycle in ${fixtures}: three-a.ts → three-b.ts → three-c.ts → three-a.ts`],
      [`${fixtures}/three-b.ts`]: [`Import cycle in ${fixtures}: three-b.ts → three-c.ts → three-a.ts → three-b.ts`],
      [`${fixtures}/three-c.ts`]: [`Import cycle in ${fixtures}: three-c.ts → three-a.ts → three-b.ts → three-c.ts`],
    });
  });

  it('lets imports that run one way be', async () => {
    expect(await cycles(fixtureLint, [`${fixtures}/line-*.ts`])).toEqual({
      [`${fixtures}/line-x.ts`]: [],
      [`${fixtures}/line-y.ts`]: [],
    });
  });

  it('reads the file being linted from the linter, not from disk', async () => {
    const [result] = await fixtureLint.lintText("import { total } from './line-x';\nexport const ZERO = total([]);\n", {
      filePath: path.join(root, fixtures, 'line-y.ts'),
    });
    expect(result?.messages.map((m) => m.message.replace(/\. Move .*$/, ''))).toEqual([`Import cycle in ${fixtures}: line-y.ts → line-x.ts → line-y.ts`]);
  });

  describe('in the project lint setup (eslint.config.js)', { timeout: 60_000 }, () => {
    // The project's own config, so that the rule's wiring counts, but only this rule run.
    const projectLint = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => ruleId === RULE });

    it('keeps the real domain free of cycles', async () => {
      const domain = fs.readdirSync(path.join(root, 'shared/src/domain')).filter((file) => file.endsWith('.ts'));
      expect(domain.length).toBeGreaterThan(50);
      const results = await projectLint.lintFiles(domain.map((file) => `shared/src/domain/${file}`));
      expect(results.flatMap((result) => result.messages.filter((m) => m.ruleId === RULE).map((m) => `${path.basename(result.filePath)}: ${m.message}`))).toEqual([]);
    });

    it('refuses a record type that imports a rule file back, type imports counted', async () => {
      const entities = fs.readFileSync(path.join(root, 'shared/src/domain/entities.ts'), 'utf8');
      const [result] = await projectLint.lintText(`import type { StaffMember } from './staff';\nexport type Member = StaffMember;\n${entities}`, {
        filePath: path.join(root, 'shared/src/domain/entities.ts'),
      });
      expect(result?.messages.filter((m) => m.ruleId === RULE).map((m) => m.message.replace(/\. Move .*$/, ''))).toEqual([
        'Import cycle in shared/src/domain: entities.ts → staff.ts → entities.ts',
      ]);
    });
  });
});
