//! The one error type of the rules core. Every fallible function returns `Result<_, GinError>`;
//! the Python binding maps each variant to its own exception class.
//!
//! A refused action ([`GinError::IllegalAction`]) carries a [`Refusal`]: a machine-readable
//! [`Reason`] and the precise message. The message is written only from what the acting seat
//! may see (legality is decided from a [`crate::legal::TurnView`], which holds only that seat's
//! information), so it can be shown to that seat as is.

use std::fmt;
use std::str::FromStr;

use ginrummy_cards::CardsError;
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// Why an action was refused: a stable, machine-readable code. The text form (Display,
/// [`Reason::as_str`], serde) is the snake_case name below; these names are part of the API
/// and never change meaning.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reason {
    /// `not_your_turn`: the acting seat is not the seat to act.
    NotYourTurn,
    /// `deal_over`: the deal has ended; nobody may act in it.
    DealOver,
    /// `match_over`: the match is over; there is no deal in play.
    MatchOver,
    /// `wrong_phase`: an action of a kind not allowed in this phase (say `discard` when a draw
    /// is due).
    WrongPhase,
    /// `not_held`: a card (to discard, knock-discard or lay off) the seat does not hold.
    NotHeld,
    /// `just_taken`: discarding (or knock-discarding) the card just taken from the discard
    /// pile this turn.
    JustTaken,
    /// `must_draw_stock`: `draw_discard` on the turn after both players passed the upcard.
    MustDrawStock,
    /// `pile_empty`: `draw_discard` with an empty discard pile.
    PileEmpty,
    /// `over_knock_limit`: a knock whose deadwood exceeds the effective knock limit.
    OverKnockLimit,
    /// `invalid_melds`: a knock whose declared melds are not valid, disjoint melds of the 10
    /// kept cards.
    InvalidMelds,
    /// `big_gin_off`: `big_gin` when the rules do not allow big gin.
    BigGinOff,
    /// `not_big_gin`: `big_gin` when the 11 cards do not all meld.
    NotBigGin,
    /// `no_such_meld`: a lay-off onto a knocker meld index that does not exist.
    NoSuchMeld,
    /// `does_not_fit`: a lay-off of a card that does not fit the knocker's meld.
    DoesNotFit,
    /// `malformed`: an action that does not parse or has the wrong shape (text or JSON form).
    Malformed,
    /// `no_legal_action`: a bot asked to move when its seat has no legal action.
    NoLegalAction,
}

impl Reason {
    /// Every reason, in declaration order.
    pub const ALL: [Reason; 16] = [
        Reason::NotYourTurn,
        Reason::DealOver,
        Reason::MatchOver,
        Reason::WrongPhase,
        Reason::NotHeld,
        Reason::JustTaken,
        Reason::MustDrawStock,
        Reason::PileEmpty,
        Reason::OverKnockLimit,
        Reason::InvalidMelds,
        Reason::BigGinOff,
        Reason::NotBigGin,
        Reason::NoSuchMeld,
        Reason::DoesNotFit,
        Reason::Malformed,
        Reason::NoLegalAction,
    ];

    /// The stable snake_case code, e.g. `"not_your_turn"`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Reason::NotYourTurn => "not_your_turn",
            Reason::DealOver => "deal_over",
            Reason::MatchOver => "match_over",
            Reason::WrongPhase => "wrong_phase",
            Reason::NotHeld => "not_held",
            Reason::JustTaken => "just_taken",
            Reason::MustDrawStock => "must_draw_stock",
            Reason::PileEmpty => "pile_empty",
            Reason::OverKnockLimit => "over_knock_limit",
            Reason::InvalidMelds => "invalid_melds",
            Reason::BigGinOff => "big_gin_off",
            Reason::NotBigGin => "not_big_gin",
            Reason::NoSuchMeld => "no_such_meld",
            Reason::DoesNotFit => "does_not_fit",
            Reason::Malformed => "malformed",
            Reason::NoLegalAction => "no_legal_action",
        }
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for Reason {
    type Err = GinError;

    /// Parses the snake_case code. Errors: `InvalidState` for an unknown code.
    fn from_str(s: &str) -> Result<Reason> {
        Reason::ALL
            .into_iter()
            .find(|r| r.as_str() == s)
            .ok_or_else(|| GinError::InvalidState(format!("unknown refusal reason {s:?}")))
    }
}

/// A refused action: why ([`Reason`]) and the precise message. Displays as the message.
pub type Refusal = ginrummy_cards::refusal::Refusal<Reason>;

/// Everything that can go wrong in the rules core. The message says precisely what was wrong.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum GinError {
    /// Card text or a card set that does not parse, or duplicates (`InvalidCardsError`).
    #[error("{0}")]
    InvalidCards(String),
    /// Melds that are not valid sets or runs, overlap, or use cards not in the hand
    /// (`InvalidMeldsError`).
    #[error("{0}")]
    InvalidMelds(String),
    /// An action that the rules do not allow in this state, or that does not parse
    /// (`IllegalActionError`, whose `reason` is the refusal's [`Reason`]).
    #[error("{0}")]
    IllegalAction(Refusal),
    /// Rule options out of range or inconsistent (`InvalidRulesError`).
    #[error("{0}")]
    InvalidRules(String),
    /// A serialized state or observation that does not parse or is inconsistent
    /// (`InvalidStateError`).
    #[error("{0}")]
    InvalidState(String),
}

impl GinError {
    /// An `IllegalAction` refusal with this reason and message.
    pub fn illegal(reason: Reason, message: impl Into<String>) -> GinError {
        GinError::IllegalAction(Refusal {
            reason,
            message: message.into(),
        })
    }

    /// The refusal reason of an `IllegalAction`; `None` for the other kinds.
    pub fn reason(&self) -> Option<Reason> {
        match self {
            GinError::IllegalAction(r) => Some(r.reason),
            _ => None,
        }
    }
}

impl From<CardsError> for GinError {
    /// Card and meld errors of the shared primitives keep their kind.
    fn from(e: CardsError) -> GinError {
        match e {
            CardsError::InvalidCards(m) => GinError::InvalidCards(m),
            CardsError::InvalidMelds(m) => GinError::InvalidMelds(m),
        }
    }
}

/// Shorthand for results of the rules core.
pub type Result<T, E = GinError> = std::result::Result<T, E>;
