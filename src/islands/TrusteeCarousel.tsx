/**
 * Trustee carousel. The trustees are rendered twice in one native scroll container (the second copy is
 * added after hydration, so the HTML stays small); the copy is aria-hidden and inert, so keyboard and screen-reader users meet each trustee once while the picture loops
 * without a seam. It scrolls itself at `speed` px/s, pauses while pointed at, touched or focused (and when
 * off screen), never moves by itself under prefers-reduced-motion, and the arrows nudge it by `nudge` px.
 */
import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';

export interface CarouselPicture {
  src: string;
  avif: string;
  webp: string;
  width: number;
  height: number;
}

export interface CarouselTrustee {
  id: string;
  name: string;
  role: string;
  href: string;
  sample: boolean;
  photo: CarouselPicture;
}

export interface TrusteeCarouselProps {
  trustees: CarouselTrustee[];
  labels: { previous: string; next: string; pause: string; play: string; sample: string };
  /** Auto-scroll speed in px per second (40 on the original site). */
  speed?: number;
  /** How far an arrow button moves the strip, in px (200 on the original site). */
  nudge?: number;
}

const SIZES = '13.5rem';

function Cards({ trustees, labels, copy }: { trustees: CarouselTrustee[]; labels: TrusteeCarouselProps['labels']; copy: boolean }) {
  return (
    <ul className="tc-set" aria-hidden={copy || undefined} inert={copy || undefined} data-set={copy ? 'copy' : 'main'}>
      {trustees.map((t) => (
        <li key={t.id} className="tc-card">
          <a className="tc-link" href={t.href}>
            <picture>
              <source type="image/avif" srcSet={t.photo.avif} sizes={SIZES} />
              <source type="image/webp" srcSet={t.photo.webp} sizes={SIZES} />
              <img className="tc-photo" src={t.photo.src} width={t.photo.width} height={t.photo.height} alt="" loading="lazy" decoding="async" />
            </picture>
            <span className="tc-name">{t.name}</span>
            <span className="tc-role">{t.role}</span>
            {t.sample && <span className="tc-sample">{labels.sample}</span>}
          </a>
        </li>
      ))}
    </ul>
  );
}

export default function TrusteeCarousel({ trustees, labels, speed = 40, nudge = 200 }: TrusteeCarouselProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const copySet = useRef<HTMLUListElement | null>(null);
  const hovered = useRef(false);
  const focused = useRef(false);
  const touched = useRef(false);
  const onScreen = useRef(true);
  const touchTimer = useRef(0);
  const [playing, setPlaying] = useState(true);
  const [reduced, setReduced] = useState(false);
  // The looping copy is added once the island is awake: the server's HTML carries each trustee once.
  const [looped, setLooped] = useState(false);
  useEffect(() => setLooped(true), []);

  useEffect(() => {
    const mq = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduced(mq.matches);
    update();
    mq.addEventListener('change', update);
    return () => mq.removeEventListener('change', update);
  }, []);

  /** Width of one full set (cards + trailing gap): scrolling by exactly this shows the same picture. */
  const loopWidth = useCallback(() => {
    const el = viewport.current;
    if (!copySet.current?.isConnected) copySet.current = el?.querySelector<HTMLUListElement>('[data-set="copy"]') ?? null;
    return copySet.current?.offsetLeft ?? 0;
  }, []);

  useEffect(() => {
    const el = viewport.current;
    if (!el) return;
    const io = new IntersectionObserver(([entry]) => {
      onScreen.current = entry?.isIntersecting ?? true;
    });
    io.observe(el);
    return () => io.disconnect();
  }, []);

  useEffect(() => {
    const el = viewport.current;
    if (!el || !playing || reduced) return;
    let raf = 0;
    let last = performance.now();
    // scrollLeft may be rounded to whole pixels: keep the exact position here.
    let pos = el.scrollLeft;
    const step = (now: number) => {
      const dt = Math.min(now - last, 100) / 1000;
      last = now;
      const paused = hovered.current || focused.current || touched.current || !onScreen.current;
      if (paused || Math.abs(el.scrollLeft - pos) > 2) {
        pos = el.scrollLeft; // someone else moved it (a swipe, an arrow, focus): carry on from there
      } else {
        const loop = loopWidth();
        pos += speed * dt;
        if (loop > 0 && pos >= loop) pos -= loop;
        el.scrollLeft = pos;
      }
      raf = requestAnimationFrame(step);
    };
    raf = requestAnimationFrame(step);
    return () => cancelAnimationFrame(raf);
  }, [playing, reduced, speed, loopWidth]);

  const move = (direction: 1 | -1) => {
    const el = viewport.current;
    if (!el) return;
    const loop = loopWidth();
    // Jump by a whole set first when the nudge would run off either end: the picture is identical there.
    if (loop > 0 && direction < 0 && el.scrollLeft - nudge < 0) el.scrollLeft += loop;
    if (loop > 0 && direction > 0 && el.scrollLeft + nudge > loop) el.scrollLeft -= loop;
    el.scrollBy({ left: direction * nudge, behavior: reduced ? 'auto' : 'smooth' });
  };

  const onPointerEnter = (e: PointerEvent) => {
    if (e.pointerType === 'mouse') hovered.current = true;
  };
  const onPointerLeave = (e: PointerEvent) => {
    if (e.pointerType === 'mouse') hovered.current = false;
  };
  const onPointerDown = (e: PointerEvent) => {
    if (e.pointerType === 'mouse') return;
    window.clearTimeout(touchTimer.current);
    touched.current = true;
  };
  const onPointerUp = (e: PointerEvent) => {
    if (e.pointerType === 'mouse') return;
    window.clearTimeout(touchTimer.current);
    touchTimer.current = window.setTimeout(() => {
      touched.current = false;
    }, 3000);
  };

  return (
    <div
      className="tc"
      data-playing={playing && !reduced ? '' : undefined}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onFocus={() => {
        focused.current = true;
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) focused.current = false;
      }}
    >
      <div className="tc-viewport" ref={viewport} data-carousel-viewport>
        <div className="tc-track">
          <Cards trustees={trustees} labels={labels} copy={false} />
          {looped && <Cards trustees={trustees} labels={labels} copy />}
        </div>
      </div>
      <div className="tc-controls">
        <button type="button" className="tc-button" aria-label={labels.previous} onClick={() => move(-1)} data-carousel-prev>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M15 5l-7 7 7 7" />
          </svg>
        </button>
        <button
          type="button"
          className={`tc-button tc-pause${reduced ? ' is-off' : ''}`}
          aria-label={playing ? labels.pause : labels.play}
          onClick={() => setPlaying((p) => !p)}
          disabled={reduced}
          data-carousel-toggle
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            {playing ? <path d="M9 5v14M15 5v14" /> : <path d="M8 5l11 7-11 7z" />}
          </svg>
        </button>
        <button type="button" className="tc-button" aria-label={labels.next} onClick={() => move(1)} data-carousel-next>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M9 5l7 7-7 7" />
          </svg>
        </button>
      </div>
    </div>
  );
}
