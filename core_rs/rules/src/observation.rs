//! What one seat may see (`RULES.md`, "Information each seat may see"; `DESIGN.md`,
//! "Observation").
//!
//! An [`Observation`] holds exactly the information a seat is entitled to: its own hand, the
//! whole discard history (who discarded and who took each card), who passed the upcard, the
//! stock size, the opponent's card count and the opponent's known cards (taken from the pile
//! and still held). Never the stock order, never the opponent's other cards while the deal is
//! live; after the deal ends, both hands, the knocker's melds with the lay-offs, and the
//! outcome.
//!
//! It is plain data, serde (de)serializable, so a third party can build one from a dict or
//! JSON for our bots. [`Observation::legal_actions`] works from the observation alone and is
//! the same function the deal uses.
//!
//! JSON example (seat 0, non-dealer, offered the upcard; optional fields omitted):
//! ```
//! use ginrummy_rules::observation::Observation;
//! let obs = Observation::from_json(r#"{
//!   "seat": 0, "dealer": 1, "phase": "upcard_offer", "to_act": 0,
//!   "hand": ["As","2s","3s","4d","5d","6d","9c","9h","Tc","Kh"],
//!   "discards": [{"card": "7h", "by": null, "taken_by": null}],
//!   "opponent_card_count": 10, "stock_size": 31, "knock_limit": 10
//! }"#).unwrap();
//! let names: Vec<String> = obs.legal_actions().iter().map(|a| a.to_string()).collect();
//! assert_eq!(names, ["take_upcard", "pass_upcard"]);
//! ```

use serde::{Deserialize, Serialize};

use crate::action::Action;
use crate::cards::{Card, CardSet};
use crate::deal::{must_draw_stock, DiscardEntry, KnockInfo, Phase};
use crate::error::{GinError, Reason, Result};
use crate::legal::{self, TurnView};
use crate::rules::Rules;
use crate::scoring::Outcome;
use crate::seats::{is_seat, SEATS};
use ginrummy_cards::seat::{BySeat, Seat};

/// What one seat may see of a deal (and of its match's scores). Field by field:
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Observation {
    /// The observing seat, 0 or 1.
    pub seat: Seat,
    /// The dealer's seat (the other seat is offered the upcard first).
    pub dealer: Seat,
    /// The phase: `upcard_offer`, `draw`, `discard`, `layoff` or `ended`.
    pub phase: Phase,
    /// The seat to act; `None` (JSON null or absent) once the deal has ended.
    #[serde(default)]
    pub to_act: Option<Seat>,
    /// The observing seat's hand (after a knock, the knocker's 10 laid-out cards).
    pub hand: CardSet,
    /// Every card put on the discard pile in order: `{card, by, taken_by}` where `by` is the
    /// seat that discarded it (`None` for the initial upcard, always entry 0) and `taken_by`
    /// the seat that took it back from the pile, if any. The face-up pile is the entries not
    /// taken; its top is the last of them. A knock's face-down discard is not in this list.
    pub discards: Vec<DiscardEntry>,
    /// Seats that passed the upcard, in order (both: the non-dealer must draw from stock).
    #[serde(default)]
    pub upcard_passed_by: Vec<Seat>,
    /// Opponent cards this seat can identify: cards the opponent took from the discard pile
    /// and still holds; all of a knocker's laid-out cards; the whole hand once the deal ended.
    #[serde(default)]
    pub opponent_known: CardSet,
    /// Number of cards in the opponent's hand.
    pub opponent_card_count: u32,
    /// Number of cards in the stock (its order is never visible).
    pub stock_size: u32,
    /// The rules of the table.
    #[serde(default)]
    pub rules: Rules,
    /// The effective knock limit of this deal (Oklahoma: from the first upcard; straight: 0).
    pub knock_limit: u32,
    /// The card this seat just took from the discard pile (the upcard or a draw): it may not
    /// discard it, nor knock with it, this turn. Set only while it is this seat's turn.
    #[serde(default)]
    pub taken_card: Option<Card>,
    /// After a knock, gin or big gin: the knocker's melds (as extended by lay-offs), deadwood
    /// cards, deadwood and the lay-offs `{card, meld}` (meld index). Its `discard` (the face-down
    /// card) is shown to the knocker, and to both once the deal has ended.
    #[serde(default)]
    pub knock: Option<KnockInfo>,
    /// The outcome once the deal has ended.
    #[serde(default)]
    pub outcome: Option<Outcome>,
    /// The opponent's whole hand, only once the deal has ended.
    #[serde(default)]
    pub opponent_hand: Option<CardSet>,
    /// Match hand points won so far per seat (zeros for a lone deal).
    #[serde(default = "no_scores")]
    pub scores: BySeat<u32>,
    /// Match hand points per game per seat: one entry, three for Hollywood (game 1 first);
    /// empty for a lone deal.
    #[serde(default)]
    pub game_scores: Vec<BySeat<u32>>,
}

/// The scores of a lone deal: 0 for each seat.
fn no_scores() -> BySeat<u32> {
    BySeat::splat(SEATS, 0)
}

impl Observation {
    /// The first upcard of the deal (entry 0 of `discards`).
    pub fn first_upcard(&self) -> Option<Card> {
        self.discards.first().map(|e| e.card)
    }

    /// The face-up discard pile, bottom first.
    pub fn discard_pile(&self) -> Vec<Card> {
        crate::deal::face_up_pile(&self.discards)
    }

    /// The top card of the discard pile.
    pub fn top_discard(&self) -> Option<Card> {
        crate::deal::top_of_pile(&self.discards)
    }

