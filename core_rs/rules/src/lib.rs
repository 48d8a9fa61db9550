//! # ginrummy-rules
//!
//! Gin Rummy (no Python): the deal and match state machines with every rule option of
//! `RULES.md`, scoring, bots, analysis and simulation. Gin is one implementation of the house's
//! [`Game`] trait; what every card game shares (cards, melds, the shuffle, deck checks, seats,
//! the trait itself) is the `ginrummy-cards` crate, re-exported here under the paths it always
//! had (`ginrummy_rules::cards`, `::melds`, `::shuffle`).
//!
//! Modules:
//! - [`cards`], [`melds`], [`shuffle`], [`deck`]: re-exported from `ginrummy-cards`.
//! - [`seats`]: Gin's two seats, and the one place that knows "the other seat".
//! - [`error`]: the one error enum, [`GinError`].
//! - [`rules`]: [`Rules`], every rule option of `RULES.md` under its name.
//! - [`action`]: [`Action`] with its text and JSON forms.
//! - [`vocabulary`]: [`vocabulary::ACTION_KINDS`], the table of Gin's action kinds.
//! - [`deal`]: [`Deal`], one hand as a state machine.
//! - [`legal`]: the one definition of which actions are legal.
//! - [`observation`]: [`Observation`], what one seat may see.
//! - [`layout`]: what the table shows, from the rules: a knock's arrangements, the end of a
//!   deal as scored, a deal as a spectator sees it.
//! - [`scoring`]: every scoring rule, hand and match.
//! - [`game`]: [`Match`], deals until the target with the match bonuses.
//! - [`state`]: [`Deal`] and [`Match`] as the house's [`Game`].
//! - [`bots`]: bots at four levels (beginner, easy, medium, expert) deciding from an
//!   [`Observation`] only.
//! - [`equity`]: match equity, the chance of winning a match from a score.
//! - [`analysis`]: the expected value of every legal action of a seat, and a finished match's
//!   decisions with their expected losses.
//! - [`simulate`]: paired-deal and whole-match bot-vs-bot simulation on several threads.

pub use ginrummy_cards::{cards, deck, melds, shuffle};

pub mod error;
pub mod seats;

pub mod action;
pub mod analysis;
pub mod bots;
pub mod deal;
pub mod equity;
pub mod game;
pub mod layout;
pub mod legal;
pub mod observation;
pub mod rules;
pub mod scoring;
pub mod simulate;
pub mod state;
pub mod vocabulary;

pub use error::{GinError, Reason, Refusal};
pub use ginrummy_cards::game::{Game, Turn};
pub use ginrummy_cards::seat::{BySeat, Seat, Seats};
pub use ginrummy_cards::{Card, CardSet, CardsError};

pub use action::Action;
pub use deal::{Deal, DiscardEntry, KnockInfo, Move, Phase, Resolved};
pub use game::{DealRecord, Match};
pub use ginrummy_cards::deck::parse_deck;
pub use ginrummy_cards::shuffle::{deal_seed, shuffled_deck};
pub use observation::Observation;
pub use rules::{OptionKind, OptionValue, RuleOption, Rules, StockExhaustion, Variant};
pub use scoring::{GameResult, MatchResult, Outcome, OutcomeKind};
pub use seats::{OtherSeat, SEATS};
