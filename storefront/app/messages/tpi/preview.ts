/** An editor's preview of a draft (ADR 0032), in Tok Pisin. */
import type { preview as english } from '../en/preview';
import type { Translation } from '../types';

export const preview: Translation<typeof english> = {
  bannerTitle: 'Preview — i no go ples klia yet',
  bannerText:
    'Ol sumatin i no inap lukim dispela yet. Em i draft, olsem ol sumatin bai lukim taim em i go ples klia. Mipela i no seivim wanpela samting long hia.',
  /** The course page's enrolment card, in a preview. */
  enrolInert: 'Ol sumatin bai joinim long hia taim kos i go ples klia.',
  /** The quiz and Mark as Read, in a preview. */
  quizInert: 'Long preview yu no inap salim kwis, na mipela i no kaunim wanpela samting.',
  /** After quizInert, for a module whose attempts draw their questions from a pool (ADR 0044). */
  quizPool: (asked: number, pool: number) =>
    `Olgeta taim sumatin i traim, kwis i askim ${asked} askim long ${pool} askim bilong dispela hap skul, narapela narapela long olgeta taim; hia em wanpela bilong ol.`,
  /** After quizInert, for a Tok Pisin draft whose quiz does not pair with the English one (ADR 0049). */
  quizNotPaired:
    'Ol sumatin i ritim Tok Pisin bai kisim kwis long Inglis: kwis long Tok Pisin i mas askim wankain askim long wankain oda, wan wan i gat wankain namba bilong ol bekim, na stretpela bekim i stap long wankain ples.',
  markReadInert: 'Long preview mipela i no makim wanpela samting olsem yu ritim pinis.',
  alertIntro: 'Olsem wanem dispela woning bai kamap long Fri Senta long Save long Cyber.',
  refusedTitle: 'Mipela i no inap soim dispela preview',
  refusedHelp: 'Ol preview link i wok long wan aua tasol. Long admin panel, opim dokumen na makim Open preview gen.',
  notFound: 'Nogat samting long preview long dispela adres.',
  unavailable: 'Sevis bilong ol toktok i no bekim. Traim gen bihain long wan minit.',
  metaTitle: (title: string) => `Preview: ${title}`,
};
