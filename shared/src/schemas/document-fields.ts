// Field schemas of identity and business documents (PAN, Aadhaar, GSTIN, IFSC, vehicle
// registration), with the conventions of fields.ts.
import { string } from 'yup';
import { isValidGstinChecksum, isValidVerhoeff } from './checksums';
import { removeSpacesAndHyphens, unlessBlank, upperCase, type FieldOptions, type Messages } from './field-rules';
import { fillTemplates, VALIDATION_TEXTS } from './validation-texts';

// ---------------------------------------------------------------------------------------------
// PAN

export const PAN_LENGTH = 10;
export const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;

/**
 * The 4th PAN character names the holder's status (Income Tax Department). Anything else is a
 * mistyped PAN, and a GSTIN embeds a PAN, so both schemas use this table.
 */
export const PAN_HOLDER_TYPES = {
  P: 'Individual',
  C: 'Company',
  H: 'Hindu Undivided Family',
  F: 'Firm or LLP',
  A: 'Association of Persons',
  T: 'Trust',
  B: 'Body of Individuals',
  L: 'Local Authority',
  J: 'Artificial Juridical Person',
  G: 'Government',
} as const;

export type PanHolderType = keyof typeof PAN_HOLDER_TYPES;

export function isPanHolderType(character: string): character is PanHolderType {
  return Object.hasOwn(PAN_HOLDER_TYPES, character);
}

/** True for a well-formed PAN with a known holder type (upper case, no spaces). */
export function isValidPan(pan: string): boolean {
  return PAN_PATTERN.test(pan) && isPanHolderType(pan.charAt(3));
}

export type PanMessages = Messages<'required' | 'invalid' | 'holderType'>;

export const PAN_MESSAGES: PanMessages = VALIDATION_TEXTS.pan;

export function createPanSchema(options: FieldOptions<keyof PanMessages> = {}) {
  const m = { ...PAN_MESSAGES, ...options.messages };
  return string()
    .transform(removeSpacesAndHyphens)
    .transform(upperCase)
    .required(m.required)
    .test({ name: 'pan-format', message: m.invalid, test: unlessBlank((v) => PAN_PATTERN.test(v)) })
    .test({
      name: 'pan-holder-type',
      message: m.holderType,
      test: unlessBlank((v) => !PAN_PATTERN.test(v) || isPanHolderType(v.charAt(3))),
    });
}

export const panSchema = createPanSchema();

// ---------------------------------------------------------------------------------------------
// Aadhaar

export const AADHAAR_LENGTH = 12;
const AADHAAR_DIGITS = new RegExp(`^\\d{${AADHAAR_LENGTH}}$`);

export type AadhaarMessages = Messages<'required' | 'length' | 'firstDigit' | 'checksum'>;

export const AADHAAR_MESSAGES: AadhaarMessages = fillTemplates(VALIDATION_TEXTS.aadhaar, { length: AADHAAR_LENGTH });

/** True for a 12-digit Aadhaar number not starting with 0/1 whose Verhoeff check digit matches. */
export function isValidAadhaar(aadhaar: string): boolean {
  return /^[2-9]\d{11}$/.test(aadhaar) && isValidVerhoeff(aadhaar);
}

export function createAadhaarSchema(options: FieldOptions<keyof AadhaarMessages> = {}) {
  const m = { ...AADHAAR_MESSAGES, ...options.messages };
  const twelveDigits = (v: string) => AADHAAR_DIGITS.test(v);
  return (
    string()
      // The card prints the number as "2341 2341 2346"; people copy it that way.
      .transform(removeSpacesAndHyphens)
      .required(m.required)
      .test({ name: 'aadhaar-length', message: m.length, test: unlessBlank(twelveDigits) })
      .test({
        name: 'aadhaar-first-digit',
        message: m.firstDigit,
        test: unlessBlank((v) => !twelveDigits(v) || /^[2-9]/.test(v)),
      })
      .test({
        name: 'aadhaar-checksum',
        message: m.checksum,
        test: unlessBlank((v) => !/^[2-9]\d{11}$/.test(v) || isValidVerhoeff(v)),
      })
  );
}

export const aadhaarSchema = createAadhaarSchema();

// ---------------------------------------------------------------------------------------------
// GSTIN

export const GSTIN_LENGTH = 15;
// 2-digit state code, the holder's PAN, entity number (1-9, then A-Z), the default "Z", and the
// check character. Special registrations (TDS/TCS deductors, UN bodies, non-resident OIDAR) use
// other layouts without a PAN; the marketplace registers regular taxpayers only.
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * GST state codes: 01-38 (01 Jammu and Kashmir … 37 Andhra Pradesh, 38 Ladakh; 25 and 28 are
 * pre-merger codes still printed on older registrations), 97 Other Territory, 99 Centre
 * Jurisdiction.
 */
export const GST_STATE_CODES: readonly string[] = [...Array.from({ length: 38 }, (_, i) => String(i + 1).padStart(2, '0')), '97', '99'];

export type GstinMessages = Messages<'required' | 'length' | 'invalid' | 'stateCode' | 'pan' | 'checksum'>;

export const GSTIN_MESSAGES: GstinMessages = fillTemplates(VALIDATION_TEXTS.gstin, { length: GSTIN_LENGTH });

