// A card drawn in code: an SVG suit and the rank in text, with a text label for screen readers.
import type { JSX } from "preact";
import { cardLabel, isRed, parseCard, rankText, type Suit } from "./cards";

const SUIT_PATHS: Record<Suit, JSX.Element> = {
  h: <path d="M12 21s-8-5.3-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 10c0 5.7-8 11-8 11z" />,
  d: <path d="M12 2 20 12 12 22 4 12z" />,
  s: <path d="M12 2s-8 6.5-8 11.5a4 4 0 0 0 7 2.6L10 21h4l-1-4.9a4 4 0 0 0 7-2.6C20 8.5 12 2 12 2z" />,
  c: (
    <g>
      <circle cx="12" cy="7" r="4.2" />
      <circle cx="7" cy="13.5" r="4.2" />
      <circle cx="17" cy="13.5" r="4.2" />
      <path d="M11 13h2l1.2 8h-4.4z" />
    </g>
  ),
};

export function SuitIcon({ suit }: { suit: Suit }) {
  return (
    <svg class="suit" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {SUIT_PATHS[suit]}
    </svg>
  );
}

interface CardProps {
  code: string;
  onClick?: (() => void) | undefined;
  disabled?: boolean;
  selected?: boolean;
  extra?: string;
  hint?: string;
  testid?: string;
  /** Keys on the card (the hand's Alt+arrows); a card that is not a button then takes the focus. */
  onKeyDown?: ((e: KeyboardEvent) => void) | undefined;
  describedBy?: string | undefined;
}

/** A face-up card: a button when it can be clicked, an image with a text label otherwise. */
export function CardFace({ code, onClick, disabled, selected, extra, hint, testid, onKeyDown, describedBy }: CardProps) {
  const { suit } = parseCard(code);
  const cls = `card ${isRed(code) ? "red" : "black"}${selected ? " selected" : ""}${extra ? ` ${extra}` : ""}`;
  const face = (
    <>
      <span class="rank" aria-hidden="true">{rankText(code)}</span>
      <SuitIcon suit={suit} />
    </>
  );
  const label = cardLabel(code) + (hint ? `, ${hint}` : "");
  if (onClick === undefined) {
    return (
      <span class={cls} role="img" aria-label={label} data-card={code} data-testid={testid} onKeyDown={onKeyDown} tabIndex={onKeyDown ? 0 : undefined} aria-describedby={describedBy}>
        {face}
      </span>
    );
  }
  return (
    // The name comes from the text for screen readers (the printed rank is hidden from them):
    // an aria-label would not contain the visible rank ("6" against "six of hearts").
    <button
      type="button"
      class={cls}
      aria-pressed={selected === undefined ? undefined : selected}
      disabled={disabled}
      onClick={onClick}
      onKeyDown={onKeyDown}
      aria-describedby={describedBy}
      data-card={code}
      data-testid={testid}
    >
      {face}
      <span class="sr-only">{label}</span>
    </button>
  );
}

/** A face-down card. */
export function CardBack({ label }: { label?: string }) {
  return label ? <span class="card back" role="img" aria-label={label} /> : <span class="card back" aria-hidden="true" />;
}
