//! Classic Rummy's action vocabulary, written once: [`ACTION_KINDS`], each kind's name (the
//! `type` of [`Action`](crate::action::Action)'s JSON form), the fields a seat sends, the event
//! a service records and that event's fields (what [`Resolved`](crate::action::Resolved) names
//! beside the acting seat), and which are secret from whom: the card of a stock draw is the
//! drawer's alone until the hand ends; a discard-pile draw is public.
//!
//! ```
//! use ginrummy_rummy::vocabulary::ACTION_KINDS;
//! use ginrummy_cards::vocabulary::kind;
//! assert!(kind(ACTION_KINDS, "draw_stock").unwrap().records[0].secret.is_some());
//! assert!(kind(ACTION_KINDS, "draw_discard").unwrap().records[0].secret.is_none());
//! ```

use ginrummy_cards::vocabulary::{
    ActionKind, Field, FieldType, CARD, DISCARD, DRAW_DISCARD, DRAW_STOCK, MELD_INDEX as MELD,
};

const CARDS: Field = Field::new("cards", FieldType::Cards);
const JOKERS: Field = Field::new("jokers", FieldType::JokerStandIns);
const STANDS_FOR: Field = Field::new("stands_for", FieldType::Card);
const JOKER: Field = Field::new("joker", FieldType::Card);

/// Every kind of action, in the order of [`Action`](crate::action::Action)'s variants.
pub static ACTION_KINDS: &[ActionKind] = &[
    DRAW_STOCK,
    DRAW_DISCARD,
    ActionKind {
        name: "meld",
        fields: &[CARDS, JOKERS.optional()],
        event: "Melded",
        records: &[MELD, CARDS, JOKERS],
    },
    ActionKind {
        name: "lay_off",
        fields: &[CARD, MELD, STANDS_FOR.optional()],
        event: "LaidOff",
        // `stands_for` is null for a joker laid off on a set.
        records: &[CARD, MELD, STANDS_FOR.optional()],
    },
    ActionKind {
        name: "swap_joker",
        fields: &[CARD, JOKER],
        event: "JokerSwapped",
        records: &[CARD, JOKER, MELD],
    },
    DISCARD,
];
