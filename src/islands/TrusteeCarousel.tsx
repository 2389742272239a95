/**
 * Trustee carousel, woken by the visitor's first touch, focus or key in it (client:interaction); until then
 * (and without JavaScript) a strip that scrolls sideways. Awake, the trustees are rendered twice side by
 * side (the copy is aria-hidden and inert, so keyboard and screen-reader users meet each trustee once) and
 * the strip slides left at `speed` px/s by one set's width, over and over: a seamless loop. The motion is a
 * Web Animations transform, run by the compositor: no work on the main thread per frame. It pauses while
 * pointed at, touched or focused, when off screen, or when the visitor presses Pause; it never moves by
 * itself under prefers-reduced-motion. The arrows move it by `nudge` px. The strip also sits in a native
 * scroll container, so a swipe (or the browser revealing a focused card) still works; whenever the motion
 * resumes, that scroll offset is folded back into the animation.
 */
import { useCallback, useEffect, useRef, useState, type FocusEvent, type PointerEvent } from 'react';
// = ISLAND_READY of ./directives/contract (imported, that one line would be a chunk and a request of its own).
const ISLAND_READY = 'island-ready';

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
  /** How many photos load eagerly (the carousel is at the top of /homepageteam, lower on the home page). */
  eager?: number;
}

const SIZES = '13.5rem';

/** A time within one turn of the loop, for any (also negative) time. */
const wrapMs = (ms: number, turn: number) => (turn > 0 ? ((ms % turn) + turn) % turn : 0);

