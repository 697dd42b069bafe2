import { useEffect } from 'react';

/**
 * Stops the page behind a modal from scrolling while `locked`. Done through the CSSOM (inline
 * styles on <html>), which our Content-Security-Policy allows, unlike the <style> element that
 * scroll-lock libraries inject. The scrollbar's gutter is kept so the page does not shift.
 */
export function useLockPageScroll(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const { style } = document.documentElement;
    const previous = { overflow: style.overflow, scrollbarGutter: style.scrollbarGutter };
    style.scrollbarGutter = 'stable';
    style.overflow = 'hidden';
    return () => {
      style.overflow = previous.overflow;
      style.scrollbarGutter = previous.scrollbarGutter;
    };
  }, [locked]);
}
