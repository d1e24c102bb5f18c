// @vitest-environment node
// The server side of prerendering runs in Node, with no document or window.
import { Link, useLoaderData } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { defineTexts } from '../i18n/index';
import { enablePrerenderedControls, PRERENDER_DISABLED } from './markers';
import { createPrerender, inertMarkup } from './render-page';

// An area's own texts, through i18next as an area defines them.
const rateTexts = defineTexts('prerender-test', { heading: 'Interest rates' }, { hi: { heading: 'ब्याज दरें' }, mr: { heading: 'व्याजदर' } });

function Rates() {
  const { t } = rateTexts.useTexts();
  return <h1>{t('heading')}</h1>;
}

function Article() {
  const article = useLoaderData() as { title: string };
  return (
    <article>
      <h1>{article.title}</h1>
      <form>
        <label>
          Mobile <input name="mobile" />
        </label>
        <button type="submit" disabled>
          Sent
        </button>
        <button type="submit">Send</button>
      </form>
      <Link to="/blog">All posts</Link>
    </article>
  );
}

const render = createPrerender([
  { path: '/', element: <h1>Home</h1> },
  {
    path: '/blog/:slug',
    loader: ({ params }) => {
      if (params.slug === 'missing') throw new Response(null, { status: 404 });
      return { title: `Post ${params.slug}` };
    },
    element: <Article />,
  },
  { path: '/rates', element: <Rates /> },
  {
    // A page whose data takes a while: another page may be drawn in another language meanwhile.
    path: '/slow-rates',
    loader: () => new Promise((resolve) => setTimeout(() => resolve(null), 30)),
    element: <Rates />,
  },
  { path: '/old', loader: () => new Response(null, { status: 302, headers: { Location: '/' } }) },
  { path: '/renamed', loader: () => new Response(null, { status: 301, headers: { Location: '/blog/new-name' } }) },
  { path: '/elsewhere', loader: () => new Response(null, { status: 301, headers: { Location: '//evil.example/' } }) },
]);
const input = (pathname: string) => ({
  url: `http://site${pathname}`,
  apiBaseUrl: 'http://api.test',
  app: 'mf-public',
  version: '1.2.3',
  buildInfo: 'shell 1.0.0 · mf-public 1.2.3',
});

describe('prerendering a page', () => {
  it('draws the page inside the site frame and the area frame the shell draws, with the loader data', async () => {
    const { status, html } = await render(input('/blog/first'));
    expect(status).toBe(200);
    expect(html).toContain('<h1>Post first</h1>');
    expect(html).toContain('class="site-header"');
    expect(html).toContain('data-area="mf-public" data-version="1.2.3"');
    expect(html).toContain('shell 1.0.0 · mf-public 1.2.3');
    expect(html).toContain('href="/blog"');
    expect(html).not.toContain('<script');
  });

  it('disables controls until the shell hydrates, and marks the ones it disabled', async () => {
    const { html } = await render(input('/blog/first'));
    const form = html!.slice(html!.indexOf('<form'), html!.indexOf('</form>'));
    expect(form).toMatch(new RegExp(`<input disabled="" ${PRERENDER_DISABLED}="" name="mobile"`));
    expect(form).toMatch(new RegExp(`<button disabled="" ${PRERENDER_DISABLED}="" type="submit">Send`));
    // One the page disables itself stays as it is: the shell must not enable it.
    expect(form).toMatch(/<button type="submit" disabled="">Sent/);
  });

  it('gives the status of a 404 from a loader and no markup (the shell draws the error page)', async () => {
    expect(await render(input('/blog/missing'))).toEqual({ status: 404, html: null });
  });

  it('leaves a temporary redirect to the browser', async () => {
    expect(await render(input('/old'))).toEqual({ status: 200, html: null });
  });

  it('hands a permanent redirect within the site to the server (a renamed article), and no other', async () => {
    expect(await render(input('/renamed'))).toEqual({ status: 301, html: null, redirect: { status: 301, location: '/blog/new-name' } });
    expect(await render(input('/elsewhere'))).toEqual({ status: 200, html: null });
  });
});

describe('prerendering in the visitor’s language', () => {
  it('draws the frame’s words and the area’s texts in Marathi when asked, and in English otherwise', async () => {
    const marathi = await render({ ...input('/rates'), language: 'mr' });
    expect(marathi.html).toContain('<h1>व्याजदर</h1>');
    expect(marathi.html).toContain('मुख्य मजकुराकडे जा');
    const english = await render(input('/rates'));
    expect(english.html).toContain('<h1>Interest rates</h1>');
    expect(english.html).toContain('Skip to content');
    expect(english.html).not.toContain('मुख्य मजकुराकडे जा');
  });

  it('draws each page in its own language when two are drawn at once', async () => {
    const [hindi, marathi] = await Promise.all([render({ ...input('/slow-rates'), language: 'hi' }), render({ ...input('/rates'), language: 'mr' })]);
    expect(hindi.html).toContain('<h1>ब्याज दरें</h1>');
    expect(hindi.html).toContain('होम');
    expect(marathi.html).toContain('<h1>व्याजदर</h1>');
  });
});

describe('inert markup', () => {
  it('removes scripts, whatever their case or attributes', () => {
    expect(inertMarkup('<p>a</p><SCRIPT type="x">alert(1)</SCRIPT><script>b()</script><p>c</p>')).toBe('<p>a</p><p>c</p>');
  });
});

describe('enabling prerendered controls (browser side)', () => {
  it('enables exactly the controls the prerenderer disabled', async () => {
    const { Window } = await import('happy-dom');
    const document = new Window().document;
    document.body.innerHTML = inertMarkup('<form><input name="a"><button disabled="">Own</button><button>Go</button></form>');
    enablePrerenderedControls(document.body as unknown as ParentNode);
    expect(document.querySelector('input')!.hasAttribute('disabled')).toBe(false);
    expect(document.querySelectorAll('button')[0]!.hasAttribute('disabled')).toBe(true);
    expect(document.querySelectorAll('button')[1]!.hasAttribute('disabled')).toBe(false);
    expect(document.querySelector(`[${PRERENDER_DISABLED}]`)).toBeNull();
  });
});
