// What the last save of a lender form came to, kept beside the form: the toast goes, this stays.
export type Outcome = { saved: boolean; message: string } | null;

export function SaveOutcome({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  return outcome.saved ? (
    <p role="status">{outcome.message}</p>
  ) : (
    <p className="data-error" role="alert">
      {outcome.message}
    </p>
  );
}
