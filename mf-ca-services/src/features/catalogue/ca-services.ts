// The CA services a partner shop can request for its customers. Turnaround is what the government
// portal usually takes once documents are complete; it is stated as a range because the
// department, not us, decides the final date.
export interface CaService {
  id: string;
  name: string;
  summary: string;
  documents: readonly string[];
  turnaround: string;
}

export const caServices: readonly CaService[] = [
  {
    id: 'gst-registration',
    name: 'GST registration',
    summary: 'A GSTIN for a business whose turnover crosses the GST threshold, or that sells online or across states.',
    documents: ['PAN of the business or proprietor', 'Aadhaar of the proprietor, partners or directors', 'Photograph of the proprietor', 'Proof of business address (electricity bill, rent agreement or property tax receipt)', 'Cancelled cheque or bank statement'],
    turnaround: '7 to 10 working days, longer if the officer asks for clarification or a site visit',
  },
  {
    id: 'gst-return',
    name: 'GST return filing',
    summary: 'Monthly or quarterly GSTR-1 and GSTR-3B, and the annual return, filed from the sales and purchase records.',
    documents: ['GST portal login (or OTP access for the registered mobile)', 'Sales invoices for the period', 'Purchase invoices for input tax credit', 'Bank statement for the period'],
    turnaround: '2 to 3 working days before the due date once records are shared',
  },
  {
    id: 'company-registration',
    name: 'Company registration',
    summary: 'Incorporation of a private limited company or LLP with the Ministry of Corporate Affairs, including name approval, PAN and TAN.',
    documents: ['PAN and Aadhaar of every director', 'Passport-size photographs', 'Proof of residence of directors (recent bank statement or utility bill)', 'Proof of registered office and the owner\'s no-objection letter'],
    turnaround: '10 to 15 working days, depending on name approval',
  },
  {
    id: 'pan-new',
    name: 'New PAN card',
    summary: 'A first Permanent Account Number for an individual or a business.',
    documents: ['Aadhaar (for individuals)', 'Photograph and signature', 'Proof of date of birth if not in Aadhaar', 'Registration certificate (for firms and companies)'],
    turnaround: 'e-PAN in about 2 working days; the physical card by post in about 15 days',
  },
  {
    id: 'pan-duplicate',
    name: 'Duplicate PAN card',
    summary: 'A reprint of a lost or damaged PAN card with the same number.',
    documents: ['PAN number or a copy of the old card', 'Aadhaar linked to the PAN', 'Photograph and signature'],
    turnaround: 'About 15 days for the card by post',
  },
  {
    id: 'pan-correction',
    name: 'PAN correction',
    summary: 'Change of name, date of birth, father\'s name, photograph or signature on an existing PAN.',
    documents: ['Copy of the current PAN card', 'Proof of the correct detail (Aadhaar, birth certificate, marriage certificate or gazette notification)', 'Photograph and signature'],
    turnaround: '15 to 20 days',
  },
  {
    id: 'iec',
    name: 'Import Export Code (IEC)',
    summary: 'The DGFT code every business needs before it imports or exports goods or services.',
    documents: ['PAN of the business', 'Aadhaar of the proprietor or a director', 'Proof of business address', 'Cancelled cheque or bank certificate'],
    turnaround: '1 to 3 working days',
  },
  {
    id: 'trademark',
    name: 'Trademark registration',
    summary: 'Filing a brand name or logo with the Trade Marks Registry, after a search for conflicting marks.',
    documents: ['Applicant\'s name, address and PAN', 'Logo image or the word mark', 'Class of goods or services', 'MSME (Udyam) certificate, for the lower fee for small businesses', 'Signed authorisation for the attorney'],
    turnaround: 'Application number within 2 working days; registration usually takes many months if no one objects',
  },
  {
    id: 'dsc',
    name: 'Digital signature certificate (DSC)',
    summary: 'A Class 3 certificate on a USB token for signing GST, MCA, income-tax and tender filings.',
    documents: ['PAN', 'Aadhaar', 'Photograph', 'Mobile number and email for video and OTP verification'],
    turnaround: '1 to 2 working days after video verification',
  },
  {
    id: 'fssai',
    name: 'FSSAI food licence',
    summary: 'Basic registration or state licence for anyone making, storing, selling or serving food, depending on turnover.',
    documents: ['Photo ID and photograph of the owner', 'Proof of premises (rent agreement or ownership proof)', 'List of food products', 'Business constitution documents (for firms and companies)'],
    turnaround: '7 to 30 days, depending on registration or licence and any inspection',
  },
  {
    id: 'msme',
    name: 'MSME (Udyam) registration',
    summary: 'Free government registration that lets a small business claim MSME benefits such as priority lending and delayed-payment protection.',
    documents: ['Aadhaar of the proprietor, partner or director', 'PAN of the business', 'GSTIN, where the business has one', 'Bank account details'],
    turnaround: 'Usually the same or next working day',
  },
];
