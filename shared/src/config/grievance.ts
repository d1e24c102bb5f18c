// The Grievance Redressal Officer (RBI Digital Lending Directions: named, with contact details, on
// the website, in every loan confirmation and in the Key Fact Statement). One record, so every
// place that names the officer says the same. Plain data in the core entry: the footer of every
// page shows it, and the shell must not load the schemas entry for that.
import type { Language } from '../i18n/language';

export const GRIEVANCE_OFFICER = {
  name: 'Rohini Deshpande',
  designation: 'Grievance Redressal Officer',
  email: 'grievance@loansetu.in',
  phone: '020-4852-7100',
  address: 'LoanSetu, 4th floor, Panchshil Tech Park, Yerawada, Pune 411006',
  hours: 'Monday to Saturday, 10 am to 6 pm',
} as const;

/** The footer's words about the officer in each language (the name and contact are the record above). */
export const GRIEVANCE_CONTACT_TEXTS: Record<Language, { designation: string; hours: string; raiseOrTrack: string }> = {
  en: { designation: GRIEVANCE_OFFICER.designation, hours: GRIEVANCE_OFFICER.hours, raiseOrTrack: 'Raise or track a complaint' },
  hi: { designation: 'शिकायत निवारण अधिकारी', hours: 'सोमवार से शनिवार, सुबह 10 से शाम 6 बजे', raiseOrTrack: 'शिकायत दर्ज करें या उसकी स्थिति देखें' },
  mr: { designation: 'तक्रार निवारण अधिकारी', hours: 'सोमवार ते शनिवार, सकाळी 10 ते संध्याकाळी 6', raiseOrTrack: 'तक्रार नोंदवा किंवा तिची स्थिती पाहा' },
};
