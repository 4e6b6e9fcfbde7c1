import type { IncomingMessage, ServerResponse } from 'node:http';
import { Transform, type TransformCallback } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { MAX_IMPORT_BYTES } from '#app/modules/products/product-import.service.server';
import { MAX_ORDER_IMPORT_BYTES } from '#app/modules/ordering/import-order-file.service.server';
import { MAX_IMAGE_BYTES } from '#app/modules/files/images.server';
import { ASN_API_PATH, MAX_ASN_API_BYTES } from '#app/modules/asn/asn-api';
import { getServerT } from '#app/utils/i18n.server';
import { visitorLanguage } from './form-body';

/** Forms and JSON: far more than any form of the product needs, far less than would hurt the server. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** The largest file an import accepts, plus room for the form's other fields and the multipart framing. */
export const MAX_UPLOAD_BODY_BYTES = Math.max(MAX_IMPORT_BYTES, MAX_ORDER_IMPORT_BYTES) + 1024 * 1024;

/**
 * The routes that receive a file (product, counting-unit and order imports, for the shop admin and the operator), with
 * or without React Router's `.data` suffix for a fetch submission.
 */
const UPLOAD_PATH =
  /\/(products\/import(\/upload)?|products\/import-counting-units|ordering\/import-order(\/preview)?)(\.data)?$/;

/**
 * Receiving: a photo of a delivery (an image of at most 20 MB), and the receipt's draft or sign-off, whose JSON for an
 * order of 2,000 lines, with the driver's signature, is more than a form's megabyte.
 */
export const MAX_RECEIVING_BODY_BYTES = MAX_IMAGE_BYTES + 1024 * 1024;
const RECEIVING_PATH = /\/deliveries\/notes\/\d+\/(photos|draft|sign-off)$/;

export function bodyLimitFor(pathname: string): number {
  if (UPLOAD_PATH.test(pathname)) return MAX_UPLOAD_BODY_BYTES;
  // A supplier's system posts an advance ship notice as the body itself (no form around it): 5 MB, this route only.
  if (pathname === ASN_API_PATH) return MAX_ASN_API_BYTES;
  return RECEIVING_PATH.test(pathname) ? MAX_RECEIVING_BODY_BYTES : MAX_BODY_BYTES;
}

class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`request body larger than ${limit} bytes`);
  }
}

/**
 * The request's body as a web stream that errors once more than `limit` bytes have arrived, counting the bytes as they
 * stream in (a chunked body has no Content-Length, and a Content-Length may lie). `onTooLarge` runs once, before the
 * stream errors, so the caller can answer 413 instead of whatever the reader of the body would make of the error.
 */
export function limitedBody(req: IncomingMessage, limit: number, onTooLarge: () => void): ReadableStream<Uint8Array> {
  let received = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      received += chunk.length;
      if (received <= limit) return callback(null, chunk);
      req.unpipe(counter);
      onTooLarge();
      callback(new BodyTooLargeError(limit));
    },
  });
  req.on('error', (error) => counter.destroy(error));
  req.pipe(counter);
  return createReadableStreamFromReadable(counter);
}

/** Whether the declared length already exceeds the limit (the body need not be read at all). */
export function declaresTooMuch(req: IncomingMessage, limit: number): boolean {
  const declared = Number(req.headers['content-length']);
  return Number.isFinite(declared) && declared > limit;
}

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.floor(bytes / (1024 * 1024))} MB` : `${Math.floor(bytes / 1024)} KB`;
}

/**
 * How long the rest of a refused body is read and thrown away after the 413. Closing at once would make the client's
 * next write meet a reset, which can throw away the answer before the client reads it (RFC 9112 §9.6, nginx's
 * lingering close); reading on for a bounded time lets it read the 413 and stop sending.
 */
export const LINGER_MS = 2000;

/** 413 in the visitor's language: JSON under /backend, text otherwise. The rest of the body is never handed on. */
export function answerTooLarge(req: IncomingMessage, res: ServerResponse, limit: number): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const t = getServerT(visitorLanguage(req));
  const message = t('errors.payloadTooLarge.body', { limit: sizeText(limit) });
  const isApi = (req.url ?? '').startsWith('/backend/');
  const body = isApi
    ? JSON.stringify({ error: 'payload_too_large', message, limitBytes: limit })
    : `${t('errors.payloadTooLarge.title')}\n\n${message}\n`;
  res.writeHead(413, {
    'Content-Type': isApi ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  });
  res.end(body);
  lingerThenClose(req);
}

/** Discards what is still coming of the request; a client that has not stopped within LINGER_MS loses the connection. */
function lingerThenClose(req: IncomingMessage): void {
  if (req.complete) return;
  const timer = setTimeout(() => req.socket.destroy(), LINGER_MS);
  timer.unref();
  req.once('end', () => clearTimeout(timer));
  req.once('close', () => clearTimeout(timer));
  req.resume();
}
