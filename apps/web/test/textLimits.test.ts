/**
 * The app's long texts show their limit (docs/ARCHITECTURE.md "Trust"): the textarea refuses more than the
 * domain's limit, and a counter ('1 980 / 2 000') appears once the text nears it.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '@constat/domain';
import { DebouncedTextarea } from '../src/features/editor/DebouncedTextarea.tsx';

const render = (value: string) =>
  renderToStaticMarkup(
    createElement(DebouncedTextarea, {
      id: 'obs',
      value,
      delayMs: 200,
      maxLength: TEXT_LIMITS.observation,
      onCommit: () => undefined,
    }),
  );

describe('a long text field', () => {
  it('takes at most its limit', () => {
    expect(render('Mur propre')).toContain('maxLength="2000"');
  });

  it('shows a counter only near the limit', () => {
    expect(render('Mur propre')).not.toContain('/ 2');
    expect(render('a'.repeat(1980))).toMatch(/1\s980 \/ 2\s000/u);
  });
});
