import { data, isRouteErrorResponse } from 'react-router';
import { areaMessagesFor } from '~/i18n/catalogs.server';
import { isolated } from '~/i18n/format';
import { LOCALE_INFO, localeOfPath, localizedPath } from '~/i18n/locales';
import { pageMessagesFrom, translatorFor, useT } from '~/i18n/translate';
import { useLocale } from '~/i18n/useLocale';
import { isSlug } from '~/lib/slug';
import { jpegUrl, Picture } from '~/media/Picture';
import { postPictures } from '~/media/picturePlaces.server';
import { blogPostingJsonLd } from './postJsonLd';
import { JsonLd } from '~/seo/JsonLd';
import { originFrom, pageMeta } from '~/seo/meta';
import { useOrigin } from '~/seo/useOrigin';
import { site } from '~/site.config';
import { HeroImage } from '~/ui/HeroImage';
import type { ShownMedia } from '~/media/sources';
import type { Route } from './+types/BlogPostPage';
import { excerptOf } from './excerpt';
import { renderMarkdown } from './markdown.server';
import { postLanguageAttributes } from './postLanguage';
import { postDate } from './PostMeta';
import { findPostBySlug } from './posts.server';
import { readingTimeMinutes } from './readingTime';
import { pageUrl } from '~/lib/pageUrl';
import { siteOf } from '~/lib/loadContext.server';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  // The API's rule (400 there): a malformed slug names no post, and never reaches the database.
  if (!isSlug(params.slug)) throw data({ error: 'Post not found' }, { status: 404 });
  const post = await findPostBySlug(siteOf(context).db, params.slug);
  if (!post) throw data({ error: 'Post not found' }, { status: 404 });
  const locale = localeOfPath(pageUrl(request).pathname);
  const hero = (await postPictures.shownOf(siteOf(context).db, post._id, locale)).find((picture) => picture.role === 'hero') ?? null;
  const { content, ...rest } = post;
  return {
    post: rest,
    hero,
    html: renderMarkdown(content),
    minutes: readingTimeMinutes(content, post.language),
    description: excerptOf(content, 155),
    areaMessages: areaMessagesFor(request),
  };
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const messages = pageMessagesFrom(matches);
  const t = messages ? translatorFor(messages) : null;
  if (!loaderData) return [{ title: t ? t('blog_post_not_found_meta', { site: site.name }) : `Post not found | ${site.name}` }];
  const { post } = loaderData;
  return pageMeta({
    title: `${post.title} | ${site.name}`,
    description: loaderData.description,
    path: localizedPath(localeOfPath(location.pathname), `/blog/${post.slug}`),
    origin: originFrom(matches),
    image: coverUrl(post, loaderData.hero),
    type: 'article',
  });
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, hero, html, minutes, description } = loaderData;
  const origin = useOrigin();
  const t = useT();
  const locale = useLocale();
  const own = postLanguageAttributes(post.language, locale);
  // The chips are the page's, inside an article in the post's language.
  const page = own.lang ? { lang: LOCALE_INFO[locale].tag, ...(own.dir && { dir: LOCALE_INFO[locale].dir }) } : {};
  return (
    <article {...own}>
      <JsonLd data={blogPostingJsonLd({ ...post, image: coverUrl(post, hero) ?? null }, description, origin, localizedPath(locale, `/blog/${post.slug}`))} />
      <header className="hero hero-post">
        {/* The post's photograph when it has one, its illustration otherwise; its alt text is in the page's language. */}
        {hero ? (
          <Picture picture={hero} sizes="100vw" className="hero-image" eager pageLang={own.lang ? LOCALE_INFO[locale].tag : undefined} />
        ) : (
          post.image && <HeroImage src={post.image} />
        )}
        <div className="container hero-content">
          <h1>{post.title}</h1>
          <ul className="chips" aria-label={t('blog_about_post')} {...page}>
            <li className="chip">{t('blog_by', { author: isolated(post.author.username, locale) })}</li>
            <li className="chip">
              <time dateTime={post.createdAt}>{postDate(post.createdAt, locale)}</time>
            </li>
            <li className="chip">{t('blog_minutes', { minutes })}</li>
            {post.language !== locale && <li className="chip">{t('blog_written_in', { language: post.language })}</li>}
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

/** The cover's address for og:image and the article's JSON-LD: the photograph's JPEG, else the illustration. */
function coverUrl(post: { image: string | null }, hero: ShownMedia | null): string | undefined {
  return hero ? jpegUrl(hero) : (post.image ?? undefined);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  const locale = useLocale();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="container section centered" role="alert">
      <h1>{notFound ? t('blog_post_not_found') : t('blog_post_failed')}</h1>
      <p>
        <a className="button button-outline" href={localizedPath(locale, '/blog')}>
          {t('blog_back')}
        </a>
      </p>
    </section>
  );
}
