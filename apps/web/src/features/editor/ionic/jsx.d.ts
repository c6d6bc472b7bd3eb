/**
 * JSX typing of the Ionic custom elements the editor uses directly (see elements.ts for why not the
 * @ionic/react wrappers). React 19 sets known properties on custom elements and passes the rest as
 * attributes.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type Element<Props> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & Props;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ion-item-sliding': Element<{ disabled?: boolean }>;
      'ion-item-options': Element<{ side?: 'start' | 'end' }>;
      'ion-item-option': Element<{ color?: string; expandable?: boolean; disabled?: boolean }>;
      'ion-reorder-group': Element<{ disabled?: boolean }>;
      'ion-reorder': Element<{ slot?: string }>;
      'ion-toggle': Element<{
        checked?: boolean;
        disabled?: boolean;
        'label-placement'?: 'start' | 'end' | 'fixed' | 'stacked';
        justify?: 'start' | 'end' | 'space-between';
      }>;
    }
  }
}
