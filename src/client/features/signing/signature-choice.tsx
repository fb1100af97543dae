import type { Locale } from '../../../domain/common/i18n.ts';
import { DrawnSignaturePad } from './drawn-signature-pad.tsx';
import type { Drawing, SignatureType } from './sign-form-values.ts';
import { SignatureMethodFieldset } from './signature-method-fieldset.tsx';
import { TypedSignaturePreview } from './typed-signature-preview.tsx';

/** Typed or drawn, and below the choice the preview of the typed name or the drawing box. */
export function SignatureChoice({
  typeId,
  imageId,
  signatureType,
  drawing,
  fullName,
  errors,
  language,
  onTypeChange,
  onDrawingChange,
}: {
  typeId: string;
  imageId: string;
  signatureType: SignatureType;
  drawing: Drawing | null;
  fullName: string;
  errors: { signatureType?: string; signatureImage?: string };
  language: Locale;
  onTypeChange: (type: SignatureType) => void;
  onDrawingChange: (drawing: Drawing | null) => void;
}) {
  return (
    <>
      <SignatureMethodFieldset
        id={typeId}
        value={signatureType}
        error={errors.signatureType}
        language={language}
        onChange={onTypeChange}
      />
      {signatureType === 'typed' ? (
        <TypedSignaturePreview fullName={fullName} language={language} />
      ) : (
        <DrawnSignaturePad
          id={imageId}
          drawing={drawing}
          error={errors.signatureImage}
          language={language}
          onChange={onDrawingChange}
        />
      )}
    </>
  );
}
