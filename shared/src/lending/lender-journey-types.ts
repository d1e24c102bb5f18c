// The lender journey as the status history answers it (contracts/lender-decisions.ts).
import type { ResponseOf } from '../contracts';
import type { statusHistory } from '../contracts/telecaller';

export type LenderJourneyData = NonNullable<ResponseOf<typeof statusHistory>['data']['lenderJourney']>;
