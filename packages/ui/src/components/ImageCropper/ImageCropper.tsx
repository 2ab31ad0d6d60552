import { clsx } from 'clsx';
import {
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useUiText } from '../../i18n/texts';
import { Slider } from '../Slider/Slider';
import {
  type CropArea,
  defaultMaxZoom,
  type ImageSize,
  keyboardStep,
  minZoom,
  moveCrop,
  roundCrop,
  startingCrop,
  zoomCrop,
} from './cropArea';
import * as styles from './ImageCropper.css';
import { texts } from './texts';

export type { CropArea, ImageSize } from './cropArea';

export const imageCropperShapes = ['circle', 'square'] as const;

/** How far one press of plus or minus zooms. */
const zoomKeyStep = 0.25;

export interface ImageCropperProps {
  /** The chosen picture (an object URL or data URL). A new picture starts centred at zoom 1. */
  src: string;
  /** How the frame looks; the crop itself is square either way. */
  shape?: (typeof imageCropperShapes)[number];
  /** The crop in whole source pixels: once the picture has loaded, then after every move or zoom. */
  onChange?: (area: CropArea) => void;
  /** Where the frame starts (a crop made earlier); the centred square when left out. */
  defaultCrop?: CropArea | null;
  /** The strongest zoom; 4 shows a quarter of the short side. */
  maxZoom?: number;
  /** Replaces "Your chosen picture" as the picture's text alternative. */
  alt?: string;
  /** Layout-only escape hatch. */
  UNSAFE_className?: string;
}

interface Loaded {
  src: string;
  size: ImageSize;
}

function percent(part: number, whole: number): string {
  return `${(part / whole) * 100}%`;
}

/** Where the whole picture sits in the square stage (letterboxed, like `object-fit: contain`). */
function imageBoxStyle({ width, height }: ImageSize): CSSProperties {
  if (width >= height) {
    return {
      left: 0,
      width: '100%',
      top: percent((width - height) / 2, width),
      height: percent(height, width),
    };
  }
  return {
    top: 0,
    height: '100%',
    left: percent((height - width) / 2, height),
    width: percent(width, height),
  };
}

function frameStyle(area: CropArea, image: ImageSize): CSSProperties {
  return {
    left: percent(area.x, image.width),
    top: percent(area.y, image.height),
    width: percent(area.width, image.width),
    height: percent(area.height, image.height),
  };
}

/**
 * Crops the member's picture to a square (a circle on the profile): the whole picture is shown, the
 * frame over it moves by pointer drag or with the arrow keys, and the zoom slider (or plus and
 * minus on the frame) makes it smaller or larger. The crop is reported in source pixels, ready to
 * be cut out with `cropImage` or on the server.
 *
 * - **Keyboard:** Tab focuses the frame: the arrow keys move it (Shift for larger steps), + and -
 *   zoom. Tab then reaches the zoom slider (arrows, Page Up/Down, Home, End).
 * - **Screen reader:** The frame has its own role description and name and is described by the
 *   instructions for the keys; the slider is named "Zoom".
 * - **Do:** Report the crop with `onCropChange` and cut it out only when the member confirms.
 * - **Don't:** Crop without showing the whole picture first: the member must see what is cut away.
 */
