/**
 * Bulk onboarding (ADR 0029, 0036): an administrator's CSV of members is read at once (a file that cannot be read is
 * refused whole, in words; lib/organisation/csv.ts), answered 202, and worked through after the answer in batches of
 * rows, each batch in one transaction (import-rows.ts: what becomes of each row). Messages go out after each batch,
 * beside the next one, so a slow mail server does not hold the import (import-messages.ts). This file keeps an
 * import's state: its record, its report as far as it got, and who runs it. An import cut short is marked interrupted
 * (ADR 0054): by its own CMS process when that process stops, and, when it was killed, once its heartbeat is
 * `STALE_IMPORT_MS` old (by the next reading of its state, and by every CMS at start); never by another process while
 * its own still works on it.
 */
import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { ORGANISATION_MESSAGES, type ImportRow, type ImportState } from '../../../../contract/organisations';
import { DOCUMENT_ID } from '../../../../contract/learning-forms';
import { readMemberCsv, type ParsedRow, type RejectedRow } from '../../../lib/organisation/csv';
import { IMPORT_FIELDS, toState, type ImportRecord } from '../../../lib/organisation/import-report';
import { IMPORT_UID, idOf, type AdministeredOrganisation } from '../../../lib/organisations';
import { fieldError } from '../../../lib/users';
import type { SessionUser } from '../../account/services/sessions';
import { LIMITS, limitOrThrow } from '../../../lib/limits';
import { importMessagesService } from './import-messages';
import { importRowsService } from './import-rows';

const BATCH_SIZE = 100;
/** A running import's process says it still works on it this often… */
const HEARTBEAT_MS = 10_000;
/** …and one that has not said so for this long was cut short (its process was killed). */
export const STALE_IMPORT_MS = 60_000;
/** This CMS process, as the runner of the imports it starts: several CMS processes share one database. */
const RUNNER = randomUUID();
/** The imports this process is working on now. */
const running = new Set<number>();

export default ({ strapi }: { strapi: Core.Strapi }) => {
  async function run(importId: number, organisation: AdministeredOrganisation, rows: Array<ParsedRow | RejectedRow>) {
    const report: ImportRow[] = [];
    let sending = Promise.resolve();
    const save = (data: Record<string, unknown>) =>
      // Query engine: an import's record is written by its numeric id, every batch.
      strapi.db.query(IMPORT_UID).update({
        where: { id: importId },
        data: { processedRows: report.length, report, heartbeatAt: new Date(), ...data },
      });
    // Between saves too (a slow mail server at the end): the other processes must not take it for cut short.
    const heartbeat = setInterval(() => {
      // Query engine: as `save`, the heartbeat alone.
      strapi.db
        .query(IMPORT_UID)
        .update({ where: { id: importId }, data: { heartbeatAt: new Date() } })
        .catch(() => undefined);
    }, HEARTBEAT_MS);
    heartbeat.unref();
    running.add(importId);
    try {
      for (let start = 0; start < rows.length; start += BATCH_SIZE) {
        // SQLite's driver is synchronous: without a turn of the event loop between batches, no other request would be
        // answered until the whole import is done.
        await new Promise((resolve) => setImmediate(resolve));
        const batch = await importRowsService(strapi).process(organisation, rows.slice(start, start + BATCH_SIZE));
        report.push(...batch.outcomes);
        await save({});
        sending = sending.then(() => importMessagesService(strapi).deliver(batch.messages));
      }
      await sending;
      await save({ status: 'finished' });
    } catch (error) {
      strapi.log.error(`Import ${importId} stopped: ${error instanceof Error ? error.stack : String(error)}`);
      await sending.catch(() => undefined);
      await save({ status: 'interrupted' }).catch(() => undefined);
    } finally {
      clearInterval(heartbeat);
      running.delete(importId);
    }
  }

  /** Running imports whose process stopped saying it works on them: interrupted. */
  async function interruptStale(where: Record<string, unknown> = {}, now = new Date()) {
    // Query engine: one statement over every stale import (updateMany), whichever organisation's.
    await strapi.db.query(IMPORT_UID).updateMany({
      where: {
        ...where,
        status: 'running',
        $or: [{ heartbeatAt: { $null: true } }, { heartbeatAt: { $lt: new Date(now.getTime() - STALE_IMPORT_MS) } }],
      },
      data: { status: 'interrupted' },
    });
  }

  return {
    /** Reads the file, records the import and starts it after the answer: its state, `running`. */
    async start(
      organisation: AdministeredOrganisation,
      user: SessionUser,
      input: { fileName: string; csvBase64: string },
    ): Promise<ImportState> {
      await limitOrThrow(
        strapi,
        `organisation-import:organisation:${organisation.id}`,
        LIMITS.organisationImport,
        ORGANISATION_MESSAGES.tooManyImports,
      );
      const csv = readMemberCsv(Buffer.from(input.csvBase64, 'base64'), { organisationKind: organisation.kind });
      if (!csv.ok) throw fieldError('csvBase64', csv.message);
      const record = (await strapi.documents(IMPORT_UID).create({
        data: {
          organisation: organisation.documentId,
          fileName: input.fileName || 'members.csv',
          status: 'running',
          runner: RUNNER,
          heartbeatAt: new Date(),
          totalRows: csv.rows.length,
          processedRows: 0,
          report: [],
          startedBy: user.id,
        },
        fields: [...IMPORT_FIELDS],
        // Cast: the generated type makes every field optional; these were just written and selected.
      })) as unknown as ImportRecord;
      setImmediate(() => void run(idOf(record.id), organisation, csv.rows));
      return toState(record);
    },

    /** The organisation's import with this id, as far as it got; another organisation's is not found here. */
    async find(organisation: AdministeredOrganisation, importId: string): Promise<ImportState> {
      const read = () =>
        // Query engine: scoped by the organisation's numeric id, with the numeric id `running` knows imports by.
        strapi.db.query(IMPORT_UID).findOne({
          where: { documentId: importId, organisation: { id: organisation.id } },
          select: ['id', 'documentId', ...IMPORT_FIELDS],
        }) as Promise<ImportRecord | null>;
      let record = DOCUMENT_ID.test(importId) ? await read() : null;
      if (!record) throw new errors.NotFoundError(ORGANISATION_MESSAGES.importNotFound);
      // One this process is working on is not stale whatever its heartbeat says (a busy pool can delay a write).
      if (record.status === 'running' && !running.has(record.id)) {
        await interruptStale({ id: record.id });
        record = (await read()) ?? record;
      }
      return toState(record);
    },

    /**
     * At start: imports whose process was killed will not go on; uploading the file again finishes them. Those other
     * CMS processes are working on go on.
     */
    async interruptRunning() {
      await interruptStale();
    },

    /** When this process stops: the imports it was running will not go on. */
    async interruptOwn() {
      if (running.size === 0) return;
      // Query engine: one statement over this process's imports, by numeric id (updateMany).
      await strapi.db.query(IMPORT_UID).updateMany({
        where: { id: { $in: [...running] }, status: 'running', runner: RUNNER },
        data: { status: 'interrupted' },
      });
    },
  };
};
