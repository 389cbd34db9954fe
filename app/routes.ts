import type { RouteConfig } from '@react-router/dev/routes';
import { flatRoutes } from '@react-router/fs-routes';

// File-based routes (app/routes/*): `_site.*` share the public layout, `admin.*` the back
// office, `api.*` are JSON resource routes.
export default flatRoutes() satisfies RouteConfig;
