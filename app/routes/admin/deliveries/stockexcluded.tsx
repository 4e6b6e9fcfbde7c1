import type { Route } from './+types/stockexcluded';
import { RecordListPage } from '#app/modules/delivery-records/record-list';
import { recordPageLoader } from './records.server';

export function loader(args: Route.LoaderArgs) {
  return recordPageLoader('excluded', args);
}

export default function StockExcluded({ loaderData }: Route.ComponentProps) {
  return <RecordListPage {...loaderData} />;
}
