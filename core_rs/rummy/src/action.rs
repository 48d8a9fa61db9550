//! A seat's move, [`Action`], and what it did, [`Resolved`] (the payload of the event a service
//! records). JSON forms, internally tagged by `type` (the names of
//! [`crate::vocabulary::ACTION_KINDS`]):
//!
//! - `{"type": "draw_stock"}`, `{"type": "draw_discard"}`;
//! - `{"type": "meld", "cards": ["7h", "8h", "X1"], "jokers": {"X1": "9h"}}`: `jokers` names the
//!   card each joker of a run stands for, and is left out for a set (whose jokers stand for any
//!   missing suit);
//! - `{"type": "lay_off", "card": "X2", "meld": 0, "stands_for": "6h"}`: `stands_for` only for a
//!   joker laid off on a run;
//! - `{"type": "swap_joker", "card": "9h", "joker": "X1"}`: lays `card` in the joker's place and
//!   takes the joker;
//! - `{"type": "discard", "card": "Kd"}`.
//!
//! ```
//! use ginrummy_rummy::action::Action;
//! let a = Action::from_json(r#"{"type": "meld", "cards": ["7h", "8h", "X1"], "jokers": {"X1": "9h"}}"#).unwrap();
//! assert_eq!(Action::from_json(&a.to_json()).unwrap(), a);
//! assert!(Action::from_json(r#"{"type": "discard"}"#).is_err());
//! ```

use ginrummy_cards::Card;
use serde::{Deserialize, Serialize};

use crate::card::{AnyCard, AnyCards};
use crate::error::{Reason, Result, RummyError};
use crate::meld::StandIns;

/// One move of the seat to act. See the module docs for the JSON forms.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Action {
    /// Take the top card of the stock.
    DrawStock,
    /// Take the top card of the discard pile.
    DrawDiscard,
    /// Lay a set or run from the hand on the table.
    Meld {
        /// The meld's cards.
        cards: AnyCards,
        /// What each joker of a run stands for (empty for a set).
        #[serde(default, skip_serializing_if = "StandIns::is_empty")]
        jokers: StandIns,
    },
    /// Add a card from the hand to a meld on the table.
    LayOff {
        /// The card.
        card: AnyCard,
        /// The meld's id.
        meld: u32,
        /// For a joker laid off on a run: the card it stands for.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        stands_for: Option<Card>,
    },
    /// Lay `card` in the place of `joker` on the table and take the joker into the hand.
    SwapJoker {
        /// The natural card the joker stands for.
        card: Card,
        /// The joker taken.
        joker: AnyCard,
    },
    /// Put a card on the discard pile, ending the turn.
    Discard {
        /// The card.
        card: AnyCard,
    },
}

impl Action {
    /// The kind's name, the `type` of the JSON form.
    pub fn name(&self) -> &'static str {
        match self {
            Action::DrawStock => "draw_stock",
            Action::DrawDiscard => "draw_discard",
            Action::Meld { .. } => "meld",
            Action::LayOff { .. } => "lay_off",
            Action::SwapJoker { .. } => "swap_joker",
            Action::Discard { .. } => "discard",
        }
    }

    /// The JSON form.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("actions serialize")
    }

    /// Parses the JSON form. Errors: an `IllegalAction` with reason `malformed`.
    pub fn from_json(json: &str) -> Result<Action> {
        serde_json::from_str(json)
            .map_err(|e| RummyError::illegal(Reason::Malformed, format!("malformed action: {e}")))
    }
}

/// What a legal action did (serde, tagged by `type` like [`Action`]): the card drawn, the meld
/// laid with its new id, where a card was laid off and what it stands for there, which meld a
/// joker left.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Resolved {
    /// `card` was drawn from the stock (secret from the others until the hand ends).
    DrawStock {
        /// The card drawn.
        card: AnyCard,
    },
    /// `card` was drawn from the discard pile (public).
    DrawDiscard {
        /// The card drawn.
        card: AnyCard,
    },
    /// A meld was laid as meld `meld`.
    Meld {
        /// The new meld's id.
        meld: u32,
        /// Its cards.
        cards: AnyCards,
        /// What its run jokers stand for.
        jokers: StandIns,
    },
    /// `card` was laid off on meld `meld`.
    LayOff {
        /// The card.
        card: AnyCard,
        /// The meld's id.
        meld: u32,
        /// The natural card whose place it takes (itself for a natural; `None` for a joker in
        /// a set).
        stands_for: Option<Card>,
    },
    /// `card` took `joker`'s place on meld `meld`.
    SwapJoker {
        /// The natural card laid.
        card: Card,
        /// The joker taken.
        joker: AnyCard,
        /// The meld's id.
        meld: u32,
    },
    /// `card` was discarded.
    Discard {
        /// The card.
        card: AnyCard,
    },
}
