import { Link } from 'react-router-dom';
import { GRIEVANCE_OFFICER } from '../config/grievance';
import { paths } from '../config/paths';

/**
 * The Grievance Redressal Officer's name and contact, in the footer of every page and in every
 * loan-related confirmation (RBI Digital Lending Directions).
 */
export function GrievanceContact({ className }: { className?: string }) {
  const officer = GRIEVANCE_OFFICER;
  return (
    <p className={className} data-testid="grievance-officer">
      {officer.designation}: {officer.name}, <a href={`tel:${officer.phone.replace(/-/g, '')}`}>{officer.phone}</a>,{' '}
      <a href={`mailto:${officer.email}`}>{officer.email}</a> ({officer.hours}).{' '}
      <Link to={paths.b2c.grievanceRedressalPolicy}>Raise or track a complaint</Link>
    </p>
  );
}
