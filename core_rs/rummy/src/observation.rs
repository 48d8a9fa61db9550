//! What one seat may see ([`Observation`], `RULES-RUMMY.md`, "Information each seat may see"):
//! its own hand; every meld on the table with its owner; every discard and who took it; each
//! seat's card count; the stock's count. Never another hand or the stock's order while the hand
//! is live; after it, every hand, the deck and every rebuild's order.

use ginrummy_cards::{BySeat, Seat};
use serde::{Deserialize, Serialize};

use crate::card::{AnyCard, AnyCards};
use crate::error::{Result, RummyError};
use crate::hand::{DiscardEntry, Hand, Phase};
use crate::meld::MeldView;
use crate::scoring::HandEnd;

/// A stock rebuild as a seat sees it: its order only once the hand is over.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RebuildView {
    /// The turn it started.
    pub turn: u32,
    /// The new stock, top first, once the hand is over (`None` before).
    pub order: Option<Vec<AnyCard>>,
}

/// What one seat may see of a hand (and, through a match, the scores); read back from its
/// JSON form (a seat's view over HTTP) for a bot that decides away from the match.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Observation {
    /// The observing seat.
    pub seat: Seat,
    /// The number of seats.
    pub seats: usize,
    /// The dealer.
    pub dealer: Seat,
    /// The seat to act (`None` once over).
    pub to_act: Option<Seat>,
    /// The phase.
    pub phase: Phase,
    /// The turn number, from 1.
    pub turn: u32,
    /// The seat's own cards.
    pub hand: AnyCards,
    /// Every seat's card count.
    pub hand_sizes: BySeat<usize>,
    /// The number of cards in the stock.
    pub stock_size: usize,
    /// The face-up discard pile, its top last.
    pub pile: Vec<AnyCard>,
    /// Every card put on the pile, in order, with who discarded it and who took it.
    pub discards: Vec<DiscardEntry>,
    /// The card the seat to act took from the pile this turn (public).
    pub taken: Option<AnyCard>,
    /// The melds on the table, by id.
    pub melds: Vec<MeldView>,
    /// The stock rebuilds so far.
    pub rebuilds: Vec<RebuildView>,
    /// How many rebuilds are left.
    pub reshuffles_left: usize,
    /// How the hand ended (every hand counted), once over.
    pub end: Option<HandEnd>,
    /// The deck in dealing order, once the hand is over.
    pub deck: Option<Vec<AnyCard>>,
    /// The match scores (filled by a match; zeros for a lone hand).
    pub scores: BySeat<u32>,
}

impl Hand {
    /// What `seat` may see now. Errors: `InvalidState` for a seat not at the table.
    pub fn observation(&self, seat: Seat) -> Result<Observation> {
        if !self.seats.contains(seat) {
            return Err(RummyError::InvalidState(format!(
                "there is no seat {seat} at a table of {}",
                self.seats.count()
            )));
        }
        let over = self.phase == Phase::Ended;
        Ok(Observation {
            seat,
            seats: self.seats.count(),
            dealer: self.dealer,
            to_act: self.to_act(),
            phase: self.phase,
            turn: self.turn,
            hand: self.hands[seat],
            hand_sizes: self.hands.map(|h| h.len()),
            stock_size: self.stock().len(),
            pile: self.pile.clone(),
            discards: self.discards.clone(),
            taken: self.taken,
            melds: self.melds.iter().map(|m| m.view()).collect(),
            rebuilds: self
                .rebuilds
                .iter()
                .map(|r| RebuildView {
                    turn: r.turn,
                    order: over.then(|| r.order.clone()),
                })
                .collect(),
            reshuffles_left: usize::from(self.options.reshuffles)
                .saturating_sub(self.rebuilds.len()),
            end: self.end.clone(),
            deck: over.then(|| self.deck().to_vec()),
            scores: BySeat::splat(self.seats, 0),
        })
    }
}
