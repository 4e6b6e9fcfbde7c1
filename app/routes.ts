import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes';

/** The benchmark suite builds its own copy with a floor page (bench/, docs/performance.md); the product never has it. */
const benchBuild = process.env.PREVZEM_BENCH_BUILD === '1';

/** The whole route tree, its three layouts and their guards, matching spec §2. */
export default [
  // Anonymous layout: public pages and the login pages.
  layout('routes/public/layout.tsx', [
    index('routes/public/home.tsx'),
    route('suppliers', 'routes/public/suppliers.tsx'),
    route('hotels-and-restaurants', 'routes/public/hotels-and-restaurants.tsx'),
    route('privacy-policy', 'routes/public/privacy-policy.tsx'),
    route('login', 'routes/auth/login.tsx'),
    route('register', 'routes/auth/register.tsx'),
    route('forgot-password', 'routes/auth/forgot-password.tsx'),
    route('reset-password', 'routes/auth/reset-password.tsx'),
    // The supplier's answer to a reclamation: no login, the signed link is the only credential.
    route('reclamation-answer/:token', 'routes/reclamation-answer/answer.tsx'),
    route('reclamation-answer/:token/photos/:photoId', 'routes/reclamation-answer/photo.ts'),
  ]),

  // Logged-in layout: login required, each page checks its own permission.
  layout('routes/admin/layout.tsx', [
    ...prefix('admin', [
      index('routes/admin/dashboard.tsx'),
      route('suppliers', 'routes/admin/suppliers/list.tsx'),
      route('suppliers/add-supplier', 'routes/admin/suppliers/add.tsx'),
      route('suppliers/:supplierId/edit', 'routes/admin/suppliers/edit.tsx'),
      route('products', 'routes/admin/products/list.tsx', { id: 'admin-products' }),
      route('products/add-product', 'routes/admin/products/add.tsx', { id: 'admin-products-add' }),
      route('products/:productId/edit', 'routes/admin/products/edit.tsx', { id: 'admin-products-edit' }),
      route('products/import', 'routes/admin/products/import.tsx', { id: 'admin-products-import' }),
      route('products/import/upload', 'routes/admin/products/import-upload.ts', { id: 'admin-products-import-upload' }),
      route('products/import-counting-units', 'routes/admin/products/import-counting-units.tsx', {
        id: 'admin-products-import-counting-units',
      }),
      route('products/export.csv', 'routes/admin/products/export.ts', { id: 'admin-products-export-csv' }),
      route('products/export.xlsx', 'routes/admin/products/export.ts', { id: 'admin-products-export-xlsx' }),
      route('ordering', 'routes/admin/ordering/history.tsx'),
      route('ordering/import-order', 'routes/admin/ordering/import-order.tsx'),
      route('ordering/import-order/preview', 'routes/admin/ordering/import-order-preview.ts'),
      route('ordering/new-order', 'routes/admin/ordering/new-order.tsx'),
      route('ordering/:orderId', 'routes/admin/ordering/detail.tsx'),
      route('ordering/:orderId/pdf', 'routes/admin/ordering/pdf.ts'),
      route('cart', 'routes/admin/cart.tsx'),
      route('deliveries/notes', 'routes/admin/deliveries/notes.tsx'),
      route('deliveries/reclamations', 'routes/admin/deliveries/reclamations/list.tsx'),
      route('deliveries/reclamations/:reclamationId', 'routes/admin/deliveries/reclamations/detail.tsx'),
      route('deliveries/notes/:noteId/report-problem', 'routes/admin/deliveries/reclamations/report-problem.ts'),
      route('backorder', 'routes/admin/backorder/list.tsx'),
      route('ordering/approvals', 'routes/admin/ordering/approvals.tsx'),
      route('ordering/approvals/:submissionId', 'routes/admin/ordering/approval.tsx'),
      route('ordering/:orderId/repeat', 'routes/admin/ordering/repeat.tsx'),
      route('ordering/:orderId/cancel', 'routes/admin/ordering/cancel.tsx'),
      route('deliveries/receive', 'routes/admin/deliveries/receive.tsx'),
      route('deliveries/receiving-products', 'routes/admin/deliveries/receiving-products.ts'),
      route('deliveries/notes/:noteId', 'routes/admin/deliveries/note.tsx'),
      route('deliveries/notes/:noteId/draft', 'routes/admin/deliveries/note-draft.ts'),
      route('deliveries/notes/:noteId/sign-off', 'routes/admin/deliveries/note-sign-off.ts'),
      route('deliveries/notes/:noteId/photos', 'routes/admin/deliveries/note-photos.ts'),
      route('deliveries/notes/:noteId/photos/:photoId', 'routes/admin/deliveries/note-photo.ts'),
      route('deliveries/notes/:noteId/signature', 'routes/admin/deliveries/note-signature.ts'),
      route('deliveries/comparison', 'routes/admin/deliveries/comparison.tsx'),
      route('deliveries/comparison/export.csv', 'routes/admin/deliveries/comparison-export.ts', {
        id: 'admin-comparison-export-csv',
      }),
      route('deliveries/comparison/export.xlsx', 'routes/admin/deliveries/comparison-export.ts', {
        id: 'admin-comparison-export-xlsx',
      }),
      route('inventory/:inventoryId/export', 'routes/admin/inventory/export.tsx'),
      route('inventory/:inventoryId/export/:format', 'routes/admin/inventory/export-file.ts'),
      route('deliveries/riskproducts', 'routes/admin/deliveries/riskproducts.tsx'),
      route('deliveries/riskproducts/export/:format', 'routes/admin/deliveries/riskproducts-export.ts'),
      route('deliveries/stockexcluded', 'routes/admin/deliveries/stockexcluded.tsx'),
      route('deliveries/stockexcluded/export/:format', 'routes/admin/deliveries/stockexcluded-export.ts'),
      route('deliveries/ascmsc', 'routes/admin/deliveries/ascmsc.tsx'),
      route('deliveries/ascmsc/export/:format', 'routes/admin/deliveries/ascmsc-export.ts'),
      route('deliveries/comparison/credit-notes', 'routes/admin/deliveries/comparison/credit-notes.tsx'),
      route('deliveries/comparison/credit-notes/new', 'routes/admin/deliveries/comparison/credit-notes-new.tsx'),
      route('deliveries/comparison/credit-notes/import', 'routes/admin/deliveries/comparison/credit-notes-import.tsx'),
      route('deliveries/comparison/credit-notes/:creditNoteId', 'routes/admin/deliveries/comparison/credit-note.tsx'),
      route('advance-ship-notice', 'routes/admin/advance-ship-notice/index.tsx'),
      route('advance-ship-notice/import-asn', 'routes/admin/advance-ship-notice/import-asn.tsx'),
      route('advance-ship-notice/api-keys', 'routes/admin/advance-ship-notice/api-keys.tsx'),
      route('advance-ship-notice/:asnId', 'routes/admin/advance-ship-notice/detail.tsx'),
      route('inventory/departments', 'routes/admin/inventory/departments.tsx'),
      route('inventory/sectors', 'routes/admin/inventory/sectors.tsx'),
      route('inventory/sector-products', 'routes/admin/inventory/sector-products.tsx'),
      route('inventory/add', 'routes/admin/inventory/add.tsx'),
      route('inventory/history', 'routes/admin/inventory/history.tsx'),
      route('inventory/:inventoryId', 'routes/admin/inventory/detail.tsx'),
      route('inventory/:inventoryId/view', 'routes/admin/inventory/view.tsx'),
      route('analytics', 'routes/admin/analytics/index.tsx'),
      route('analytics/suppliers/:supplierId', 'routes/admin/analytics/supplier.tsx'),
      route('analytics/suppliers/:supplierId/export.csv', 'routes/admin/analytics/supplier-export.ts'),
      // "<table>.csv": React Router matches whole segments only, so the route takes the file name and checks it.
      route('analytics/export/:file', 'routes/admin/analytics/export.ts'),
      route('settings/profile', 'routes/admin/settings/profile.tsx'),
      route('settings/change-password', 'routes/admin/settings/change-password.tsx'),
      route('settings/users', 'routes/admin/settings/users.tsx'),
      route('settings/add-user', 'routes/admin/settings/add-user.tsx', { id: 'admin-add-user' }),
      route('settings/:userId/edit', 'routes/admin/settings/user-edit.tsx', { id: 'admin-user-edit' }),
      route('settings/mailing', 'routes/admin/settings/mailing.tsx'),
      route('settings/receiving', 'routes/admin/settings/receiving.tsx'),
      // The counting screen of one sub-department of a count, and its writes (JSON).
      route('inventory/:inventoryId/:subDepartment', 'routes/admin/inventory/count.tsx'),
      route('inventory/:inventoryId/:subDepartment/save', 'routes/admin/inventory/count-save.ts'),
      route('inventory/:inventoryId/:subDepartment/take', 'routes/admin/inventory/count-take.ts'),
      route('inventory/:inventoryId/:subDepartment/find', 'routes/admin/inventory/count-find.ts'),
      route('inventory/:inventoryId/:subDepartment/add-product', 'routes/admin/inventory/count-add-product.ts'),
      route('inventory/:inventoryId/:subDepartment/resolve', 'routes/admin/inventory/count-resolve.ts'),
      ...(benchBuild ? [route('bench-floor', 'routes/bench/empty-admin-page.tsx')] : []),
    ]),
  ]),

  // Super layout: role 1 only.
  layout('routes/super/layout.tsx', [
    ...prefix('super', [
      index('routes/super/index.ts'),
      route('companies', 'routes/super/companies/list.tsx'),
      route('companies/add-company', 'routes/super/companies/add.tsx'),
      // Each level loads its row only within its parent, so an id under the wrong parent answers 404.
      route('companies/:companyId', 'routes/super/companies/company/layout.tsx', { id: 'super-company' }, [
        index('routes/super/companies/company/detail.tsx'),
        route('edit', 'routes/super/companies/company/edit.tsx'),
        route('add-region', 'routes/super/companies/company/add-region.tsx'),
        route('analytics', 'routes/super/companies/company/analytics.tsx'),
        route('analytics/export/:file', 'routes/super/companies/company/analytics-export.ts'),
        route(':regionId', 'routes/super/companies/region/layout.tsx', { id: 'super-region' }, [
          index('routes/super/companies/region/detail.tsx'),
          route('edit', 'routes/super/companies/region/edit.tsx'),
          route('add-shop', 'routes/super/companies/region/add-shop.tsx'),
          route(':shopId', 'routes/super/companies/shop/layout.tsx', { id: 'super-shop' }, [
            index('routes/super/companies/shop/detail.tsx'),
            route('edit', 'routes/super/companies/shop/edit.tsx'),
            route('add-user', 'routes/admin/settings/add-user.tsx', { id: 'super-add-user' }),
            route('products', 'routes/admin/products/list.tsx', { id: 'super-products' }),
            route('products/add-product', 'routes/admin/products/add.tsx', { id: 'super-products-add' }),
            route('products/:productId/edit', 'routes/admin/products/edit.tsx', { id: 'super-products-edit' }),
            route('products/import', 'routes/admin/products/import.tsx', { id: 'super-products-import' }),
            route('products/import/upload', 'routes/admin/products/import-upload.ts', {
              id: 'super-products-import-upload',
            }),
            route('products/import-counting-units', 'routes/admin/products/import-counting-units.tsx', {
              id: 'super-products-import-counting-units',
            }),
            route('products/export.csv', 'routes/admin/products/export.ts', { id: 'super-products-export-csv' }),
            route('products/export.xlsx', 'routes/admin/products/export.ts', { id: 'super-products-export-xlsx' }),
            route(':userId/edit', 'routes/admin/settings/user-edit.tsx', { id: 'super-user-edit' }),
          ]),
        ]),
      ]),
      route('suppliers', 'routes/super/suppliers/list.tsx'),
      route('suppliers/add-supplier', 'routes/super/suppliers/add.tsx'),
      route('suppliers/:supplierId/edit', 'routes/super/suppliers/edit.tsx'),
      route('registration-requests', 'routes/super/registration-requests/list.tsx'),
      route('registration-requests/:requestId', 'routes/super/registration-requests/detail.tsx'),
    ]),
  ]),

  route('logout', 'routes/auth/logout.ts'),
  route('set-language', 'routes/set-language.ts'),
  route('switch-shop', 'routes/switch-shop.ts'),

  // JSON API: resource routes calling the same module functions as the pages.
  ...prefix('backend', [
    route('auth/login', 'routes/backend/auth/login.ts'),
    route('auth/logout', 'routes/backend/auth/logout.ts'),
    route('auth/resetpassword', 'routes/backend/auth/reset-password.ts'),
    route('auth/resetpassword/confirm/:token', 'routes/backend/auth/reset-password-confirm.ts'),
    route('asn', 'routes/backend/asn.ts'),
    route('openapi.json', 'routes/backend/openapi-json.ts'),
    route('*', 'routes/backend/not-found.ts'),
  ]),

  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
