// /telecaller/telecaller-names: the team, who is on duty, each person's open leads and calls today,
// so a telecaller knows whom a customer was handed to.
import { Page } from '@platform/shared';
import { fetchTeam } from '../../api/leads-api';
import { ConsoleNav } from '../../components/console-nav';
import { DataState } from '../../components/data-state';
import { useTelecallerData } from '../../hooks/use-telecaller-data';
import { texts } from './texts';

export function TeamPage() {
  const result = useTelecallerData(['team'], fetchTeam);
  const { t } = texts.useTexts();
  return (
    <Page title={t('title')} intro={t('intro')} wide>
      <ConsoleNav />
      <DataState result={result}>
        {(team) => (
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">{t('table.name')}</th>
                <th scope="col">{t('table.duty')}</th>
                <th scope="col">{t('table.languages')}</th>
                <th scope="col">{t('table.hours')}</th>
                <th scope="col">{t('table.openLeads')}</th>
                <th scope="col">{t('table.callsToday')}</th>
              </tr>
            </thead>
            <tbody>
              {team.map((member) => (
                <tr key={member.id} data-testid="team-member">
                  <td>{member.name}</td>
                  <td>{member.onDuty ? t('onDuty') : t('offDuty')}</td>
                  <td>{member.languages.join(', ')}</td>
                  <td>
                    {member.shiftStart}–{member.shiftEnd}
                  </td>
                  <td>{member.openLeads}</td>
                  <td>{member.callsToday}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </DataState>
    </Page>
  );
}
