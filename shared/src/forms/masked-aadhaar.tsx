// An Aadhaar number on screen (Aadhaar Act s.29): always "XXXX XXXX 1234", whatever it is given,
// read out by screen readers as "Aadhaar ending 1234" rather than a string of Xs.
import { maskAadhaar } from '@platform/shared/schemas';

export function MaskedAadhaar({ value, className }: { value: string; className?: string }) {
  const masked = maskAadhaar(value);
  const lastFour = masked.slice(-4);
  return (
    <span className={className} aria-label={/\d{4}/.test(lastFour) ? `Aadhaar ending ${lastFour}` : 'Aadhaar number'} data-testid="masked-aadhaar">
      {masked}
    </span>
  );
}
