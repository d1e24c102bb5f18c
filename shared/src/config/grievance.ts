// The Grievance Redressal Officer (RBI Digital Lending Directions: named, with contact details, on
// the website, in every loan confirmation and in the Key Fact Statement). One record, so every
// place that names the officer says the same. Plain data in the core entry: the footer of every
// page shows it, and the shell must not load the schemas entry for that.
export const GRIEVANCE_OFFICER = {
  name: 'Rohini Deshpande',
  designation: 'Grievance Redressal Officer',
  email: 'grievance@loansetu.in',
  phone: '020-4852-7100',
  address: 'LoanSetu, 4th floor, Panchshil Tech Park, Yerawada, Pune 411006',
  hours: 'Monday to Saturday, 10 am to 6 pm',
} as const;
