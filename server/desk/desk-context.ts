import type { FastifyRequest } from 'fastify';
import type { AnyResource } from '../../src/registry/define-resource';
import { tableModel, type TableModel } from '../db/table-model';
import { notFound } from '../http/errors';
import type { WriteScope } from '../resources/write-record';

/** The desk's tables, resolved once from the registry. */
export interface DeskModels {
  enquiries: TableModel;
  messages: TableModel;
  reads: TableModel;
  labels: TableModel;
  users: TableModel;
  attachments: TableModel;
}

/** What every desk route needs: the server's deps, the registry (what a write needs) and the desk's tables. */
export interface DeskContext extends WriteScope {
  models: DeskModels;
}

/**
 * The desk's tables, or undefined when the registry lacks one of them (a
 * test registry without the desk), in which case no desk route is mounted.
 */
export function deskModels(
  registry: readonly AnyResource[],
): DeskModels | undefined {
  const find = (name: string) => {
    const entry = registry.find((r) => r.name === name);
    return entry && !entry.report && !entry.source
      ? tableModel(entry)
      : undefined;
  };
  const enquiries = find('enquiries');
  const messages = find('enquiry-messages');
  const reads = find('enquiry-reads');
  const labels = find('enquiry-labels');
  const users = find('users');
  const attachments = find('enquiry-attachments');
  if (!enquiries || !messages || !reads || !labels || !users || !attachments)
    return undefined;
  return { enquiries, messages, reads, labels, users, attachments };
}

/** The column of a wire field, for the few hand-written desk queries. */
export function column(model: TableModel, field: string): string {
  const col = model.byName.get(field);
  if (!col)
    throw new Error(
      `${model.resource.name} has no field ${field}; the desk needs it (src/registry/resources)`,
    );
  return `"${col.column}"`;
}

/** A record id from the path parameter `name`, or a 404 naming what was asked for. */
function idParamOf(request: FastifyRequest, name: string, what: string) {
  const raw = (request.params as Record<string, unknown>)[name];
  const text = typeof raw === 'string' ? raw : '';
  if (!/^[1-9][0-9]{0,14}$/.test(text))
    throw notFound(`No ${what} with id ${JSON.stringify(text.slice(0, 40))}`);
  return Number(text);
}

/** The enquiry id of `/admin/enquiries/:id/…`, or a 404 naming what was asked for. */
export function enquiryIdOf(request: FastifyRequest): number {
  return idParamOf(request, 'id', 'enquiry');
}

/** The attachment id of `/admin/enquiries/:id/attachments/:attachmentId`. */
export function attachmentIdOf(request: FastifyRequest): number {
  return idParamOf(request, 'attachmentId', 'attachment');
}
