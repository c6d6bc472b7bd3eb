/**
 * One signer's pad: a white canvas sized by the spec's rules (drawn at the screen's pixel density),
 * dot size 0.3, with a clear button. The parent reads the drawing as a PNG when validating.
 */
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { IonButton, IonIcon } from '@ionic/react';
import { refreshOutline } from 'ionicons/icons';
import SignaturePad from 'signature_pad';
import { useTranslation } from 'react-i18next';
import { SIGNATURE_PAD_DOT_SIZE, type Signer } from '@constat/domain';
import { CAPTURE_NS } from '../capture/i18n/index.ts';
import { padSize } from './padSize.ts';

export interface SignaturePadHandle {
  isEmpty: () => boolean;
  toPng: () => Promise<ArrayBuffer>;
}

export const SignaturePadField = forwardRef<SignaturePadHandle, { signer: Signer; onChange: () => void }>(
  function SignaturePadField({ signer, onChange }, ref) {
    const { t } = useTranslation(CAPTURE_NS);
    const canvas = useRef<HTMLCanvasElement>(null);
    const pad = useRef<SignaturePad | null>(null);
    const [size] = useState(() => padSize(window.innerWidth, window.innerHeight));
    const latestOnChange = useRef(onChange);
    latestOnChange.current = onChange;

    useEffect(() => {
      const element = canvas.current;
      if (!element) return;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      element.width = size.width * ratio;
      element.height = size.height * ratio;
      element.getContext('2d')?.scale(ratio, ratio);
      const instance = new SignaturePad(element, {
        dotSize: SIGNATURE_PAD_DOT_SIZE,
        backgroundColor: '#ffffff',
      });
      instance.clear();
      instance.addEventListener('endStroke', () => latestOnChange.current());
      pad.current = instance;
      return () => instance.off();
    }, [size]);

    useImperativeHandle(ref, () => ({
      isEmpty: () => pad.current?.isEmpty() ?? true,
      toPng: async () => {
        const blob = await new Promise<Blob | null>((resolve) =>
          canvas.current?.toBlob(resolve, 'image/png'),
        );
        if (!blob) throw new Error('signature image not produced');
        return blob.arrayBuffer();
      },
    }));

    return (
      <section className="signature-pad" data-signer={signer.key} style={{ width: `${size.width}px` }}>
        <div className="signature-pad-header">
          <h2 id={`signer-${signer.key}`}>{signer.label}</h2>
          <IonButton
            fill="clear"
            size="small"
            className="signature-clear"
            onClick={() => {
              pad.current?.clear();
              latestOnChange.current();
            }}
          >
            <IonIcon slot="start" icon={refreshOutline} aria-hidden="true" />
            {t('signature.clear')}
          </IonButton>
        </div>
        <canvas
          ref={canvas}
          className="signature-canvas"
          style={{ width: `${size.width}px`, height: `${size.height}px` }}
          role="img"
          aria-labelledby={`signer-${signer.key}`}
        />
      </section>
    );
  },
);
