// What the customer told us, as words a telecaller reads (issue 33): each answer under its name in
// the reader's language, amounts in rupees, a card by its bank and name, choices by their label.
import { bankOfCard, cardById } from '@platform/shared/schemas';
import { formatDateTime, formatRupees } from '../../components/data-state';
import { texts } from './texts';

type Named = 'email' | 'address' | 'city' | 'referred' | 'otpStatus' | 'verifiedAt' | 'loanAmount' | 'outstandingAmount' | 'employmentType' | 'cardId' | 'pan';
const NAMED: readonly Named[] = [
  'email',
  'address',
  'city',
  'referred',
  'otpStatus',
  'verifiedAt',
  'loanAmount',
  'outstandingAmount',
  'employmentType',
  'cardId',
  'pan',
];
const EMPLOYMENT = ['salaried', 'self-employed-business', 'self-employed-professional'] as const;

/** "someAnswer" → "Some answer", for an answer a newer form asks that has no name here yet. */
const sentence = (key: string) => {
  const words = key.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function valueOf(key: string, value: unknown): string {
  switch (key) {
    case 'loanAmount':
    case 'outstandingAmount':
      return Number.isFinite(Number(value)) ? formatRupees(Number(value)) : String(value);
    case 'otpStatus':
      return value === 'verified' ? texts.t('request.otpVerified') : texts.t('request.otpAwaiting');
    case 'verifiedAt':
      return formatDateTime(String(value));
    case 'employmentType': {
      const known = EMPLOYMENT.find((choice) => choice === value);
      return known ? texts.t(`request.employment.${known}`) : String(value);
    }
    case 'cardId': {
      const card = cardById(String(value));
      return card ? `${bankOfCard(card.bank).name} ${card.name}` : String(value);
    }
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/** The request's answers (nested details flattened), each [name, value], empty ones left out. */
export function requestRows(request: Record<string, unknown>): Array<[string, string]> {
  const flat: Record<string, unknown> = { ...request, ...((request.details as Record<string, unknown> | undefined) ?? {}) };
  delete flat.details;
  return Object.entries(flat)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([key, value]) => {
      const named = NAMED.find((name) => name === key);
      return [named ? texts.t(`request.${named}`) : sentence(key), valueOf(key, value)];
    });
}
