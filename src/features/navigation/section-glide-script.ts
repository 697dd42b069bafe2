/**
 * Inline script in every page's <head>: before the page's code has run, a tap on a link to a
 * section of the same page (the hero's "Learn more", the header's section links) glides there
 * with the browser's own smooth scroll, stopping as far above the section as the scripted
 * scroll does (docs/product.md §4, scroll-to-section.ts), and gives the section the focus.
 * Natively the link would jump. Once the code runs, the link's own handler takes the click
 * (it prevents the default before the event reaches the document) and this one steps aside.
 * Under `prefers-reduced-motion` the move is instant. Its SHA-256 goes to the site manifest,
 * as the other inline scripts' do.
 */
import { sectionScroll, wholePageRenderedAttribute } from './scroll-to-section';

const rendered = wholePageRenderedAttribute;

export const sectionGlideScript = [
  'document.addEventListener("click",function(e){',
  'var a=e.target.closest&&e.target.closest("a[href^=\'#\']"),s=a&&document.getElementById(a.hash.slice(1)),',
  `h=document.documentElement;if(!s||e.defaultPrevented||e.button||e.metaKey||e.ctrlKey||e.shiftKey)return;`,
  // Sections far from the screen stand in at an estimated height: laid out for real first.
  `e.preventDefault();h.setAttribute("${rendered}","");onscrollend=function(){h.removeAttribute("${rendered}")};`,
  `scrollTo({top:s.getBoundingClientRect().top+scrollY+${sectionScroll.offsetPx},`,
  'behavior:matchMedia("(prefers-reduced-motion:reduce)").matches?"instant":"smooth"});',
  's.tabIndex=-1;s.focus({preventScroll:true})})',
].join('');
