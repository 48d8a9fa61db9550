//! What the table shows, worked out once by the rules so that no client restates them: the
//! ways to lay out a knock ([`knock_arrangements`]), both hands at the end of a deal as they
//! were scored ([`deal_end`]), and a deal as a spectator sees it ([`spectator_view`]).
//!
//! ```
//! use ginrummy_rules::cards::CardSet;
//! use ginrummy_rules::layout::knock_arrangements;
//! use ginrummy_rules::Action;
//! // 3h joins the set of threes or the run Ah 2h 3h: two ways to knock discarding Kc.
//! let hand: CardSet = "3h 3c 3d Ah 2h 4s 5s 6s 7s 8s Kc".parse().unwrap();
//! let knock = Action::Knock { discard: "Kc".parse().unwrap(), melds: None };
//! let choices = knock_arrangements(hand, &[knock], 10);
//! let deadwood: Vec<u32> = choices[0].arrangements.iter().map(|a| a.deadwood).collect();
//! assert_eq!(deadwood, [3, 6]);
//! ```

use serde::{Deserialize, Serialize};

use crate::action::Action;
use crate::cards::{Card, CardSet};
use crate::deal::{Deal, DiscardEntry, Phase};
use crate::melds::{self, Arrangement};
use crate::scoring::Outcome;
use crate::seats::SEATS;
use ginrummy_cards::seat::Seat;

/// The ways to lay out the 10 cards kept by a knock discarding `discard`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct KnockArrangements {
    /// The card the knock discards face down.
    pub discard: Card,
    /// Every way to meld the kept cards within the knock limit
    /// ([`melds::maximal_arrangements`]: none melds strictly fewer cards than another), fewest
    /// deadwood first. A knock declaring one of them as its `melds` is legal.
    pub arrangements: Vec<Arrangement>,
}

/// For each knock among `legal` (the seat's legal actions), the ways to lay out `hand` (the
/// 11 cards held) without its discard within `knock_limit`, in the order of `legal`. Empty
/// when no knock is legal.
pub fn knock_arrangements(
    hand: CardSet,
    legal: &[Action],
    knock_limit: u32,
) -> Vec<KnockArrangements> {
    legal
        .iter()
        .filter_map(|a| match a {
            Action::Knock { discard, .. } => Some(*discard),
            _ => None,
        })
        .map(|discard| {
            let mut kept = hand;
            kept.remove(discard);
            KnockArrangements {
                discard,
                arrangements: melds::maximal_arrangements(kept)
                    .into_iter()
                    .filter(|a| a.deadwood <= knock_limit)
                    .collect(),
            }
        })
        .filter(|k| !k.arrangements.is_empty())
        .collect()
}

/// A card laid off onto the knocker's meld number `meld`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Layoff {
    /// The card laid off.
    pub card: Card,
    /// The index of the knocker's meld it went onto.
    pub meld: usize,
}

/// One seat's hand at the end of a deal, laid out as it was scored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ShownHand {
    /// The seat.
    pub seat: Seat,
    /// The knocker's melds as laid (without the cards laid off onto them, index for index);
    /// any other seat's best arrangement of the cards it kept.
    pub melds: Vec<CardSet>,
    /// The cards in none of `melds`.
    pub deadwood_cards: CardSet,
    /// The deadwood the scoring counted for this seat (0 for gin and big gin).
    pub deadwood: u32,
    /// The cards this seat laid off onto the knocker's melds, in order.
    pub layoffs: Vec<Layoff>,
}

/// A finished deal as the table saw it at the end: who knocked and with which face-down
/// discard, every hand laid out as scored, and the outcome.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DealEnd {
    /// The seat that knocked, went gin or big gin; `None` for a draw or a void deal.
    pub knocker: Option<Seat>,
    /// The knock's face-down discard (`None` for big gin, a draw or a void deal).
    pub discard: Option<Card>,
    /// Every seat's hand, in seat order.
    pub hands: Vec<ShownHand>,
    /// How the deal was scored.
    pub outcome: Outcome,
}

