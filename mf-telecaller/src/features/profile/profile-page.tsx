// /telecaller-profile: the telecaller's name, languages and working hours, and whether they are on
// duty. Going off duty hands their open leads to the others on duty (the server does it).
import { notify, Page, spinner } from '@platform/shared';
import { CheckboxGroupField, CheckboxField, Form, SubmitButton, TextField } from '@platform/shared/forms';
import { useQueryClient } from '@platform/shared/query';
import { TELECALLER_LANGUAGES, telecallerProfileSchema, type TelecallerProfileInput } from '@platform/shared/schemas';
import { fetchProfile, saveProfile } from '../../api/leads-api';
import { ConsoleNav } from '../../components/console-nav';
import { DataState } from '../../components/data-state';
import { useTelecallerData } from '../../hooks/use-telecaller-data';

const LANGUAGE_OPTIONS = TELECALLER_LANGUAGES.map((language) => ({ value: language, label: language }));

export function TelecallerProfilePage() {
  const result = useTelecallerData(['profile'], fetchProfile);
  const queryClient = useQueryClient();

  async function save(values: TelecallerProfileInput) {
    const answer = await spinner.during(saveProfile(values));
    notify.success(answer.message);
    await queryClient.invalidateQueries({ queryKey: ['telecaller'] });
  }

  return (
    <Page title="My profile">
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
              aria-label="Telecaller profile"
            >
              <CheckboxGroupField name="languages" label="Languages I call in" options={LANGUAGE_OPTIONS} />
              <TextField name="shiftStart" label="Shift starts" type="time" />
              <TextField name="shiftEnd" label="Shift ends" type="time" />
              <CheckboxField name="onDuty" label="On duty: give me new leads" />
              <div className="form__actions">
                <SubmitButton>Save profile</SubmitButton>
              </div>
            </Form>
          </div>
        )}
      </DataState>
    </Page>
  );
}
