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
  route('studio', 'studio/StudioPage.tsx'),
  route('studio/new', 'studio/StudioEditorPage.tsx', { id: 'studio-new' }),
  route('studio/:id', 'studio/StudioEditorPage.tsx', { id: 'studio-edit' }),
  route('*', 'layout/NotFoundPage.tsx'),
] satisfies RouteConfig;
