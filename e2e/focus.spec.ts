import { expect, openScreen, test, type Page } from './fixtures.ts';
import { DEMO_PASSWORD, signIn } from './helpers.ts';

// WCAG 2.4.7 / UX.md: every element the keyboard reaches shows a focus indicator of at least
// 2 px whose colour stands at least 3:1 against what is behind it.

interface Focused {
  what: string;
  problem: string | null;
}

/** Runs in the page: describes the focused element and what, if anything, is wrong with its ring. */
function inspectFocus(): Focused {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body) return { what: 'body', problem: null };
  const what =
    `${element.tagName.toLowerCase()} ${element.getAttribute('aria-label') ?? element.textContent ?? ''}`
      .trim()
      .slice(0, 60);

  const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
  const luminance = (color: string) => {
    const [r = 0, g = 0, b = 0] = rgb(color).map((value) => {
      const channel = value / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const contrast = (a: string, b: string) => {
    const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (high! + 0.05) / (low! + 0.05);
  };
  const backgroundOf = (start: Element | null) => {
    for (let node = start; node; node = node.parentElement) {
      const color = getComputedStyle(node).backgroundColor;
      const alpha = rgb(color)[3];
      if (color !== 'transparent' && alpha !== 0) return color;
    }
    return 'rgb(255, 255, 255)';
  };

  // The ring may sit on the element, on the MUI control that wraps a hidden input (switches,
  // checkboxes), or be the 2 px border of a focused text field.
  const holders = [element, element.closest('.Mui-focusVisible'), element.parentElement].filter(
    (node): node is HTMLElement => node !== null,
  );
  const rings: { width: number; color: string; on: Element }[] = [];
  for (const holder of holders) {
    const style = getComputedStyle(holder);
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0)
      rings.push({ width: parseFloat(style.outlineWidth), color: style.outlineColor, on: holder });
    const shadow = style.boxShadow.match(
      /(rgba?\([^)]*\))\s+(-?[\d.]+)px\s+(-?[\d.]+)px\s+([\d.]+)px\s+([\d.]+)px/,
    );
    if (shadow) rings.push({ width: Number(shadow[5]), color: shadow[1]!, on: holder });
  }
  const field = element.closest('.MuiInputBase-root.Mui-focused');
  const notched = field?.querySelector('.MuiOutlinedInput-notchedOutline');
  if (notched) {
    const style = getComputedStyle(notched);
    rings.push({
      width: parseFloat(style.borderTopWidth),
      color: style.borderTopColor,
      on: field!,
    });
  }
  if (rings.length === 0) return { what, problem: 'no focus indicator' };
  const best = rings.sort((a, b) => b.width - a.width)[0]!;
  if (best.width < 2) return { what, problem: `indicator ${best.width}px` };
  const ratio = contrast(best.color, backgroundOf(best.on.parentElement));
  if (ratio < 3) return { what, problem: `indicator contrast ${ratio.toFixed(2)}:1` };
  return { what, problem: null };
}

/** Tabs from the top of the screen through `stops` elements, collecting every weak indicator. */
async function tabThrough(page: Page, screen: string, stops = 30) {
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const problems: string[] = [];
  for (let stop = 0; stop < stops; stop += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(inspectFocus);
    if (focused.problem) problems.push(`${screen}: ${focused.what} — ${focused.problem}`);
  }
  return problems;
}

const SCREENS: [path: string, ready: string][] = [
  ['/dashboard', 'Company Dashboard'],
  ['/clients', 'Clients'],
  ['/projects', 'Projects'],
  ['/tasks', 'Tasks'],
  ['/suppliers', 'Suppliers'],
  ['/users', 'Users'],
  ['/timesheets', 'All Timesheets'],
  ['/timesheets/search', 'Search Timecards'],
  ['/profile', 'Your Profile'],
];

test('every element the keyboard reaches on the main screens shows a 2 px focus ring at 3:1', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  const problems = await tabThrough(page, 'Login', 8);
  await signIn(page, 'demo', 'admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/dashboard/);
  for (const [path, heading] of SCREENS) {
    await openScreen(page, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    problems.push(...(await tabThrough(page, path)));
  }
  expect(problems).toEqual([]);
});
