import { ReceivingScreen } from './receiving-screen';
import type { ReceiptView } from './receipt-view';
import { SignedNote, type NoteReclamation } from './signed-note';

interface ReceiptNotePageProps {
  view: ReceiptView;
  userId: number;
  canReceive: boolean;
  basePath: string;
  reclamations: NoteReclamation[] | null;
}

/** A delivery note: the receiving screen while it is a draft the user may receive, else the note as it stands. */
export function ReceiptNotePage({ view, userId, canReceive, basePath, reclamations }: ReceiptNotePageProps) {
  if (view.note.state === 'draft' && canReceive)
    return <ReceivingScreen key={view.note.id} view={view} userId={userId} basePath={basePath} />;
  return <SignedNote view={view} basePath={basePath} canReceive={canReceive} reclamations={reclamations} />;
}
