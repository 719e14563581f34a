import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('home/HomePage.tsx'),
  route('rooms', 'hotels/HotelListPage.tsx'),
  route('rooms/:slug', 'hotels/HotelPage.tsx'),
  route('blog', 'blog/BlogListPage.tsx'),
  route('blog/:slug', 'blog/BlogPostPage.tsx'),
  route('signin', 'accounts/SignInPage.tsx'),
  route('signup', 'accounts/SignUpPage.tsx'),
  route('contact', 'contact/ContactPage.tsx'),
  route('*', 'layout/NotFoundPage.tsx'),
] satisfies RouteConfig;
