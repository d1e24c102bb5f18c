// One way for the desk's buttons to move money: the request under the spinner, the server's
// message as a notice, and every list of the desk read again (a refusal has been shown by the API
// client already and changes nothing here).
import { notify, spinner } from '@platform/shared';
import { useQueryClient } from '@platform/shared/query';
import { FINANCE_KEY } from './finance-desk-api';

export function useFinanceAction() {
  const queryClient = useQueryClient();
  return async function act(request: () => Promise<{ message: string }>): Promise<boolean> {
    try {
      const answer = await spinner.during(request());
      notify.success(answer);
      return true;
    } catch {
      return false;
    } finally {
      await queryClient.invalidateQueries({ queryKey: [FINANCE_KEY] });
    }
  };
}