/** True for a regular-taxpayer GSTIN: layout, state code, embedded PAN and check character. */
export function isValidGstin(gstin: string): boolean {
  return GSTIN_PATTERN.test(gstin) && GST_STATE_CODES.includes(gstin.slice(0, 2)) && isValidPan(gstin.slice(2, 12)) && isValidGstinChecksum(gstin);
}

export function createGstinSchema(options: FieldOptions<keyof GstinMessages> = {}) {
  const m = { ...GSTIN_MESSAGES, ...options.messages };
  // Each later rule assumes the earlier ones held, so a wrong length is not also reported as a
  // bad checksum.
  const wellFormed = (v: string) => GSTIN_PATTERN.test(v);
  return string()
    .transform(removeSpacesAndHyphens)
    .transform(upperCase)
    .required(m.required)
    .test({
      name: 'gstin-length',
      message: m.length,
      test: unlessBlank((v) => v.length === GSTIN_LENGTH),
    })
    .test({
      name: 'gstin-format',
      message: m.invalid,
      test: unlessBlank((v) => v.length !== GSTIN_LENGTH || wellFormed(v)),
    })
    .test({
      name: 'gstin-state-code',
      message: m.stateCode,
      test: unlessBlank((v) => !wellFormed(v) || GST_STATE_CODES.includes(v.slice(0, 2))),
    })
    .test({
      name: 'gstin-pan',
      message: m.pan,
      test: unlessBlank((v) => !wellFormed(v) || isValidPan(v.slice(2, 12))),
    })
    .test({
      name: 'gstin-checksum',
      message: m.checksum,
      test: unlessBlank((v) => !wellFormed(v) || isValidGstinChecksum(v)),
    });
}

export const gstinSchema = createGstinSchema();

// ---------------------------------------------------------------------------------------------
// IFSC

export const IFSC_LENGTH = 11;
/** RBI layout: 4-letter bank code, a reserved 0, then a 6-character branch code. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

export type IfscMessages = Messages<'required' | 'invalid'>;

export const IFSC_MESSAGES: IfscMessages = VALIDATION_TEXTS.ifsc;

export function createIfscSchema(options: FieldOptions<keyof IfscMessages> = {}) {
  const m = { ...IFSC_MESSAGES, ...options.messages };
  return string()
    .trim()
    .transform(upperCase)
    .required(m.required)
    .test({ name: 'ifsc', message: m.invalid, test: unlessBlank((v) => IFSC_PATTERN.test(v)) });
}

export const ifscSchema = createIfscSchema();

// ---------------------------------------------------------------------------------------------
// Vehicle registration number

/**
 * Registration state codes, including the old ones still on plates (OR, UA, DD, DN) and the new
 * (OD, TG, LA, DH). A plate from an unknown code is a typo.
 */
export const VEHICLE_STATE_CODES: readonly string[] = [
  'AN',
  'AP',
  'AR',
  'AS',
  'BR',
  'CG',
  'CH',
  'DD',
  'DH',
  'DL',
  'DN',
  'GA',
  'GJ',
  'HP',
  'HR',
  'JH',
  'JK',
  'KA',
  'KL',
  'LA',
  'LD',
  'MH',
  'ML',
  'MN',
  'MP',
  'MZ',
  'NL',
  'OD',
  'OR',
  'PB',
  'PY',
  'RJ',
  'SK',
  'TG',
  'TN',
  'TR',
  'TS',
  'UA',
  'UK',
  'UP',
  'WB',
];

/** State code, 1-2 digit RTO code, 0-3 letter series, 4-digit number: MH12AB1234, DL3CAB0001. */
export const VEHICLE_NUMBER_PATTERN = /^([A-Z]{2})\d{1,2}[A-Z]{0,3}\d{4}$/;
/** Bharat series (2021): year, "BH", 4 digits, 1-2 letters without I and O: 22BH1234AB. */
export const BH_VEHICLE_NUMBER_PATTERN = /^\d{2}BH\d{4}[A-HJ-NP-Z]{1,2}$/;

export type VehicleNumberMessages = Messages<'required' | 'invalid' | 'stateCode'>;

export const VEHICLE_NUMBER_MESSAGES: VehicleNumberMessages = VALIDATION_TEXTS.vehicleNumber;

export function createVehicleNumberSchema(options: FieldOptions<keyof VehicleNumberMessages> = {}) {
  const m = { ...VEHICLE_NUMBER_MESSAGES, ...options.messages };
  const wellFormed = (v: string) => VEHICLE_NUMBER_PATTERN.test(v) || BH_VEHICLE_NUMBER_PATTERN.test(v);
  return (
    string()
      // Plates and RCs write it "MH 12 AB 1234" or "MH-12-AB-1234"; store it one way.
      .transform((value: unknown) => (typeof value === 'string' ? value.replace(/[\s.-]+/g, '').toUpperCase() : value))
      .required(m.required)
      .test({ name: 'vehicle-number', message: m.invalid, test: unlessBlank(wellFormed) })
      .test({
        name: 'vehicle-state-code',
        message: m.stateCode,
        test: unlessBlank((v) => !VEHICLE_NUMBER_PATTERN.test(v) || VEHICLE_STATE_CODES.includes(v.slice(0, 2))),
      })
  );
}

export const vehicleNumberSchema = createVehicleNumberSchema();
