/**
 * One signer's pad: a white canvas sized by the spec's rules (drawn at the screen's pixel density),
 * dot size 0.3, with a clear button. It follows the window's size (rotation, split view) and keeps
 * what was drawn. The parent reads the drawing as a PNG when validating.
 */
import { forwardRef, useEffect, useImperativeHandle, useLayoutEffect, useRef, useState } from 'react';
import { IonButton, IonIcon } from '../../ui/ionic.ts';
import { refreshOutline } from '../../ui/icons.ts';
import SignaturePad from 'signature_pad';
import { useTranslation } from 'react-i18next';
import { SIGNATURE_PAD_DOT_SIZE, type Signer } from '@constat/domain';
import { CAPTURE_NS } from '../capture/i18n/index.ts';
import { padSize, scaleStrokes, type PadSize } from './padSize.ts';

export interface SignaturePadHandle {
  isEmpty: () => boolean;
  toPng: () => Promise<ArrayBuffer>;
}

export const SignaturePadField = forwardRef<SignaturePadHandle, { signer: Signer; onChange: () => void }>(
  function SignaturePadField({ signer, onChange }, ref) {
    const { t } = useTranslation(CAPTURE_NS);
    const canvas = useRef<HTMLCanvasElement>(null);
    const pad = useRef<SignaturePad | null>(null);
    const [size, setSize] = useState(() => padSize(window.innerWidth, window.innerHeight));
    /** The size the canvas's pixels were last laid out for. */
    const drawnSize = useRef<PadSize | null>(null);
    const latestOnChange = useRef(onChange);
    latestOnChange.current = onChange;

    // A phone turned to landscape, a tablet's split view changed: the pad takes the new size.
    useEffect(() => {
      const follow = () =>
        setSize((current) => {
          const next = padSize(window.innerWidth, window.innerHeight);
          return next.width === current.width && next.height === current.height ? current : next;
        });
      window.addEventListener('resize', follow);
      return () => window.removeEventListener('resize', follow);
    }, []);

    // A layout effect, declared before the sizing one: the pad exists when the canvas is first sized.
    useLayoutEffect(() => {
      const element = canvas.current;
      if (!element) return;
      const instance = new SignaturePad(element, {
        dotSize: SIGNATURE_PAD_DOT_SIZE,
        backgroundColor: '#ffffff',
      });
      instance.addEventListener('endStroke', () => latestOnChange.current());
      pad.current = instance;
      drawnSize.current = null;
      return () => {
        instance.off();
        pad.current = null;
      };
    }, []);

    // As signature_pad's docs do on resize: the canvas at the screen's pixel density, then the
    // strokes drawn again from their points (a canvas resize erases it), scaled to the new size.
    useLayoutEffect(() => {
      const element = canvas.current;
      const instance = pad.current;
      if (!element || !instance) return;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const strokes = instance.toData();
      element.width = size.width * ratio;
      element.height = size.height * ratio;
      element.getContext('2d')?.scale(ratio, ratio);
      const before = drawnSize.current;
      drawnSize.current = size;
      instance.fromData(before === null ? [] : scaleStrokes(strokes, before, size));
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
