import { clsx } from 'clsx';
import { Gift } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { defineTexts, useUiText } from '../../i18n/texts';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { CoinIcon } from '../CoinIcon/CoinIcon';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './WheelOfFortune.css';

export const wheelSegmentTones = [
  'brand',
  'secondary',
  'coin',
  'brandSoft',
  'success',
  'info',
  'neutral',
] as const;

export interface WheelSegment {
  /** The prize, short ("50 coins", "3 swipes"). */
  label: string;
  tone: (typeof wheelSegmentTones)[number];
}

const texts = defineTexts('WheelOfFortune', {
  wheel: {
    de: 'Glücksrad mit den Preisen: {prizes}',
    en: 'Wheel of fortune with the prizes: {prizes}',
    fr: 'Roue de la fortune avec les prix : {prizes}',
    it: 'Ruota della fortuna con i premi: {prizes}',
    pl: 'Koło fortuny z nagrodami: {prizes}',
    nl: 'Rad van fortuin met de prijzen: {prizes}',
    da: 'Lykkehjul med præmierne: {prizes}',
    sv: 'Lyckohjul med priserna: {prizes}',
  },
  spin: {
    de: 'Drehen',
    en: 'Spin',
    fr: 'Tourner',
    it: 'Gira',
    pl: 'Zakręć',
    nl: 'Draaien',
    da: 'Drej',
    sv: 'Snurra',
  },
  spinning: {
    de: 'Das Rad dreht sich …',
    en: 'The wheel is spinning…',
    fr: 'La roue tourne…',
    it: 'La ruota sta girando…',
    pl: 'Koło się kręci…',
    nl: 'Het rad draait…',
    da: 'Hjulet drejer…',
    sv: 'Hjulet snurrar…',
  },
  won: {
    de: 'Du hast {prize} gewonnen!',
    en: 'You won {prize}!',
    fr: 'Tu as gagné {prize} !',
    it: 'Hai vinto {prize}!',
    pl: 'Wygrywasz: {prize}!',
    nl: 'Je hebt {prize} gewonnen!',
    da: 'Du har vundet {prize}!',
    sv: 'Du vann {prize}!',
  },
  comeBackTomorrow: {
    de: 'Komm morgen wieder',
    en: 'Come back tomorrow',
    fr: 'Reviens demain',
    it: 'Torna domani',
    pl: 'Wróć jutro',
    nl: 'Kom morgen terug',
    da: 'Kom tilbage i morgen',
    sv: 'Kom tillbaka i morgon',
  },
  freeSpin: {
    de: '1 Gratis-Dreh',
    en: '1 free spin',
    fr: '1 tour gratuit',
    it: '1 giro gratis',
    pl: '1 darmowy obrót',
    nl: '1 gratis draai',
    da: '1 gratis spin',
    sv: '1 gratis snurr',
  },
});

/** How many full turns the wheel makes before it lands. */
const turns = 5;

type Phase = 'idle' | 'requesting' | 'spinning' | 'won';

export interface WheelOfFortuneProps {
  /** The prizes clockwise from the top; two or more. */
  segments: WheelSegment[];
  /** Asks the server for a spin; resolves with the index of the winning segment. */
  onSpin: () => Promise<number>;
  /** Called once the wheel has landed. */
  onSpinEnd?: (index: number) => void;
  /** False once today's spin is used: the button says "Come back tomorrow". */
  canSpin?: boolean;
  /** When the next spin is possible ("Next spin in 9 h 41 min"), shown while it cannot spin. */
  nextSpinText?: string;
  /** Shows the "1 free spin" label. */
  hasFreeSpin?: boolean;
  UNSAFE_className?: string;
}

const size = 320;
const center = size / 2;
const radius = 148;

function point(angle: number, r: number): [number, number] {
  const rad = ((angle - 90) * Math.PI) / 180;
  return [center + r * Math.cos(rad), center + r * Math.sin(rad)];
}

/**
 * The daily wheel of fortune. The server decides the prize: `onSpin` resolves with the winning
 * segment, the wheel turns to land on it (instantly under reduced motion) and the prize is
 * announced in a live region.
 *
 * - **Keyboard:** Tab focuses the Spin button; Enter or Space spins.
 * - **Screen reader:** The wheel is an image named with all its prizes; "The wheel is spinning…"
 *   and "You won …!" are read from a status region.
 * - **Do:** Let the server decide the prize and only animate to it.
 * - **Don't:** Decide the prize in the browser.
 */
