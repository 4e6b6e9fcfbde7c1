import { getConfig } from '#app/config.server';
import { buildAsnOpenApi } from '#app/modules/asn/openapi';
import { methodNotAllowed } from '#app/utils/api.server';

/** The OpenAPI description of the supplier-system API: public, so a supplier's developers can read it without a key. */
export function loader() {
  return new Response(JSON.stringify(buildAsnOpenApi(getConfig().appUrl), null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}

export const action = methodNotAllowed;
