// One document the shop uploaded for the lead: fetched through the API with the telecaller's
// token (never a URL anyone could open) and handed to the browser under its file name.
import { saveFile, spinner } from '@platform/shared';
import { fetchLeadDocument, type LeadDocument } from '../../api/leads-api';

export function LeadDocumentLink({ leadId, document: doc }: { leadId: string; document: LeadDocument }) {
  async function open() {
    try {
      saveFile(await spinner.during(fetchLeadDocument(leadId, doc.kind)), doc.fileName);
    } catch {
      // The API client has told the telecaller why.
    }
  }
  return (
    <button type="button" className="button button--link" onClick={() => void open()}>
      {doc.label}: {doc.fileName}
    </button>
  );
}
