/**
 * Accessibility check every screen's browser test runs once the screen shows its main state:
 * axe-core with the WCAG 2.1 A and AA rules, failing on serious and critical violations (the ones
 * that stop someone from reading or using the screen). The message lists each rule with its help
 * text and the elements it found, so a failure can be fixed without rerunning anything.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { Result } from 'axe-core';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Landmark rules are "best practice" in axe, not WCAG, so the check above leaves them out; a page
 * with two `main` or a banner inside another still confuses screen-reader navigation.
 */
const LANDMARK_RULES = [
  'landmark-one-main',
  'landmark-no-duplicate-main',
  'landmark-main-is-top-level',
  'landmark-no-duplicate-banner',
  'landmark-banner-is-top-level',
  'landmark-no-duplicate-contentinfo',
  'landmark-contentinfo-is-top-level',
  'landmark-unique',
];

function describe(violations: Result[]): string {
  return violations
    .map((violation) => {
      const targets = violation.nodes
        .map((node) => {
          // The first line of axe's summary says why (e.g. the measured contrast ratio and colours).
          const why = node.failureSummary?.split('\n')[1]?.trim();
          return `    - ${node.target.join(' >> ')}${why ? `: ${why}` : ''}`;
        })
        .join('\n');
      return `[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help}\n${targets}`;
    })
    .join('\n');
}

/** Fails the test when axe finds a serious or critical WCAG 2.1 A/AA violation on the page. */
export async function expectNoSeriousA11yViolations(page: Page, label = page.url()): Promise<void> {
  await untilAnimationsEnd(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  const blocking = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  expect(describe(blocking), `serious or critical accessibility violations on ${label}`).toBe('');
}

/** Fails the test when the page's landmarks are missing, duplicated or nested (any impact). */
export async function expectWellFormedLandmarks(page: Page, label = page.url()): Promise<void> {
  const results = await new AxeBuilder({ page }).withRules(LANDMARK_RULES).analyze();
  expect(describe(results.violations), `landmark violations on ${label}`).toBe('');
}

/**
 * Waits for Ionic's transitions and overlay animations to end: mid-fade, colours are blends and
 * contrast figures would be wrong. Endless animations (spinners) are not waited for. Quiet for
 * three frames in a row: a transition Ionic starts a frame after a change (the condensed header's
 * title fading in once the content moves) is not running yet on the first frame, and axe then read
 * the title half faded (CI, tenant-remarks).
 */
export async function untilAnimationsEnd(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const quiet = document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        );
      const counter = window as unknown as { constatQuietFrames?: number };
      counter.constatQuietFrames = quiet ? (counter.constatQuietFrames ?? 0) + 1 : 0;
      return counter.constatQuietFrames >= 3;
    },
    undefined,
    { polling: 'raf' },
  );
  await page.evaluate(() => {
    delete (window as unknown as { constatQuietFrames?: number }).constatQuietFrames;
  });
}
