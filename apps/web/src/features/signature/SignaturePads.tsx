/**
 * The pads and the validate button that every signing shares: the report's signature
 * (SignaturePage), the tenant's initials in self-service and the costing's revision sheet. Each
 * screen keeps what validating does; the pads, which signer is missing and the images are here.
 */
import { createRef, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { ERROR_BUTTON_RESET_MS, firstMissingSigner, type Signer } from '@constat/domain';
import { IonButton, IonSpinner } from '../../ui/ionic.ts';
import type { SignatureImage } from '../../storage/closeReport.ts';
import { SignaturePadField, type SignaturePadHandle } from './SignaturePadField.tsx';

type PadRefs = ReadonlyMap<string, RefObject<SignaturePadHandle | null>>;

/** A pad for each signer; `firstMissing` names the first left blank, `images` reads them all. */
export function useSignaturePads(signers: readonly Signer[]) {
  const pads: PadRefs = useMemo(
    () => new Map<string, RefObject<SignaturePadHandle | null>>(signers.map((s) => [s.key, createRef()])),
    [signers],
  );
  const firstMissing = (): Signer | null => {
    const signed = new Set(
      signers.filter((s) => pads.get(s.key)?.current?.isEmpty() === false).map((s) => s.key),
    );
    return firstMissingSigner(signers, signed);
  };
  const images = (): Promise<SignatureImage[]> =>
    Promise.all(
      signers.map(async (signer) => ({
        signer,
        png: await (pads.get(signer.key)?.current as SignaturePadHandle).toPng(),
      })),
    );
  return { pads, firstMissing, images };
}

export type ButtonState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'error'; label: string };

/** The validate button's state: an error shows on the button for ERROR_BUTTON_RESET_MS (spec §8). */
export function useValidateButton() {
  const [button, setButton] = useState<ButtonState>({ kind: 'idle' });
  const resetTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const showError = (label: string) => {
    setButton({ kind: 'error', label });
    if (resetTimer.current !== null) clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => setButton({ kind: 'idle' }), ERROR_BUTTON_RESET_MS);
  };
  /** The form's button props: the error's text while shown, the saving text, else `validate`. */
  const formButton = (texts: { validate: string; saving: string }) => ({
    label: button.kind === 'saving' ? texts.saving : button.kind === 'error' ? button.label : texts.validate,
    saving: button.kind === 'saving',
    failed: button.kind === 'error',
    onDrawn: () => {
      if (button.kind === 'error') setButton({ kind: 'idle' });
    },
  });
  return { button, setButton, showError, formButton };
}

interface PadsFormProps {
  signers: readonly Signer[];
  pads: PadRefs;
  /** A stroke on any pad (a shown error goes back to the button's label). */
  onDrawn: () => void;
  label: string;
  saving: boolean;
  failed: boolean;
  disabled: boolean;
  onValidate: () => void;
  buttonClassName?: string;
  /** Shown between the pads and the button (the revision sheet's error). */
  notice?: ReactNode;
}

export function SignaturePadsForm({
  signers,
  pads,
  onDrawn,
  label,
  saving,
  failed,
  disabled,
  onValidate,
  buttonClassName,
  notice,
}: PadsFormProps) {
  return (
    <>
      <div className="signature-pads">
        {signers.map((signer) => (
          <SignaturePadField key={signer.key} signer={signer} ref={pads.get(signer.key)} onChange={onDrawn} />
        ))}
      </div>
      {notice}
      <div className="signature-submit">
        <IonButton
          expand="block"
          className={buttonClassName ? `signature-validate ${buttonClassName}` : 'signature-validate'}
          color={failed ? 'danger' : 'primary'}
          disabled={disabled}
          onClick={onValidate}
        >
          {saving ? <IonSpinner name="crescent" aria-hidden="true" /> : null}
          {label}
        </IonButton>
      </div>
    </>
  );
}
