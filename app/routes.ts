import type { RouteConfig } from '@react-router/dev/routes';
import { flatRoutes } from '@react-router/fs-routes';

// File-based routes (app/routes/*): `_site.*` share the public layout, `admin.*` the back
// office, `api.*` are JSON resource routes. A `*.server.ts` beside a route is that route's
// server-only helper, not a route.
export default flatRoutes({ ignoredRouteFiles: ['**/*.server.ts'] }) satisfies RouteConfig;
