import { data } from 'react-router';

/** A route id that is not a positive integer answers 404, like an id that does not exist (spec §8). */
export function parseId(value: string | undefined): number {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) throw data(null, { status: 404 });
  const id = Number(value);
  if (id > 2_147_483_647) throw data(null, { status: 404 });
  return id;
}

export function notFound(): never {
  throw data(null, { status: 404 });
}

/** A module's refusal as the route's answer: 403 for a permission the caller lacks, 404 for a row outside the scope. */
export function refused(reason: 'forbidden' | 'not_found'): never {
  throw data(null, { status: reason === 'forbidden' ? 403 : 404 });
}
