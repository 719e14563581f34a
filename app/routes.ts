import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { pageRoutes } from './routeTable';

export default pageRoutes.map(({ path, module, id }) => (path === '' ? index(module) : route(path, module, id ? { id } : {}))) satisfies RouteConfig;
