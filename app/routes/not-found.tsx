import { data } from 'react-router';

/** Every unknown path: the root error boundary shows "Page not found" in the user's language. */
export function loader() {
  throw data(null, { status: 404 });
}

export function action() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
