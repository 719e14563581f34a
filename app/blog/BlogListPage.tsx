import { Link } from 'react-router';
import { areaMessagesFor } from '~/i18n/catalogs.server';
import { localeOfPath, localizedPath } from '~/i18n/locales';
import { pageMessagesFrom, translatorFor, useT } from '~/i18n/translate';
import { useLocale } from '~/i18n/useLocale';
import { CARD_SIZES, Picture } from '~/media/Picture';
import { postPictures } from '~/media/picturePlaces.server';
import { originFrom, pageMeta } from '~/seo/meta';
import { site } from '~/site.config';
import type { Route } from './+types/BlogListPage';
import { BlogHero } from './BlogHero';
import { excerptOf } from './excerpt';
import { postLanguageAttributes } from './postLanguage';
import { PostByline } from './PostMeta';
import { listPostsForPage } from './posts.server';
import { pageUrl } from '~/lib/pageUrl';
import { siteOf } from '~/lib/loadContext.server';

export async function loader({ context, request }: Route.LoaderArgs) {
  // The page's language's posts first, then the others (docs/decisions/0035).
  const locale = localeOfPath(pageUrl(request).pathname);
  const posts = await postPictures.withMedia(siteOf(context).db, await listPostsForPage(siteOf(context).db, site.publisher, locale), locale);
  // Cards need no full article nor gallery: send the teaser and the hero only.
  return {
    posts: posts.map(({ content, media, ...post }) => ({
      ...post,
      hero: media.find((picture) => picture.role === 'hero') ?? null,
      excerpt: excerptOf(content),
    })),
    areaMessages: areaMessagesFor(request),
  };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const messages = pageMessagesFrom(matches);
  const t = messages ? translatorFor(messages) : null;
  return pageMeta({
    title: t ? t('blog_meta_title', { site: site.name }) : `Travel Blog | ${site.name}`,
    description: t
      ? t('blog_meta_description', { site: site.name })
      : `Stories from ${site.name}: casino etiquette, spa rituals, design and journeys to our hotels.`,
    path: localizedPath(localeOfPath(location.pathname), '/blog'),
    origin: originFrom(matches),
    image: '/images/heroes/blog.svg',
  });
}

export default function BlogListPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      <BlogHero />
      <section className="container section" aria-labelledby="posts-heading">
        <h2 id="posts-heading">{t('blog_latest')}</h2>
        <ul className="card-grid" role="list">
          {loaderData.posts.map((post) => {
            const own = postLanguageAttributes(post.language, locale);
            return (
              <li key={post._id}>
                <article className="card post-card" data-testid="post-card">
                  {post.hero ? (
                    <Picture picture={post.hero} sizes={CARD_SIZES} className="card-photo" />
                  ) : (
                    post.image && <img src={post.image} alt="" width={1200} height={800} loading="lazy" decoding="async" />
                  )}
                  <div className="card-body">
                    <h3 className="card-title" {...own}>
                      {post.title}
                    </h3>
                    {post.language !== locale && <p className="muted post-language">{t('blog_written_in', { language: post.language })}</p>}
                    <PostByline author={post.author.username} createdAt={post.createdAt} />
                    <p {...own}>{post.excerpt}</p>
                    <Link className="button button-outline" to={localizedPath(locale, `/blog/${post.slug}`)} prefetch="intent">
                      {t('blog_read_more')}
                      <span className="visually-hidden">
                        : <span {...own}>{post.title}</span>
                      </span>
                    </Link>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}

export function ErrorBoundary() {
  const t = useT();
  return (
    <section className="container section" role="alert">
      <h1>{t('blog_title')}</h1>
      <p className="error-text">{t('blog_failed')}</p>
    </section>
  );
}
