import { Anchor, Breadcrumbs as MantineBreadcrumbs, Text } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import { Link, useLocation, useMatches } from 'react-router';

export interface Crumb {
  label: string;
  to: string;
}

/** A route adds itself to the trail with `handle = { breadcrumb: (loaderData) => Crumb }`. */
export interface BreadcrumbHandle {
  breadcrumb: (data: unknown) => Crumb;
}

function hasBreadcrumb(handle: unknown): handle is BreadcrumbHandle {
  return typeof handle === 'object' && handle !== null && 'breadcrumb' in handle;
}

export function Breadcrumbs({ root }: { root: Crumb }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const crumbs = [
    root,
    ...useMatches().flatMap((match) =>
      hasBreadcrumb(match.handle) && match.loaderData ? [match.handle.breadcrumb(match.loaderData)] : [],
    ),
  ];
  return (
    <nav aria-label={t('super.breadcrumbs')}>
      <MantineBreadcrumbs separatorMargin={6} style={{ flexWrap: 'wrap' }}>
        {crumbs.map((crumb, index) =>
          // On a form below a level ("add user" of a shop) the last crumb is a way back, not the page itself.
          index === crumbs.length - 1 && crumb.to === pathname.replace(/\/$/, '') ? (
            <Text key={crumb.to} size="sm" aria-current="page">
              {crumb.label}
            </Text>
          ) : (
            <Anchor key={crumb.to} component={Link} to={crumb.to} size="sm">
              {crumb.label}
            </Anchor>
          ),
        )}
      </MantineBreadcrumbs>
    </nav>
  );
}
