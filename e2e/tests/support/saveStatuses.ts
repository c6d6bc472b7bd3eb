/**
 * Every status line an in-progress item showed, in order, as the user saw it. 'Enregistré !' is up
 * for 1 s only: an expect() that polls can step over that whole window on a busy machine (a poll
 * that takes more than the gap between two polls), so the flash is recorded in the page by a
 * MutationObserver instead of being sampled. Install after the last navigation/reload.
 */
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __saveStatuses?: Record<string, string[]>;
  }
}

export async function recordSaveStatuses(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: Record<string, string[]> = {};
    window.__saveStatuses = seen;
    const record = () => {
      for (const item of Array.from(document.querySelectorAll<HTMLElement>('.local-report[data-local-id]'))) {
        const text = item.querySelector('.local-report-status')?.textContent?.trim();
        const id = item.dataset.localId ?? '';
        if (!text) continue;
        const list = (seen[id] ??= []);
        if (list.at(-1) !== text) list.push(text);
      }
    };
    record();
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
}

/** The statuses the item `localId` showed so far (each change once, in order). */
export async function saveStatusesOf(page: Page, localId: number): Promise<string[]> {
  return page.evaluate((id) => window.__saveStatuses?.[id] ?? [], String(localId));
}
