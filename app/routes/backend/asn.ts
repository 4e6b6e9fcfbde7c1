import type { Route } from './+types/asn';
import { requestContext } from '#app/context';
import type { TranslationKey } from '#app/locales';
import { presentedApiKey } from '#app/modules/asn/api-keys';
import { authenticateApiKey } from '#app/modules/asn/api-keys.service.server';
import { acceptedMediaType, apiAsnOf, apiLanguageOf, ASN_API_MEDIA_TYPES } from '#app/modules/asn/asn-api';
import type { AsnFormatError } from '#app/modules/asn/asn-document';
import { importAsnFile } from '#app/modules/asn/asn-import.service.server';
import { detectAsnFormat } from '#app/modules/asn/formats/detect-format';
import { json, jsonError } from '#app/utils/api.server';
import { getI18n, getServerT } from '#app/utils/i18n.server';
import type { Language } from '#app/utils/language';

/**
 * A supplier's system sends an advance ship notice (docs/decisions/033-advance-ship-notices.md, "API"): the key names
 * the shop and the supplier, the body is the message. Parse, authorize, one import, each result as its status.
 */
export async function action({ request, context }: Route.ActionArgs) {
  // The body is read first, whatever the answer (within the server's 5 MB limit): a refusal sent while the client is
  // still sending would leave the rest of the body unread on the connection, and the client with a reset instead of
  // the answer.
  const bytes = new Uint8Array(await request.arrayBuffer());
  const english = getServerT('en');
  if (request.method !== 'POST')
    return jsonError(405, 'method_not_allowed', english('asnApi.api.methodNotAllowed'), { Allow: 'POST' });
  const { db, ip } = context.get(requestContext);
  const key = presentedApiKey(request.headers.get('authorization'), request.headers.get('x-api-key'));
  const auth = await authenticateApiKey(db, key, ip);
  if (!auth.ok) {
    return auth.reason === 'rate_limited'
      ? jsonError(429, 'rate_limited', english('asnApi.api.rateLimited', { count: auth.retryAfterSeconds }), {
          'Retry-After': String(auth.retryAfterSeconds),
        })
      : jsonError(401, 'unauthorized', english('asnApi.api.unauthorized'), { 'WWW-Authenticate': 'Bearer' });
  }
  const { caller } = auth;
  const language = apiLanguageOf(caller.supplierLanguage);
  const t = getServerT(language);

  const mediaType = acceptedMediaType(request.headers.get('content-type'));
  if (!mediaType) return jsonError(415, 'unsupported_media_type', t('asnApi.api.unsupportedMediaType'));
  if (bytes.length === 0) return formatErrors(language, [{ code: 'empty', at: null }]);
  const fileName = ASN_API_MEDIA_TYPES[mediaType];
  if (!detectAsnFormat(bytes, fileName)) return jsonError(415, 'unknown_format', t('asnApi.api.unknownContent'));

  const result = await importAsnFile(db, caller.shop, {
    bytes,
    fileName,
    supplierId: caller.supplierId,
    channel: 'api',
    apiKeyId: caller.keyId,
    userId: null,
  });
  if (result.ok) return json({ asns: result.asns.map(apiAsnOf) }, { status: 201 });
  switch (result.reason) {
    case 'format':
      return formatErrors(language, result.errors);
    case 'receiving_started':
      return json(
        {
          error: 'receiving_started',
          asnNumber: result.asnNumber,
          message: t('asnApi.api.receivingStarted', { asnNumber: result.asnNumber }),
        },
        { status: 409 },
      );
    case 'supplier_mismatch':
      return jsonError(422, 'supplier_mismatch', t('asnApi.api.supplierMismatch'));
    case 'unknown_supplier':
      return jsonError(422, 'unknown_supplier', t('asnApi.api.unknownSupplier'));
    case 'needs_mapping':
      return jsonError(422, 'needs_mapping', t('asnApi.api.needsMapping'));
  }
}

/**
 * 422 with each error's code, place and message: the readers' texts (`asnFormats.errors.<code>`), or a general one
 * naming the code for a code without a text of its own.
 */
function formatErrors(language: Language, errors: AsnFormatError[]) {
  const i18n = getI18n(language);
  const messageOf = ({ code, at, params }: AsnFormatError) => {
    if (code === 'empty') return i18n.t('asnApi.api.empty');
    const key = `asnFormats.errors.${code}`;
    return i18n.exists(key)
      ? i18n.t(key as TranslationKey, { ...params, at: at ?? '' })
      : i18n.t('asnApi.api.formatError', { code, at: at ?? '—' });
  };
  return json(
    { error: 'format', errors: errors.map((error) => ({ code: error.code, at: error.at, message: messageOf(error) })) },
    { status: 422 },
  );
}

export function loader() {
  return jsonError(405, 'method_not_allowed', getServerT('en')('asnApi.api.methodNotAllowed'), { Allow: 'POST' });
}
