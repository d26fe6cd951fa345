import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once the place they take comes near the viewport, `placeholder` until then:
 * a heavy part below the fold (a chart and its library) stays out of the first load. Where the
 * browser cannot tell (no IntersectionObserver) the children render at once.
 */
export function WhenVisible({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      // Started a little before it scrolls in, so that it is drawn by the time it shows.
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return <div ref={ref}>{near ? children : placeholder}</div>;
}
