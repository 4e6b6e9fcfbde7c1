import type { Route } from './+types/riskproducts';
import { RecordListPage } from '#app/modules/delivery-records/record-list';
import { recordPageLoader } from './records.server';

export function loader(args: Route.LoaderArgs) {
  return recordPageLoader('risk', args);
}

export default function RiskItems({ loaderData }: Route.ComponentProps) {
  return <RecordListPage {...loaderData} />;
}
