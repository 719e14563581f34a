import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('home/HomePage.tsx'),
  route('rooms', 'hotels/HotelListPage.tsx'),
  route('rooms/:slug', 'hotels/HotelPage.tsx'),
  route('casino', 'casino/CasinoPage.tsx'),
  route('spa', 'spa/SpaPage.tsx'),
  route('dining', 'dining/DiningPage.tsx'),
  route('events', 'events/EventsPage.tsx'),
  route('responsible-gaming', 'responsible-gaming/ResponsibleGamingPage.tsx'),
  route('legal', 'legal/LegalPage.tsx'),
  route('booking', 'booking/BookingPage.tsx'),
  route('rewards', 'rewards/RewardsPage.tsx'),
  route('blog', 'blog/BlogListPage.tsx'),
  route('blog/:slug', 'blog/BlogPostPage.tsx'),
  route('sitemap.xml', 'seo/SitemapIndexRoute.ts'),
  route('sitemaps/:file', 'seo/SitemapFileRoute.ts'),
  route('robots.txt', 'seo/RobotsRoute.ts'),
  route('*', 'layout/NotFoundPage.tsx'),
] satisfies RouteConfig;
