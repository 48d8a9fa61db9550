//! Legality of actions, defined once.
//!
//! Both [`crate::deal::Deal`] and [`crate::observation::Observation`] describe the acting
//! seat's situation as a [`TurnView`] — only information that seat may see — and ask
//! [`check`] whether an action is legal and [`legal_actions`] for the full list. So
//! `Deal::legal_actions()` is, by construction, the acting seat's
//! `Observation::legal_actions()`, and `Deal::apply` accepts exactly the listed actions (plus
//! knocks with explicit valid melds).

use crate::action::Action;
use crate::cards::{Card, CardSet};
use crate::deal::Phase;
use crate::error::{GinError, Reason, Result};
use crate::melds;
use crate::rules::Rules;
use ginrummy_cards::seat::Seat;

/// What the acting seat knows that decides which actions are legal.
#[derive(Debug, Clone, Copy)]
pub struct TurnView<'a> {
    /// The rules of the deal.
    pub rules: &'a Rules,
    /// The phase of the deal.
    pub phase: Phase,
    /// The acting seat (for messages).
    pub seat: Seat,
    /// The acting seat's hand.
    pub hand: CardSet,
    /// The card just taken from the discard pile this turn (may not be discarded).
    pub taken_card: Option<Card>,
    /// The top card of the discard pile.
    pub top_discard: Option<Card>,
    /// The first upcard of the deal (for knock-limit messages).
    pub first_upcard: Card,
    /// Whether both players passed the upcard and nothing was discarded since: the
    /// non-dealer must draw from the stock.
    pub must_draw_stock: bool,
    /// The effective knock limit of the deal.
    pub knock_limit: u32,
    /// The knocker's melds as extended so far (lay-off phase).
    pub knock_melds: &'a [CardSet],
}

/// What a legal action resolves to, so that applying it need not recompute.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Checked {
    /// Nothing to resolve.
    Plain,
    /// A knock: the knocker's melds and deadwood (0 = gin).
    Knock {
        /// The melds laid out (declared or the best arrangement).
        melds: Vec<CardSet>,
        /// The kept cards in no meld.
        deadwood_cards: CardSet,
        /// Their value.
        deadwood: u32,
    },
    /// Big gin: the melds of all 11 cards.
    BigGin {
        /// The melds laid out.
        melds: Vec<CardSet>,
    },
}

fn illegal<T>(reason: Reason, msg: String) -> Result<T> {
    Err(GinError::illegal(reason, msg))
}

/// Whether the seat may discard `card` (also the face-down discard of a knock).
fn check_discard(v: &TurnView<'_>, card: Card) -> Result<()> {
    if !v.hand.contains(card) {
        return illegal(Reason::NotHeld, format!("you do not hold {card}"));
    }
    if v.taken_card == Some(card) {
        return illegal(
            Reason::JustTaken,
            format!("you may not discard {card}: you just took it from the discard pile"),
        );
    }
    Ok(())
}

