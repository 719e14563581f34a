import { Link } from 'react-router';
import { originFrom, pageMeta } from '~/seo/meta';
import { site } from '~/site.config';
import type { Route } from './+types/BlogListPage';
import { BlogHero } from './BlogHero';
import { excerptOf } from './excerpt';
import { PostByline } from './PostMeta';
import { listPostsByAuthor } from './posts.server';

export async function loader({ context }: Route.LoaderArgs) {
  const posts = await listPostsByAuthor(context.db, site.publisher);
  // Cards need no full article: send the teaser only.
  return {
    posts: posts.map(({ content, ...post }) => ({ ...post, excerpt: excerptOf(content) })),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: `Travel Blog | ${site.name}`,
    description: `Stories from ${site.name}: casino etiquette, spa rituals, design and journeys to our hotels.`,
    path: '/blog',
    origin: originFrom(matches),
    image: '/images/heroes/blog.svg',
  });
}

export default function BlogListPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <BlogHero />
      <section className="container section" aria-labelledby="posts-heading">
        <h2 id="posts-heading">Latest stories</h2>
        <ul className="card-grid" role="list">
          {loaderData.posts.map((post) => (
            <li key={post._id}>
              <article className="card post-card" data-testid="post-card">
                {post.image && <img src={post.image} alt="" width={1200} height={800} loading="lazy" decoding="async" />}
                <div className="card-body">
                  <h3 className="card-title">{post.title}</h3>
                  <PostByline author={post.author.username} createdAt={post.createdAt} />
                  <p>{post.excerpt}</p>
                  <Link className="button button-outline" to={`/blog/${post.slug}`} prefetch="intent">
                    Read More<span className="visually-hidden">: {post.title}</span>
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return (
    <section className="container section" role="alert">
      <h1>Travel Blog</h1>
      <p className="error-text">Failed to fetch blog posts</p>
    </section>
  );
}