function Cards({
  trustees,
  labels,
  copy,
  eager,
}: {
  trustees: CarouselTrustee[];
  labels: TrusteeCarouselProps['labels'];
  copy: boolean;
  eager: number;
}) {
  return (
    <ul className="tc-set" aria-hidden={copy || undefined} inert={copy || undefined} data-set={copy ? 'copy' : 'main'}>
      {trustees.map((t, i) => (
        <li key={t.id} className="tc-card">
          <a className="tc-link" href={t.href}>
            <picture>
              <source type="image/avif" srcSet={t.photo.avif} sizes={SIZES} />
              <source type="image/webp" srcSet={t.photo.webp} sizes={SIZES} />
              <img
                className="tc-photo"
                src={t.photo.src}
                width={t.photo.width}
                height={t.photo.height}
                alt=""
                loading={!copy && i < eager ? 'eager' : 'lazy'}
                // Eager photos open the page (/homepageteam): the first is its main image, fetched first.
                fetchPriority={!copy && i === 0 && eager > 0 ? 'high' : undefined}
                decoding="async"
              />
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

export default function TrusteeCarousel({
  trustees,
  labels,
  speed = 40,
  nudge = 200,
  eager = 0,
}: TrusteeCarouselProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const anim = useRef<Animation | null>(null);
  const loop = useRef(0); // px: width of one set, i.e. one full turn
  const holds = useRef({ hover: false, focus: false, touch: false, offscreen: false, user: false, reduced: false });
  const touchTimer = useRef(0);
  const [userPaused, setUserPaused] = useState(false);
  const [reduced, setReduced] = useState(false);
  // Awake: the looping copy joins the server's one set, and the directive repeats an arrow pressed before.
  const root = useRef<HTMLDivElement>(null);
  const [looped, setLooped] = useState(false);
  useEffect(() => {
    setLooped(true);
    root.current?.dispatchEvent(new Event(ISLAND_READY, { bubbles: true }));
  }, []);

  /** ms for one turn of the loop. */
  const turn = useCallback(() => (loop.current / speed) * 1000, [speed]);

  /** Move the native scroll offset into the animation, so only the animation holds the position. */
  const fold = useCallback(() => {
    const a = anim.current;
    const v = viewport.current;
    if (!a || !v || v.scrollLeft === 0) return;
    a.currentTime = wrapMs(Number(a.currentTime ?? 0) + (v.scrollLeft / speed) * 1000, turn());
    v.scrollLeft = 0;
  }, [speed, turn]);

  /** Play or pause to match the reasons to hold still. */
  const sync = useCallback(() => {
    const a = anim.current;
    if (!a) return;
    const h = holds.current;
    const hold = h.hover || h.focus || h.touch || h.offscreen || h.user || h.reduced;
    if (hold && a.playState === 'running') a.pause();
    if (!hold && a.playState !== 'running') {
      fold();
      a.play();
    }
  }, [fold]);

  useEffect(() => {
    const mq = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => {
      holds.current.reduced = mq.matches;
      setReduced(mq.matches);
      sync();
    };
    update();
    mq.addEventListener('change', update);
    return () => mq.removeEventListener('change', update);
  }, [sync]);

  useEffect(() => {
    holds.current.user = userPaused;
    sync();
  }, [userPaused, sync]);

  useEffect(() => {
    const el = viewport.current;
    if (!el) return;
    const io = new IntersectionObserver(([entry]) => {
      holds.current.offscreen = !(entry?.isIntersecting ?? true);
      sync();
    });
    io.observe(el);
    return () => io.disconnect();
  }, [sync]);

  // The animation: built once the copy is in place, rebuilt (keeping its progress) when the cards resize.
  useEffect(() => {
    const strip = track.current;
    const copy = strip?.querySelector<HTMLElement>('[data-set="copy"]');
    if (!strip || !copy) return;
    const build = () => {
      const width = copy.offsetLeft;
      if (width <= 0 || width === loop.current) return;
      const progress = anim.current ? Number(anim.current.currentTime ?? 0) / turn() : 0;
      anim.current?.cancel();
      loop.current = width;
      const a = strip.animate([{ transform: 'translateX(0)' }, { transform: `translateX(${-width}px)` }], {
        duration: turn(),
        iterations: Infinity,
        easing: 'linear',
      });
      a.pause();
      a.currentTime = wrapMs((progress || 0) * turn(), turn());
      anim.current = a;
      sync();
    };
    build();
    const ro = new ResizeObserver(build);
    ro.observe(copy);
    return () => {
      ro.disconnect();
      anim.current?.cancel();
      anim.current = null;
      loop.current = 0;
    };
  }, [looped, turn, sync]);

  const move = (direction: 1 | -1) => {
    const a = anim.current;
    if (!a) {
      viewport.current?.scrollBy({ left: direction * nudge });
      return;
    }
    fold();
    a.currentTime = wrapMs(Number(a.currentTime ?? 0) + direction * (nudge / speed) * 1000, turn());
  };

  /** Keep a focused card in view: the browser can scroll to it, but not to the left of the strip's start. */
  const reveal = (target: HTMLElement) => {
    const a = anim.current;
    const v = viewport.current;
    const card = target.closest<HTMLElement>('.tc-card');
    if (!a || !v || !card) return;
    const box = v.getBoundingClientRect();
    const r = card.getBoundingClientRect();
    if (r.left >= box.left && r.right <= box.right) return;
    // Show the focused card itself (not its look-alike in the copy): a position within the first set.
    v.scrollLeft = 0;
    a.currentTime = (Math.max(0, card.offsetLeft - 8) / speed) * 1000;
  };

  const hold = (key: 'hover' | 'touch' | 'focus', value: boolean) => {
    holds.current[key] = value;
    sync();
  };
  const onPointerEnter = (e: PointerEvent) => {
    if (e.pointerType === 'mouse') hold('hover', true);
  };
  const onPointerLeave = (e: PointerEvent) => {
    if (e.pointerType === 'mouse') hold('hover', false);
  };
  const onPointerDown = (e: PointerEvent) => {
    if (e.pointerType === 'mouse') return;
    window.clearTimeout(touchTimer.current);
    hold('touch', true);
  };
  const onPointerUp = (e: PointerEvent) => {
    if (e.pointerType === 'mouse') return;
    window.clearTimeout(touchTimer.current);
    touchTimer.current = window.setTimeout(() => hold('touch', false), 3000);
  };
  const onFocus = (e: FocusEvent<HTMLDivElement>) => {
    hold('focus', true);
    if (e.target instanceof HTMLElement && e.target.closest('.tc-set')) reveal(e.target);
  };
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget)) hold('focus', false);
  };

  return (
    <div
      ref={root}
      className="tc"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className="tc-viewport" ref={viewport} data-carousel-viewport>
        <div className="tc-track" ref={track}>
          <Cards trustees={trustees} labels={labels} copy={false} eager={eager} />
          {looped && <Cards trustees={trustees} labels={labels} copy eager={0} />}
        </div>
      </div>
      <div className="tc-controls">
        <button
          type="button"
          className="tc-button"
          aria-label={labels.previous}
          onClick={() => move(-1)}
          data-carousel-prev
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M15 5l-7 7 7 7" />
          </svg>
        </button>
        <button
          type="button"
          className={`tc-button tc-pause${reduced ? ' is-off' : ''}`}
          aria-label={userPaused ? labels.play : labels.pause}
          onClick={() => setUserPaused((p) => !p)}
          disabled={reduced}
          data-carousel-toggle
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            {userPaused ? <path d="M8 5l11 7-11 7z" /> : <path d="M9 5v14M15 5v14" />}
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
