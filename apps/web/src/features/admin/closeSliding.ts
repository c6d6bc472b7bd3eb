/**
 * A swiped row stays open under the confirmation dialog; closing it first means a cancelled
 * deletion leaves the list as it was, and a confirmed one does not leave a stray open row.
 */
import type { SyntheticEvent } from 'react';

export function closeSliding(event: SyntheticEvent | Event): void {
  const target = event.target;
  if (!(target instanceof HTMLElement)) return;
  const sliding = target.closest('ion-item-sliding');
  if (sliding) void sliding.close();
}
