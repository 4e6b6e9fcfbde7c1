import type { Route } from './+types/ascmsc';
import { RecordListPage } from '#app/modules/delivery-records/record-list';
import { recordPageLoader } from './records.server';

export function loader(args: Route.LoaderArgs) {
  return recordPageLoader('certified', args);
}

export default function AscMscRecords({ loaderData }: Route.ComponentProps) {
  return <RecordListPage {...loaderData} />;
}
