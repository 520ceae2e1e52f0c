// The import layering of the architecture is kept by lint: these cases prove each rule bites.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

// The first case pays for loading the project's lint setup, seconds on a busy 2-core machine.
describe('import layering', { timeout: 60_000 }, () => {
  it('keeps React, Firebase, storage and the DOM out of the domain', async () => {
    expect(await ruleIds('shared/src/domain/x.ts', "import { useState } from 'react';\nexport const a = useState;\n")).toContain('no-restricted-imports');
    expect(await ruleIds('shared/src/domain/x.ts', "import { getFirestore } from 'firebase/firestore';\nexport const a = getFirestore;\n")).toContain('no-restricted-imports');
    expect(await ruleIds('shared/src/domain/x.ts', "import { Dexie } from 'dexie';\nexport const a = Dexie;\n")).toContain('no-restricted-imports');
    expect(await ruleIds('shared/src/domain/x.ts', 'export const width = window.innerWidth;\n')).toContain('no-restricted-globals');
    expect(await ruleIds('shared/src/domain/x.ts', "import type { Backend } from '../backend/port';\nexport type A = Backend;\n")).toContain('no-restricted-imports');
  });

  it('keeps the backend below the session and the UI', async () => {
    expect(await ruleIds('shared/src/backend/x.ts', "import { useAuth } from '../session/hooks';\nexport const a = useAuth;\n")).toContain('no-restricted-imports');
  });

  it('never lets a remote import another remote, the shell, or shared internals', async () => {
    expect(await ruleIds('mfe-pos/src/x.ts', "import { InventoryScreen } from '../../mfe-inventory/src/inventory-screen';\nexport const a = InventoryScreen;\n")).toContain('no-restricted-imports');
    expect(await ruleIds('mfe-pos/src/x.ts', "import { Frame } from '../../shell/src/frame/frame';\nexport const a = Frame;\n")).toContain('no-restricted-imports');
    expect(await ruleIds('mfe-pos/src/x.ts', "import { cartTotals } from '../../shared/src/domain/totals';\nexport const a = cartTotals;\n")).toContain('no-restricted-imports');
    expect(await ruleIds('mfe-pos/src/x.ts', "import { Dexie } from 'dexie';\nexport const a = Dexie;\n")).toContain('no-restricted-imports');
  });

  it('keeps the test support out of production code', async () => {
    const code = "import { renderWithBackend } from '@shop/shared/testing';\nexport const a = renderWithBackend;\n";
    expect(await ruleIds('mfe-pos/src/x.ts', code)).toContain('@typescript-eslint/no-restricted-imports');
    expect(await ruleIds('shell/src/x.ts', code)).toContain('@typescript-eslint/no-restricted-imports');
    expect(await ruleIds('shared/src/ui/x.ts', "import { renderWithBackend } from '../testing/render';\nexport const a = renderWithBackend;\n")).toContain('@typescript-eslint/no-restricted-imports');
    expect(await ruleIds('mfe-pos/src/x.test.ts', code)).toEqual([]);
    expect(await ruleIds('mfe-pos/src/x.stories.tsx', code)).toEqual([]);
    expect(await ruleIds('mfe-pos/src/testing/x.ts', code)).toEqual([]);
  });

  it("holds Storybook's setup to the shared entry points, test support included", async () => {
    expect(await ruleIds('.storybook/x.tsx', "import { createStoryShop } from '../shared/src/testing/story-shops';\nexport const a = createStoryShop;\n")).toContain('no-restricted-imports');
    expect(await ruleIds('.storybook/x.tsx', "import { createStoryShop } from '@shop/shared/testing';\nexport const a = createStoryShop;\n")).toEqual([]);
  });

  it('lets a remote use the shared entry points', async () => {
    const code = "import { cartTotals } from '@shop/shared/domain';\nimport { useProducts } from '@shop/shared/session';\nimport { Button } from '@shop/shared/ui';\nexport const a = [cartTotals, useProducts, Button];\n";
    expect(await ruleIds('mfe-pos/src/x.ts', code)).toEqual([]);
  });
});