export function WheelOfFortune({
  segments,
  onSpin,
  onSpinEnd,
  canSpin = true,
  nextSpinText,
  hasFreeSpin,
  UNSAFE_className,
}: WheelOfFortuneProps) {
  const t = useUiText();
  const [phase, setPhase] = useState<Phase>('idle');
  const [rotation, setRotation] = useState(0);
  const [winner, setWinner] = useState<number | null>(null);
  const wheelRef = useRef<HTMLDivElement>(null);
  const segmentAngle = 360 / segments.length;

  const land = () => {
    if (winner === null) return;
    setPhase('won');
    onSpinEnd?.(winner);
  };

  // Under reduced motion the transition lasts 0 s and never fires `transitionend`.
  useEffect(() => {
    if (phase !== 'spinning' || !wheelRef.current) return;
    const duration = Number.parseFloat(getComputedStyle(wheelRef.current).transitionDuration);
    if (!duration) land();
  });

  const busy = phase === 'requesting' || phase === 'spinning';

  const spin = async () => {
    if (busy) return;
    setPhase('requesting');
    setWinner(null);
    let index: number;
    try {
      index = await onSpin();
    } catch {
      setPhase('idle');
      return;
    }
    const target = -index * segmentAngle;
    setRotation((current) => {
      const offset = (((target - current) % 360) + 360) % 360;
      return current + turns * 360 + offset;
    });
    setWinner(index);
    setPhase('spinning');
  };

  const prize = winner !== null ? segments[winner]?.label : undefined;

  return (
    <div className={clsx(styles.root, UNSAFE_className)} data-phase={phase}>
      {hasFreeSpin && canSpin && (
        <Badge tone="coin" icon={<Gift size={14} aria-hidden />}>
          {t(texts.freeSpin)}
        </Badge>
      )}
      <div className={styles.stage}>
        <div
          className={styles.wheel}
          role="img"
          aria-label={t(texts.wheel, { prizes: segments.map((s) => s.label).join(', ') })}
        >
          <div
            ref={wheelRef}
            className={styles.rotor}
            style={{ transform: `rotate(${rotation}deg)` }}
            onTransitionEnd={(event) => {
              if (event.target === event.currentTarget && phase === 'spinning') land();
            }}
          >
            <svg viewBox={`0 0 ${size} ${size}`} className={styles.svg} aria-hidden>
              {segments.map((segment, index) => {
                const start = index * segmentAngle - segmentAngle / 2;
                const end = start + segmentAngle;
                const [x1, y1] = point(start, radius);
                const [x2, y2] = point(end, radius);
                const largeArc = segmentAngle > 180 ? 1 : 0;
                const labelRadius = radius * 0.58;
                const isLong = segment.label.length > 9;
                return (
                  <g
                    // biome-ignore lint/suspicious/noArrayIndexKey: a segment is a position on the wheel; prize labels may repeat
                    key={`${segment.label}-${index}`}
                    data-winner={index === winner && phase === 'won'}
                  >
                    <path
                      d={`M ${center} ${center} L ${x1} ${y1} A ${radius} ${radius} 0 ${largeArc} 1 ${x2} ${y2} Z`}
                      className={styles.segment[segment.tone]}
                    />
                    <text
                      className={styles.label[segment.tone]}
                      transform={`rotate(${index * segmentAngle} ${center} ${center}) rotate(-90 ${center} ${center - labelRadius})`}
                      x={center}
                      y={center - labelRadius}
                      textAnchor="middle"
                      dominantBaseline="central"
                      {...(isLong
                        ? { textLength: radius * 0.52, lengthAdjust: 'spacingAndGlyphs' }
                        : {})}
                    >
                      {segment.label}
                    </text>
                  </g>
                );
              })}
              <circle cx={center} cy={center} r={radius} className={styles.rim} />
              {segments.map((segment, index) => {
                const [x, y] = point(index * segmentAngle - segmentAngle / 2, radius + 5);
                return (
                  <circle
                    // biome-ignore lint/suspicious/noArrayIndexKey: a segment is a position on the wheel; prize labels may repeat
                    key={`light-${segment.label}-${index}`}
                    cx={x}
                    cy={y}
                    r={3.5}
                    className={styles.light}
                  />
                );
              })}
            </svg>
          </div>
          <span className={styles.hub} aria-hidden>
            <CoinIcon size={34} />
          </span>
          <svg className={styles.pointer} viewBox="0 0 32 40" aria-hidden>
            <path d="M16 38 L3 8 A 14 14 0 0 1 29 8 Z" />
            <circle cx="16" cy="12" r="4.5" className={styles.pointerDot} />
          </svg>
        </div>
      </div>
      <p role="status" className={styles.result} data-won={phase === 'won' || undefined}>
        {phase === 'won' && prize ? t(texts.won, { prize }) : ''}
      </p>
      <div className={styles.actions}>
        {canSpin || busy ? (
          // Not `isPending`: its announcement points at the button, which the next state replaces.
          <Button
            size="large"
            onPress={spin}
            icon={busy ? <Spinner size="small" decorative /> : undefined}
            UNSAFE_className={styles.spinButton}
          >
            {busy ? t(texts.spinning) : t(texts.spin)}
          </Button>
        ) : (
          <>
            <Button
              size="large"
              variant="secondary"
              isDisabled
              UNSAFE_className={styles.spinButton}
            >
              {t(texts.comeBackTomorrow)}
            </Button>
            {nextSpinText && <p className={styles.next}>{nextSpinText}</p>}
          </>
        )}
      </div>
    </div>
  );
}