/// The end of `deal`, once it has ended (`None` while it is live).
pub fn deal_end(deal: &Deal) -> Option<DealEnd> {
    let outcome = deal.outcome()?.clone();
    let knock = deal.knock();
    let laid_off = knock.map_or(CardSet::EMPTY, |k| k.laid_off());
    let hands = SEATS
        .iter()
        .map(|seat| {
            let held = deal.hand(seat);
            match knock {
                Some(k) if k.knocker == seat => {
                    let melds: Vec<CardSet> =
                        k.melds.iter().map(|m| m.difference(laid_off)).collect();
                    ShownHand {
                        seat,
                        melds,
                        deadwood_cards: k.deadwood_cards,
                        deadwood: k.deadwood,
                        layoffs: Vec::new(),
                    }
                }
                _ => {
                    // What the scoring counts: the best arrangement of the cards kept.
                    let a = melds::arrange(held);
                    let layoffs = knock.map_or_else(Vec::new, |k| {
                        k.layoffs
                            .iter()
                            .map(|&(card, meld)| Layoff { card, meld })
                            .collect()
                    });
                    ShownHand {
                        seat,
                        melds: a.melds,
                        deadwood_cards: a.deadwood_cards,
                        deadwood: a.deadwood,
                        layoffs,
                    }
                }
            }
        })
        .collect();
    Some(DealEnd {
        knocker: knock.map(|k| k.knocker),
        discard: knock.and_then(|k| k.discard),
        hands,
        outcome,
    })
}

/// What anyone at the table can see of one seat's hand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PublicHand {
    /// The seat.
    pub seat: Seat,
    /// How many cards it holds.
    pub card_count: u32,
    /// The cards it took from the discard pile and still holds (seen going in).
    pub known: CardSet,
}

/// The knock as it lies face up on the table: the knocker's whole hand laid out, its melds
/// and its deadwood, as both seats see it (only the face-down discard is not shown).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PublicKnock {
    /// The seat that knocked (or went gin or big gin).
    pub knocker: Seat,
    /// The knocker's melds as extended by the lay-offs so far (as in the seats' views).
    pub melds: Vec<CardSet>,
    /// The knocker's deadwood cards, laid face up beside the melds (none for gin).
    pub deadwood_cards: CardSet,
    /// The knocker's deadwood (the value of `deadwood_cards`), as the scoring counts it.
    pub deadwood: u32,
    /// The cards laid off so far, in order.
    pub layoffs: Vec<Layoff>,
}

/// A deal as a spectator sees it: only what is face up on the table, the cards both seats see
/// (the public event log's, and after a knock the knocker's hand as laid out). Never a card in
/// a hand that was not taken face up from the pile or laid out by a knock, the stock, a card
/// drawn from it, or the knock's face-down discard.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SpectatorView {
    /// The dealer.
    pub dealer: Seat,
    /// The phase.
    pub phase: Phase,
    /// The seat to act; `None` once the deal has ended.
    pub to_act: Option<Seat>,
    /// Every seat's hand as the table sees it, in seat order.
    pub hands: Vec<PublicHand>,
    /// Every card put on the discard pile in order, with who discarded and who took it (as in
    /// a seat's observation); the face-up pile is the entries not taken.
    pub discards: Vec<DiscardEntry>,
    /// The seats that passed the upcard, in order.
    pub upcard_passed_by: Vec<Seat>,
    /// The number of cards in the stock.
    pub stock_size: u32,
    /// The deal's knock limit.
    pub knock_limit: u32,
    /// The knock once there is one.
    pub knock: Option<PublicKnock>,
}

/// `deal` as a spectator sees it.
pub fn spectator_view(deal: &Deal) -> SpectatorView {
    let hands = SEATS
        .iter()
        .map(|seat| {
            let held = deal.hand(seat);
            let taken: CardSet = deal
                .discards()
                .iter()
                .filter(|e| e.taken_by == Some(seat))
                .map(|e| e.card)
                .collect();
            PublicHand {
                seat,
                card_count: held.len() as u32,
                known: taken.intersection(held),
            }
        })
        .collect();
    SpectatorView {
        dealer: deal.dealer(),
        phase: deal.phase(),
        to_act: deal.to_act(),
        hands,
        discards: deal.discards().to_vec(),
        upcard_passed_by: deal.upcard_passed_by().to_vec(),
        stock_size: deal.stock_size() as u32,
        knock_limit: deal.knock_limit(),
        knock: deal.knock().map(|k| PublicKnock {
            knocker: k.knocker,
            melds: k.melds.clone(),
            deadwood_cards: k.deadwood_cards,
            deadwood: k.deadwood,
            layoffs: k
                .layoffs
                .iter()
                .map(|&(card, meld)| Layoff { card, meld })
                .collect(),
        }),
    }
}
