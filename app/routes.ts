import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { allPageRoutes } from './routeTable';

export default allPageRoutes.map(({ path, module, id }) => (path === '' ? index(module) : route(path, module, id ? { id } : {}))) satisfies RouteConfig;
