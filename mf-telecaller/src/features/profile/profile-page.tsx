// /telecaller-profile: the telecaller's name, languages and working hours, and whether they are on
// duty. Going off duty hands their open leads to the others on duty (the server does it).
import { notify, Page, paths, spinner } from '@platform/shared';
import { SignOutEverywhere } from '@platform/shared/otp';
import { CheckboxGroupField, CheckboxField, Form, SubmitButton, TextField } from '@platform/shared/forms';
import { useQueryClient } from '@platform/shared/query';
import { TELECALLER_LANGUAGES, telecallerProfileSchema, type TelecallerProfileInput } from '@platform/shared/schemas';
import { fetchProfile, saveProfile } from '../../api/leads-api';
import { ConsoleNav } from '../../components/console-nav';
import { DataState } from '../../components/data-state';
import { useTelecallerData } from '../../hooks/use-telecaller-data';
import { texts } from './texts';

export function TelecallerProfilePage() {
  const result = useTelecallerData(['profile'], fetchProfile);
  const queryClient = useQueryClient();
  const { t } = texts.useTexts();
  // The value is the spec's English name; the label is in the reader's language.
  const languageOptions = TELECALLER_LANGUAGES.map((language) => ({ value: language, label: t(`language.${language}`) }));

  async function save(values: TelecallerProfileInput) {
    const answer = await spinner.during(saveProfile(values));
    notify.success(answer);
    await queryClient.invalidateQueries({ queryKey: ['telecaller'] });
  }

  return (
    <Page title={t('title')}>
      <ConsoleNav />
      <DataState result={result}>
        {(profile) => (
          <div className="card account-card">
            <h2 className="card__title" data-testid="telecaller-name">
              {profile.name}
            </h2>
            <Form<TelecallerProfileInput>
              schema={telecallerProfileSchema}
              defaultValues={{ languages: profile.languages, shiftStart: profile.shiftStart, shiftEnd: profile.shiftEnd, onDuty: profile.onDuty }}
              onSubmit={save}
              aria-label={t('formLabel')}
            >
              <CheckboxGroupField name="languages" label={t('languages')} options={languageOptions} />
              <TextField name="shiftStart" label={t('shiftStart')} type="time" />
              <TextField name="shiftEnd" label={t('shiftEnd')} type="time" />
              <CheckboxField name="onDuty" label={t('onDuty')} />
              <div className="form__actions">
                <SubmitButton>{t('save')}</SubmitButton>
              </div>
            </Form>
          </div>
        )}
      </DataState>
      <SignOutEverywhere signInPath={paths.telecaller.login} />
    </Page>
  );
}
