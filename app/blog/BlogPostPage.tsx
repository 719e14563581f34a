import { data, isRouteErrorResponse } from 'react-router';
import { formatLongDate } from '~/lib/dates';
import { isSlug } from '~/lib/slug';
import { blogPostingJsonLd } from './postJsonLd';
import { JsonLd } from '~/seo/JsonLd';
import { originFrom, pageMeta } from '~/seo/meta';
import { useOrigin } from '~/seo/useOrigin';
import { site } from '~/site.config';
import { HeroImage } from '~/ui/HeroImage';
import type { Route } from './+types/BlogPostPage';
import { excerptOf } from './excerpt';
import { renderMarkdown } from './markdown.server';
import { findPostBySlug } from './posts.server';
import { readingTimeMinutes } from './readingTime';

export async function loader({ context, params }: Route.LoaderArgs) {
  // The API's rule (400 there): a malformed slug names no post, and never reaches the database.
  if (!isSlug(params.slug)) throw data({ error: 'Post not found' }, { status: 404 });
  const post = await findPostBySlug(context.db, params.slug);
  if (!post) throw data({ error: 'Post not found' }, { status: 404 });
  const { content, ...rest } = post;
  return { post: rest, html: renderMarkdown(content), minutes: readingTimeMinutes(content), description: excerptOf(content, 155) };
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [{ title: `Post not found | ${site.name}` }];
  const { post } = loaderData;
  return pageMeta({
    title: `${post.title} | ${site.name}`,
    description: loaderData.description,
    path: `/blog/${post.slug}`,
    origin: originFrom(matches),
    image: post.image ?? undefined,
    type: 'article',
  });
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, html, minutes, description } = loaderData;
  const origin = useOrigin();
  return (
    <article>
      <JsonLd data={blogPostingJsonLd(post, description, origin)} />
      <header className="hero hero-post">
        {post.image && <HeroImage src={post.image} />}
        <div className="container hero-content">
          <h1>{post.title}</h1>
          <ul className="chips" aria-label="About this post">
            <li className="chip">By {post.author.username}</li>
            <li className="chip">
              <time dateTime={post.createdAt}>{formatLongDate(post.createdAt)}</time>
            </li>
            <li className="chip">{minutes} min read</li>
          </ul>
        </div>
      </header>
      <div className="container section">
        <div className="card prose">
          {/* Sanitized by renderMarkdown on the server. */}
          <div dangerouslySetInnerHTML={{ __html: html }} />
        </div>
      </div>
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="container section centered" role="alert">
      <h1>{notFound ? 'Post not found' : 'Failed to load blog post'}</h1>
      <p>
        <a className="button button-outline" href="/blog">
          Back to the blog
        </a>
      </p>
    </section>
  );
}
