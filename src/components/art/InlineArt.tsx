import { useState } from 'react';
import type { SvgArt } from './svg-art';

/**
 * The art elements React already holds. A page rendered afresh (another route) while the old
 * one is still in the document must not take the old page's drawing for server HTML of its own.
 */
const mounted = new WeakSet<Element>();
const remember = (element: Element | null) => {
  if (element) mounted.add(element);
};

/**
 * An illustration drawn in the prerendered HTML itself instead of fetched as an image: it
 * paints with the page's first paint, costs no request, and never makes the page's largest
 * paint wait on the network (docs/decisions/004-first-paint-from-the-html-alone.md).
 *
 * Its markup is only in the prerender build. Hydrating that HTML, React keeps an element's
 * `dangerouslySetInnerHTML` content as the server wrote it (it compares nothing inside), so
 * the client bundle carries no copy of the drawing. Rendered fresh in the browser (a
 * client-side navigation, the dev server) the art is not in the document, and the same file
 * is shown as an image instead.
 */
interface InlineArtProps {
  art: SvgArt;
  /** The translated text alternative; without one the art is decorative and hidden. */
  label?: string;
  /**
   * `width`: the drawing is as wide as its box, as tall as its proportions make it.
   * `cover`: it fills its box, cropped, its bottom kept (the SVG says so with
   * `preserveAspectRatio="xMidYMax slice"`; the image with object-fit).
   */
  fit?: 'width' | 'cover';
  className?: string;
  [dataAttribute: `data-${string}`]: string;
}

const fitClasses = {
  width: '[&>*]:block [&>*]:h-auto [&>*]:w-full',
  cover: '[&>*]:block [&>*]:size-full [&>img]:object-cover [&>img]:object-bottom',
};

export function InlineArt({ art, label, fit = 'width', className = '', ...data }: InlineArtProps) {
  const [drawnByServer] = useState(() => {
    if (import.meta.env.SSR) return true;
    const inDocument = document.querySelector(`[data-art="${art.id}"]`);
    return inDocument !== null && !mounted.has(inDocument);
  });
  const wrapper = {
    ...data,
    'data-art': art.id,
    ref: remember,
    ...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true }),
    className: `${fitClasses[fit]} ${className}`,
  };
  if (!drawnByServer) {
    return (
      <div {...wrapper}>
        <img src={art.src} alt="" width={art.width} height={art.height} />
      </div>
    );
  }
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: our own SVG files (svg-art.ts); empty in the browser, see above.
    <div {...wrapper} dangerouslySetInnerHTML={{ __html: art.markup }} />
  );
}
