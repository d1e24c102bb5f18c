import { Link } from 'react-router-dom';
import { GRIEVANCE_CONTACT_TEXTS, GRIEVANCE_OFFICER } from '../config/grievance';
import { useLanguage } from '../i18n/language';
import { paths } from '../config/paths';

/**
 * The Grievance Redressal Officer's name and contact, in the footer of every page and in every
 * loan-related confirmation (RBI Digital Lending Directions). The name is the record's, in English
 * letters in every language: marked English, so a screen reader reading a Hindi or Marathi page
 * says it as a name instead of spelling it with a Hindi voice.
 */
export function GrievanceContact({ className }: { className?: string }) {
  const officer = GRIEVANCE_OFFICER;
  const words = GRIEVANCE_CONTACT_TEXTS[useLanguage()];
  return (
    <p className={className} data-testid="grievance-officer">
      {words.designation}: <span lang="en">{officer.name}</span>, <a href={`tel:${officer.phone.replace(/-/g, '')}`}>{officer.phone}</a>,{' '}
      <a href={`mailto:${officer.email}`}>{officer.email}</a> ({words.hours}). <Link to={paths.b2c.grievanceRedressalPolicy}>{words.raiseOrTrack}</Link>
    </p>
  );
}