    /// Whether the seat to act must draw from the stock: both players passed the upcard and
    /// nothing was discarded since (the same rule as [`crate::deal::Deal::must_draw_stock`]).
    pub fn must_draw_stock(&self) -> bool {
        must_draw_stock(self.phase, self.upcard_passed_by.len(), self.discards.len())
    }

    /// Whether this seat is the one to act.
    pub fn is_my_turn(&self) -> bool {
        self.to_act == Some(self.seat)
    }

    /// The legal actions of this seat, from the observation alone (empty when it is not this
    /// seat's turn). The same definition as [`crate::deal::Deal::legal_actions`].
    pub fn legal_actions(&self) -> Vec<Action> {
        match self.view() {
            Some(v) => legal::legal_actions(&v),
            None => Vec::new(),
        }
    }

    /// Whether this seat may take `action` now, with the reason if not.
    pub fn check(&self, action: &Action) -> Result<()> {
        match self.view() {
            Some(v) => legal::check(&v, action).map(|_| ()),
            None => Err(match self.to_act {
                Some(s) => GinError::illegal(Reason::NotYourTurn, format!("it is seat {s}'s turn")),
                None => GinError::illegal(
                    Reason::DealOver,
                    format!("cannot {}: the deal has ended", action.name()),
                ),
            }),
        }
    }

    fn view(&self) -> Option<TurnView<'_>> {
        if !self.is_my_turn() {
            return None;
        }
        Some(TurnView {
            rules: &self.rules,
            phase: self.phase,
            seat: self.seat,
            hand: self.hand,
            taken_card: self.taken_card,
            top_discard: self.top_discard(),
            first_upcard: self.first_upcard()?,
            must_draw_stock: self.must_draw_stock(),
            knock_limit: self.knock_limit,
            knock_melds: self.knock.as_ref().map_or(&[], |k| &k.melds),
        })
    }

    /// Checks that the observation is self-consistent (for observations built by a third
    /// party): seats are 0 or 1, the rules are valid, the discard history starts with the
    /// upcard, the hand does not share cards with the pile or the opponent's known cards,
    /// sizes are plausible, and `to_act`, `outcome` and `phase` agree.
    /// Errors: `InvalidState` saying what is wrong.
    pub fn validate(&self) -> Result<()> {
        let bad = |msg: String| Err(GinError::InvalidState(msg));
        let seat_ok = |s: Seat| is_seat(s);
        if !seat_ok(self.seat) || !seat_ok(self.dealer) {
            return bad(format!(
                "seat and dealer must be 0 or 1, got seat {} and dealer {}",
                self.seat, self.dealer
            ));
        }
        if self.scores.seats() != SEATS || self.game_scores.iter().any(|g| g.seats() != SEATS) {
            return bad("scores and game_scores hold one number per seat (2)".into());
        }
        self.rules.validate()?;
        if self.knock_limit > 10 {
            return bad(format!(
                "knock_limit must be between 0 and 10, got {}",
                self.knock_limit
            ));
        }
        match (self.phase, self.to_act) {
            (Phase::Ended, None) => {}
            (Phase::Ended, Some(s)) => {
                return bad(format!("phase ended but to_act is seat {s}"));
            }
            (phase, None) => return bad(format!("phase {phase:?} needs a to_act seat")),
            (_, Some(s)) if !seat_ok(s) => return bad(format!("to_act must be 0 or 1, got {s}")),
            _ => {}
        }
        if (self.phase == Phase::Ended) != self.outcome.is_some() {
            return bad("an outcome is present exactly when the phase is ended".into());
        }
        let Some(first) = self.discards.first() else {
            return bad("discards must start with the initial upcard".into());
        };
        if first.by.is_some() {
            return bad("discards[0] is the initial upcard: its `by` must be null".into());
        }
        for (i, e) in self.discards.iter().enumerate() {
            if i > 0 && e.by.is_none() {
                return bad(format!("discards[{i}] ({}) has no discarding seat", e.card));
            }
            if e.by.is_some_and(|s| !seat_ok(s)) || e.taken_by.is_some_and(|s| !seat_ok(s)) {
                return bad(format!(
                    "discards[{i}] ({}) names a seat other than 0 or 1",
                    e.card
                ));
            }
        }
        if self.upcard_passed_by.len() > 2 || self.upcard_passed_by.iter().any(|&s| !seat_ok(s)) {
            return bad("upcard_passed_by holds at most the seats 0 and 1".into());
        }
        if self.hand.len() > 11 || self.opponent_card_count > 11 {
            return bad(format!(
                "a hand holds at most 11 cards (hand {}, opponent {})",
                self.hand.len(),
                self.opponent_card_count
            ));
        }
        let pile: CardSet = self.discard_pile().into_iter().collect();
        if pile.len() != self.discard_pile().len() {
            return bad("the discard pile holds a card twice".into());
        }
        let overlap = self.hand.intersection(pile);
        if !overlap.is_empty() {
            return bad(format!("cards both in the hand and on the pile: {overlap}"));
        }
        let overlap = self.hand.intersection(self.opponent_known);
        if !overlap.is_empty() {
            return bad(format!(
                "cards both in the hand and in opponent_known: {overlap}"
            ));
        }
        if self.opponent_known.len() as u32 > self.opponent_card_count {
            return bad("opponent_known holds more cards than the opponent has".into());
        }
        if self.taken_card.is_some_and(|c| !self.hand.contains(c)) {
            return bad("taken_card is not in the hand".into());
        }
        Ok(())
    }

    /// The observation as JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("observations serialize")
    }

    /// Parses and validates an observation from JSON. Errors: `InvalidState`.
    pub fn from_json(json: &str) -> Result<Observation> {
        let obs: Observation = serde_json::from_str(json)
            .map_err(|e| GinError::InvalidState(format!("invalid observation: {e}")))?;
        obs.validate()?;
        Ok(obs)
    }
}
