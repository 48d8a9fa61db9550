//! The one error type of classic Rummy, [`RummyError`]. A refused action carries a [`Refusal`]:
//! a machine-readable [`Reason`] and a message written only from what the acting seat may see
//! (its own hand and the public table), so it can be shown to that seat as is.

use std::fmt;

use ginrummy_cards::CardsError;
use serde::Serialize;
use thiserror::Error;

/// Why an action was refused: a stable snake_case code (part of the API, never changing
/// meaning).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Reason {
    /// `not_your_turn`: the acting seat is not the seat to act.
    NotYourTurn,
    /// `hand_over`: the hand has ended.
    HandOver,
    /// `match_over`: the match is over.
    MatchOver,
    /// `wrong_phase`: a draw when the seat has drawn, or anything else before drawing.
    WrongPhase,
    /// `not_held`: a card the seat does not hold.
    NotHeld,
    /// `just_taken`: discarding the card taken from the discard pile this turn, or leaving it as
    /// the only card in hand without going out by laying it off (precise point 2).
    JustTaken,
    /// `pile_empty`: drawing from an empty discard pile.
    PileEmpty,
    /// `invalid_meld`: cards that are not a set or a run (with their jokers' stand-ins).
    InvalidMeld,
    /// `no_such_meld`: a meld id that is not on the table.
    NoSuchMeld,
    /// `does_not_fit`: a lay-off that does not extend the meld, or a swap whose card is not
    /// the joker's.
    DoesNotFit,
    /// `not_a_joker`: a swap naming a card that is not a joker on the table.
    NotAJoker,
    /// `must_discard`: under `must_discard_to_go_out`, a meld or lay-off of the last card.
    MustDiscard,
    /// `only_lay_off`: the only card left is the one taken from the discard pile; the turn
    /// must go out by laying it off.
    OnlyLayOff,
    /// `malformed`: an action that does not parse or has the wrong shape.
    Malformed,
}

impl Reason {
    /// Every reason, in declaration order.
    pub const ALL: [Reason; 14] = [
        Reason::NotYourTurn,
        Reason::HandOver,
        Reason::MatchOver,
        Reason::WrongPhase,
        Reason::NotHeld,
        Reason::JustTaken,
        Reason::PileEmpty,
        Reason::InvalidMeld,
        Reason::NoSuchMeld,
        Reason::DoesNotFit,
        Reason::NotAJoker,
        Reason::MustDiscard,
        Reason::OnlyLayOff,
        Reason::Malformed,
    ];

    /// The stable snake_case code.
    pub fn as_str(self) -> &'static str {
        match self {
            Reason::NotYourTurn => "not_your_turn",
            Reason::HandOver => "hand_over",
            Reason::MatchOver => "match_over",
            Reason::WrongPhase => "wrong_phase",
            Reason::NotHeld => "not_held",
            Reason::JustTaken => "just_taken",
            Reason::PileEmpty => "pile_empty",
            Reason::InvalidMeld => "invalid_meld",
            Reason::NoSuchMeld => "no_such_meld",
            Reason::DoesNotFit => "does_not_fit",
            Reason::NotAJoker => "not_a_joker",
            Reason::MustDiscard => "must_discard",
            Reason::OnlyLayOff => "only_lay_off",
            Reason::Malformed => "malformed",
        }
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A refused action: why ([`Reason`]) and the precise message. Displays as the message.
pub type Refusal = ginrummy_cards::refusal::Refusal<Reason>;

/// Everything that can go wrong in classic Rummy.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RummyError {
    /// Card text that does not parse, duplicates, or a deck that is not the game's.
    #[error("{0}")]
    InvalidCards(String),
    /// An action the rules do not allow now.
    #[error("{0}")]
    IllegalAction(Refusal),
    /// Options out of range, unknown, or a seat count the game does not seat.
    #[error("{0}")]
    InvalidOptions(String),
    /// A request about a seat that is not at the table, or a state that does not parse.
    #[error("{0}")]
    InvalidState(String),
}

impl RummyError {
    /// An `IllegalAction` refusal.
    pub fn illegal(reason: Reason, message: impl Into<String>) -> RummyError {
        RummyError::IllegalAction(Refusal {
            reason,
            message: message.into(),
        })
    }

    /// The refusal reason of an `IllegalAction`; `None` otherwise.
    pub fn reason(&self) -> Option<Reason> {
        match self {
            RummyError::IllegalAction(r) => Some(r.reason),
            _ => None,
        }
    }
}

impl From<CardsError> for RummyError {
    fn from(e: CardsError) -> RummyError {
        match e {
            CardsError::InvalidCards(m) | CardsError::InvalidMelds(m) => {
                RummyError::InvalidCards(m)
            }
        }
    }
}

/// Shorthand for results of classic Rummy.
pub type Result<T, E = RummyError> = std::result::Result<T, E>;
