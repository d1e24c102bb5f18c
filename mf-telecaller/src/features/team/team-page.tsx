// /telecaller/telecaller-names: the team, who is on duty, each person's open leads and calls today,
// so a telecaller knows whom a customer was handed to.
import { Page } from '@platform/shared';
import { fetchTeam } from '../../api/leads-api';
import { ConsoleNav } from '../../components/console-nav';
import { DataState } from '../../components/data-state';
import { useTelecallerData } from '../../hooks/use-telecaller-data';

export function TeamPage() {
  const result = useTelecallerData(['team'], fetchTeam);
  return (
    <Page title="Telecaller team" intro="Everyone on the console, with their open leads and today's calls." wide>
      <ConsoleNav />
      <DataState result={result}>
        {(team) => (
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Duty</th>
                <th scope="col">Languages</th>
                <th scope="col">Hours</th>
                <th scope="col">Open leads</th>
                <th scope="col">Calls today</th>
              </tr>
            </thead>
            <tbody>
              {team.map((member) => (
                <tr key={member.id} data-testid="team-member">
                  <td>{member.name}</td>
                  <td>{member.onDuty ? 'On duty' : 'Off duty'}</td>
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
