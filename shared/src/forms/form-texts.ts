// The reader's language for what the schemas and the shared tables say in English: validation
// messages and option words, looked up by their English (decision 049).
//
// Why by the English words and not a key carried on the error: the API parses these very schemas
// and must keep answering the English strings, so a message has to stay a plain string in yup;
// yup's own rules (required, min, max …) take nothing but that string (a message function's result
// becomes the string), and @hookform/resolvers hands a form only `message` and `type` (the test's
// name, the same for every field's `required`). The English is built from the keyed templates of
// schemas/validation-texts.ts, so the lookup cannot miss a message the schemas give; and looking
// up at render time also re-words an error already on screen when the language is switched.
// Anything unknown (an area's own wording passed as `messages`, a server's specific answer put
// with setError) is shown as given.
import { useTexts } from '@platform/shared/i18n';
import { choiceKeyOf, recogniseValidationMessage } from '@platform/shared/schemas';

/** A validation message in the current language. */
export function useValidationText(): (message: string) => string {
  const { t, i18n } = useTexts('validation');
  return (message) => {
    // English is shown as the schema gave it, byte for byte (the spec's words).
    if (i18n.language === 'en') return message;
    const recognised = recogniseValidationMessage(message);
    if (!recognised) return message;
    const values: Record<string, string> = { ...recognised.values };
    if (recognised.labelKey) {
      const label = t(`labels.${recognised.labelKey}`);
      values.label = label;
      values.lowerLabel = label;
    }
    return t(recognised.key, values);
  };
}

/** An option's words in the current language when they come from a shared table. */
export function useChoiceText(): (label: string) => string {
  const { t, i18n } = useTexts('choices');
  return (label) => {
    if (i18n.language === 'en') return label;
    const key = choiceKeyOf(label);
    return key ? t(key) : label;
  };
}
