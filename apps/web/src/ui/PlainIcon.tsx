/**
 * An ionicons icon (ui/icons.ts) drawn as a plain inline <svg>, without ion-icon's web component:
 * for lists that repeat icons many times (each ion-icon is a custom element to upgrade and
 * a shadow root to build). Styled as ion-icon styles the icons (ui/plainControls.css).
 */
import { memo } from 'react';
import './plainControls.css';

const DATA_URI = /^data:image\/svg\+xml;utf8,<svg[^>]*>(.*)<\/svg>$/s;

/** The icon's inner markup: the constants of ui/icons.ts, never user input. */
const markupOf = (icon: string): string => DATA_URI.exec(icon)?.[1] ?? '';

export const PlainIcon = memo(function PlainIcon({ icon }: { icon: string }) {
  return (
    <svg
      className="plain-icon"
      viewBox="0 0 512 512"
      aria-hidden="true"
      focusable="false"
      dangerouslySetInnerHTML={{ __html: markupOf(icon) }}
    />
  );
});
