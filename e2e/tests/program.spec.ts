import { ProgramPage } from '../pages/program-page.ts';
import { openSignedIn } from '../support/api.ts';
import { expect, expectAccessible, test } from '../support/axe.ts';

/**
 * Each language edits another pair of the demo portfolio "Imports Colombia", so the two runs do not meet:
 * USDCOP's seeded program is a budget from 90 % to 50 % over 12 months, EURUSD's is quarterly
 * 80, 60, 40, 20 %.
 */
const CASES = {
  en: { pair: 'USDCOP', saved: 'The program was saved.', program: 'Program' },
  es: { pair: 'EURUSD', saved: 'El programa fue guardado.', program: 'Programa' },
} as const;

for (const [lang, texts] of Object.entries(CASES)) {
  test(`the treasury user edits the program of a pair, sees the chart follow and finds it saved, in ${lang}`, async ({
    page,
  }) => {
    await openSignedIn(page, 'treasury', '/data', lang as 'en' | 'es');
    const program = new ProgramPage(page);
    await program.expectOpen();
    await expect(page.getByTestId('data-sheet-program')).toHaveText(texts.program);
    await program.choose('data-underlying', texts.pair);
    await expect(program.field('program-current')).toContainText('treasury');
    await expectAccessible(page);

    if (lang === 'en') {
      expect((await program.targets()).slice(0, 12).at(-1)).toBe(50);
      await program.field('program-percentagemonths').fill('90');
      await expect.poll(async () => (await program.targets()).slice(0, 12)).toEqual(Array(12).fill(90));
      // A value out of range is marked and the chart waits for a valid one.
      await program.field('program-months').fill('2');
      await expect(program.field('program-chart-stale')).toBeVisible();
      await program.field('program-months').fill('12');
    } else {
      expect((await program.targets()).slice(0, 4)).toEqual([80, 80, 80, 60]);
      await program.field('program-quarter-0').fill('95,5');
      await expect.poll(async () => (await program.targets()).slice(0, 4)).toEqual([95.5, 95.5, 95.5, 60]);
    }
    const history = program.field('program-history').locator('tbody tr');
    const versions = await history.count();
    expect(await program.save()).toBe(texts.saved);
    await expect(history).toHaveCount(versions + 1);

    await page.reload();
    await program.expectOpen();
    await expect(program.field('data-underlying')).toHaveValue(texts.pair);
    await expect(history).toHaveCount(versions + 1);
    const values = program.field('program-history-values');
    if (lang === 'en') {
      await expect(program.field('program-percentagemonths')).toHaveValue('90');
      expect((await program.targets()).slice(0, 13)).toEqual([...Array(12).fill(90), 0]);
      // The history names each version's percentages; the previous and the current version side
      // by side differ from the second month on, and a version beside itself differs in nothing.
      await expect(values.nth(0)).toHaveText('From 90 % to 90 % over 12 months');
      await expect(values.nth(1)).toHaveText('From 90 % to 50 % over 12 months');
      const compared = (row: string) => program.field(`program-compare-${row}`);
      await expect(compared('type')).toHaveAttribute('data-differs', 'false');
      await expect(compared('values')).toHaveAttribute('data-differs', 'true');
      await expect(compared('month-0')).toHaveAttribute('data-differs', 'false');
      await expect(compared('month-11')).toHaveAttribute('data-differs', 'true');
      await expect(compared('month-11')).toContainText(/50 %\s*90 %/);
      await expectAccessible(page);
      await program.field('program-compare-first').click();
      await page.getByRole('option', { name: new RegExp(`^Version ${versions + 1} ·`) }).click();
      await expect(compared('values')).toHaveAttribute('data-differs', 'false');
      await expect(program.field('program-compare').locator('[data-differs="true"]')).toHaveCount(0);
    } else {
      await expect(program.field('program-quarter-0')).toHaveValue('95,5');
      expect((await program.targets()).slice(0, 4)).toEqual([95.5, 95.5, 95.5, 60]);
      await expect(values.nth(0)).toHaveText('95,5 %, 60 %, 40 %, 20 %, uno por trimestre');
      await expect(program.field('program-compare-values')).toHaveAttribute('data-differs', 'true');
      await expect(program.field('program-compare-month-0')).toContainText(/80 %\s*95,5 %/);
    }
    await expectAccessible(page);
  });
}