/// Whether `action` is legal for the acting seat of `v`; on success what it resolves to.
/// The error is `IllegalAction` with the precise reason.
pub fn check(v: &TurnView<'_>, action: &Action) -> Result<Checked> {
    let name = action.name();
    match (v.phase, action) {
        (Phase::Ended, _) => illegal(
            Reason::DealOver,
            format!("cannot {name}: the deal has ended"),
        ),
        (Phase::UpcardOffer, Action::TakeUpcard | Action::PassUpcard) => Ok(Checked::Plain),
        (Phase::UpcardOffer, _) => illegal(Reason::WrongPhase, format!(
            "cannot {name} now: seat {} is offered the upcard {} (take_upcard or pass_upcard)",
            v.seat,
            v.first_upcard
        )),
        (Phase::Draw, Action::DrawStock) => Ok(Checked::Plain),
        (Phase::Draw, Action::DrawDiscard) => {
            if v.must_draw_stock {
                illegal(
                    Reason::MustDrawStock,
                    "the discard pile may not be drawn on this turn: both players passed the upcard"
                        .into(),
                )
            } else if v.top_discard.is_none() {
                illegal(Reason::PileEmpty, "the discard pile is empty".into())
            } else {
                Ok(Checked::Plain)
            }
        }
        (Phase::Draw, _) => illegal(Reason::WrongPhase, format!(
            "cannot {name} now: draw first (draw_stock or draw_discard)"
        )),
        (Phase::Discard, Action::Discard(card)) => {
            check_discard(v, *card)?;
            Ok(Checked::Plain)
        }
        (Phase::Discard, Action::Knock { discard, melds }) => {
            check_discard(v, *discard)?;
            let mut kept = v.hand;
            kept.remove(*discard);
            let (melds, deadwood_cards) = match melds {
                None => {
                    let a = melds::arrange(kept);
                    (a.melds, a.deadwood_cards)
                }
                Some(declared) => {
                    let deadwood_cards = melds::validate_melds(kept, declared).map_err(|e| {
                        GinError::illegal(Reason::InvalidMelds, format!(
                            "cannot knock: {e} (the melds must come from the 10 cards kept after discarding {discard})"
                        ))
                    })?;
                    (declared.clone(), deadwood_cards)
                }
            };
            let deadwood = deadwood_cards.value();
            if deadwood > v.knock_limit {
                return illegal(Reason::OverKnockLimit, format!(
                    "cannot knock: deadwood {deadwood} after discarding {discard} exceeds the knock limit {}{}",
                    v.knock_limit,
                    v.rules.knock_limit_note(v.first_upcard)
                ));
            }
            Ok(Checked::Knock {
                melds,
                deadwood_cards,
                deadwood,
            })
        }
        (Phase::Discard, Action::BigGin) => {
            if !v.rules.big_gin {
                return illegal(Reason::BigGinOff, "big gin is not allowed by these rules (big_gin is off)".into());
            }
            let a = melds::arrange(v.hand);
            if a.deadwood > 0 || v.hand.len() != 11 {
                return illegal(Reason::NotBigGin, format!(
                    "not big gin: your {} cards leave deadwood {} ({})",
                    v.hand.len(),
                    a.deadwood,
                    a.deadwood_cards
                ));
            }
            Ok(Checked::BigGin { melds: a.melds })
        }
        (Phase::Discard, _) => illegal(Reason::WrongPhase, format!(
            "cannot {name} now: you hold 11 cards and must discard, knock or declare big_gin"
        )),
        (Phase::Layoff, Action::LayOff { card, meld }) => {
            if !v.hand.contains(*card) {
                return illegal(Reason::NotHeld, format!("you do not hold {card}"));
            }
            let n = v.knock_melds.len();
            let Some(&target) = v.knock_melds.get(*meld) else {
                return illegal(Reason::NoSuchMeld, format!(
                    "there is no knocker meld {meld}: the knocker has {n} meld{} (indexes from 0)",
                    if n == 1 { "" } else { "s" }
                ));
            };
            if !melds::fits(*card, target) {
                return illegal(Reason::DoesNotFit, format!(
                    "{card} does not fit the knocker's meld {meld} ({target})"
                ));
            }
            Ok(Checked::Plain)
        }
        (Phase::Layoff, Action::FinishLayoff) => Ok(Checked::Plain),
        (Phase::Layoff, _) => illegal(Reason::WrongPhase, format!(
            "cannot {name} now: the defender lays off (lay_off CARD MELD) or ends with finish_layoff"
        )),
    }
}

/// Every legal action of the acting seat of `v`, in a fixed order: upcard actions; draws;
/// discards then knocks (`melds: None`, one per legal discard) by card index, then big gin;
/// lay-offs by card index then meld index, then `finish_layoff`.
pub fn legal_actions(v: &TurnView<'_>) -> Vec<Action> {
    let candidates: Vec<Action> = match v.phase {
        Phase::Ended => vec![],
        Phase::UpcardOffer => vec![Action::TakeUpcard, Action::PassUpcard],
        Phase::Draw => vec![Action::DrawStock, Action::DrawDiscard],
        Phase::Discard => v
            .hand
            .iter()
            .map(Action::Discard)
            .chain(v.hand.iter().map(|discard| Action::Knock {
                discard,
                melds: None,
            }))
            .chain([Action::BigGin])
            .collect(),
        Phase::Layoff => v
            .hand
            .iter()
            .flat_map(|card| {
                (0..v.knock_melds.len()).map(move |meld| Action::LayOff { card, meld })
            })
            .chain([Action::FinishLayoff])
            .collect(),
    };
    candidates
        .into_iter()
        .filter(|a| check(v, a).is_ok())
        .collect()
}