export function ImageCropper({
  src,
  shape = 'circle',
  onChange,
  defaultCrop,
  maxZoom = defaultMaxZoom,
  alt,
  UNSAFE_className,
}: ImageCropperProps) {
  const t = useUiText();
  const instructionsId = useId();
  const imageRef = useRef<HTMLImageElement>(null);
  const imageBoxRef = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [area, setArea] = useState<CropArea | null>(null);
  const [zoom, setZoom] = useState(minZoom);
  const [isDragging, setDragging] = useState(false);
  // Pointer moves arrive faster than renders: each step builds on the latest crop, not the last render's.
  const latest = useRef<CropArea | null>(null);
  const drag = useRef<{ pointerId: number; x: number; y: number } | null>(null);
  const image = loaded?.src === src ? loaded.size : null;

  // A parent that passes a new onChange on every render must not restart the crop.
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const defaultCropRef = useRef(defaultCrop);
  defaultCropRef.current = defaultCrop;
  const initializedSrc = useRef<string | null>(null);

  const commit = useCallback((next: CropArea, size: ImageSize) => {
    latest.current = next;
    setArea(next);
    onChangeRef.current?.(roundCrop(next, size));
  }, []);

  const handleLoad = useCallback(() => {
    const element = imageRef.current;
    if (!element?.naturalWidth || !element.naturalHeight || initializedSrc.current === src) return;
    initializedSrc.current = src;
    const size = { width: element.naturalWidth, height: element.naturalHeight };
    const start = startingCrop(size, defaultCropRef.current, maxZoom);
    setLoaded({ src, size });
    setZoom(start.zoom);
    commit(start.area, size);
  }, [src, commit, maxZoom]);

  // A picture from the cache may be complete before React listens for its load event.
  useEffect(() => {
    if (imageRef.current?.complete) handleLoad();
  }, [handleLoad]);

  const changeZoom = (value: number) => {
    const next = Math.min(Math.max(value, minZoom), maxZoom);
    setZoom(next);
    if (image && latest.current) commit(zoomCrop(latest.current, image, next), image);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!image || !latest.current) return;
    const step = keyboardStep(image, event.shiftKey);
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (move) {
      commit(moveCrop(latest.current, image, move[0], move[1]), image);
    } else if (event.key === '+' || event.key === '=') {
      changeZoom(zoom + zoomKeyStep);
    } else if (event.key === '-') {
      changeZoom(zoom - zoomKeyStep);
    } else {
      return;
    }
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
    setDragging(true);
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A synthetic pointer (tests, assistive tools) cannot be captured; dragging still works.
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    const box = imageBoxRef.current?.getBoundingClientRect();
    if (start?.pointerId !== event.pointerId || !image || !latest.current || !box?.width) return;
    // Screen pixels to source pixels: the picture is drawn scaled into the stage.
    const scale = image.width / box.width;
    const dx = (event.clientX - start.x) * scale;
    const dy = (event.clientY - start.y) * scale;
    drag.current = { ...start, x: event.clientX, y: event.clientY };
    commit(moveCrop(latest.current, image, dx, dy), image);
  };

  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragging(false);
  };

  return (
    <div className={clsx(styles.cropper, UNSAFE_className)}>
      <div className={styles.stage}>
        <div
          ref={imageBoxRef}
          className={styles.imageBox}
          style={image ? imageBoxStyle(image) : { inset: 0 }}
        >
          <img
            ref={imageRef}
            className={styles.image}
            src={src}
            alt={alt ?? t(texts.picture)}
            draggable={false}
            onLoad={handleLoad}
          />
          {image && area && (
            <div
              role="application"
              aria-roledescription={t(texts.frameRole)}
              aria-label={t(texts.frame)}
              aria-describedby={instructionsId}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: the focused frame takes the arrow keys; no ARIA widget moves in two dimensions.
              tabIndex={0}
              className={styles.frame({ shape })}
              style={frameStyle(area, image)}
              data-dragging={isDragging || undefined}
              onKeyDown={onKeyDown}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerEnd}
              onPointerCancel={onPointerEnd}
            >
              <span className={styles.guides} aria-hidden />
            </div>
          )}
        </div>
      </div>
      <p id={instructionsId} className={styles.instructions}>
        {t(texts.instructions)}
      </p>
      <Slider
        label={t(texts.zoom)}
        value={zoom}
        onChange={changeZoom}
        minValue={minZoom}
        maxValue={maxZoom}
        step={0.05}
        formatOptions={{ style: 'percent', maximumFractionDigits: 0 }}
        isDisabled={!image}
        UNSAFE_className={styles.zoom}
      />
    </div>
  );
}
