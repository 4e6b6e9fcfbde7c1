import { jsonError } from '#app/utils/api.server';

export const loader = () => jsonError(404, 'not_found');
export const action = () => jsonError(404, 'not_found');
