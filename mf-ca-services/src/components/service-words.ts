// A service's words in the current language: its name, summary and turnaround, its fields' and
// documents' labels and hints, and the upload limits. Whatever the texts lack (a service added to
// the catalogue later) shows the catalogue's English rather than a key.
import { SERVICE_UPLOAD_LIMITS, type ServiceDefinition, type ServiceDocument, type ServiceField } from '@platform/shared/schemas';
import { texts } from './texts';

// Two services use a field or document name the others use with another label; their words are
// kept under their own key.
const FIELD_KEYS: Readonly<Record<string, Readonly<Record<string, string>>>> = { 'graphics-design': { brief: 'designBrief' } };
const DOCUMENT_KEYS: Readonly<Record<string, Readonly<Record<string, string>>>> = { 'social-media': { content: 'businessPhotos' } };

const fieldKey = (service: ServiceDefinition, field: ServiceField) => FIELD_KEYS[service.id]?.[field.name] ?? field.name;
const documentKey = (service: ServiceDefinition, doc: ServiceDocument) => DOCUMENT_KEYS[service.id]?.[doc.key] ?? doc.key;

type Lookup = (key: string, values?: Record<string, unknown>) => string;

function wordsWith(t: Lookup) {
  const say = (key: string, english: string) => t(key, { defaultValue: english });
  return {
    name: (service: ServiceDefinition) => say(`services.${service.id}.name`, service.name),
    summary: (service: ServiceDefinition) => say(`services.${service.id}.summary`, service.summary),
    turnaround: (service: ServiceDefinition) => say(`services.${service.id}.turnaround`, service.turnaround),
    fieldLabel: (service: ServiceDefinition, field: ServiceField) => say(`fields.${fieldKey(service, field)}.label`, field.label),
    fieldHint: (service: ServiceDefinition, field: ServiceField) =>
      field.hint === undefined ? undefined : say(`fields.${fieldKey(service, field)}.hint`, field.hint),
    option: (field: ServiceField, option: { value: string; label: string }) => say(`options.${field.name}.${option.value}`, option.label),
    documentLabel: (service: ServiceDefinition, doc: ServiceDocument) => say(`documents.${documentKey(service, doc)}.label`, doc.label),
    documentHint: (service: ServiceDefinition, doc: ServiceDocument) =>
      doc.hint === undefined ? undefined : say(`documents.${documentKey(service, doc)}.hint`, doc.hint),
    /** SERVICE_UPLOAD_MESSAGES.limitsHint in the current language. */
    limitsHint: () =>
      t('uploads.limitsHint', {
        types: t('uploads.types'),
        mb: SERVICE_UPLOAD_LIMITS.maxFileBytes / (1024 * 1024),
        files: SERVICE_UPLOAD_LIMITS.maxFiles,
      }),
  };
}

export type ServiceWords = ReturnType<typeof wordsWith>;

/** For components: follows the language switch. */
export function useServiceWords(): ServiceWords {
  const { t } = texts.useTexts();
  return wordsWith(t as Lookup);
}

/** Outside React (toasts): the current language when called. */
export const serviceWords = (): ServiceWords => wordsWith(texts.t as Lookup);
