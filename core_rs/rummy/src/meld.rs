//! Melds on the table, with jokers: what a set or run may hold, how a card or joker is laid
//! off on one, how a joker is swapped out of one, and every meld a hand could lay.
//!
//! A run's places are *positions* `0..=12` (ace low: position 0 is the ace, 12 the king) and,
//! under `aces: high_or_low`, position 13 (the ace above the king); a run may not hold both
//! position 0 and 13 (K-A-2 does not wrap). A joker in a run stands for the card of its place
//! (named by the action: `{"X1": "8h"}`); a joker in a set stands for any suit missing from it
//! and names nothing. A meld holds at least one natural card, a set at most 4 cards.

use std::collections::BTreeMap;

use ginrummy_cards::melds::MeldKind;
use ginrummy_cards::{Card, CardSet, Seat};
use serde::{Deserialize, Serialize};

use crate::card::{AnyCard, AnyCards};

/// What the jokers of a run stand for: joker to card.
pub type StandIns = BTreeMap<AnyCard, Card>;

/// The highest position of a run: 12 (king) with aces low, 13 (ace high) with `high_or_low`.
const fn top_position(high_or_low: bool) -> u8 {
    if high_or_low {
        13
    } else {
        12
    }
}

/// The natural card at `position` of a run of `suit`.
fn card_at(suit: u8, position: u8) -> Card {
    Card::new(position % 13, suit).expect("a position is a rank")
}

/// Where a meld's cards are.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Shape {
    /// 3 or 4 cards of one rank: its naturals and its jokers.
    Set {
        /// The rank, `0..13`.
        rank: u8,
        /// The natural cards.
        naturals: CardSet,
        /// The jokers (each stands for a missing suit).
        jokers: AnyCards,
    },
    /// 3 or more places of one suit from position `low`, each a natural card or a joker.
    Run {
        /// The suit, `0..4`.
        suit: u8,
        /// The position of the first place.
        low: u8,
        /// The cards by place, low to high.
        places: Vec<AnyCard>,
    },
}

/// Where a laid-off card or a swapped joker goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum End {
    /// Into a set.
    Set,
    /// Below a run's first place.
    Below,
    /// Above a run's last place.
    Above,
}

impl Shape {
    /// The meld made of `cards`, whose run jokers stand for `jokers`' cards; the message says
    /// what is wrong otherwise. With no stand-ins and all naturals of one rank it is a set;
    /// otherwise a run, every joker of which names the card it stands for.
    pub fn from_cards(
        cards: AnyCards,
        jokers: &StandIns,
        high_or_low: bool,
    ) -> Result<Shape, String> {
        let naturals = cards.naturals();
        let wild = cards.jokers();
        if cards.len() < 3 {
            return Err(format!(
                "{cards} is {} cards: a meld needs at least 3",
                cards.len()
            ));
        }
        let Some(first) = naturals.iter().next() else {
            return Err(format!("{cards} holds no natural card: a meld needs one"));
        };
        if let Some(k) = jokers.keys().find(|k| !k.is_joker()) {
            return Err(format!(
                "{k} is not a joker: only jokers name the card they stand for"
            ));
        }
        if let Some(k) = jokers.keys().find(|k| !wild.contains(**k)) {
            return Err(format!(
                "{k} stands for a card but is not among the meld's cards {cards}"
            ));
        }
        if jokers.is_empty() && naturals.iter().all(|c| c.rank() == first.rank()) {
            if cards.len() > 4 {
                return Err(format!(
                    "{cards} is {} cards: a set holds at most 4",
                    cards.len()
                ));
            }
            return Ok(Shape::Set {
                rank: first.rank(),
                naturals,
                jokers: wild,
            });
        }
        if let Some(j) = wild.iter().find(|j| !jokers.contains_key(j)) {
            return Err(format!(
                "{cards} is not a set: as a run, say which card {j} stands for"
            ));
        }
        let suit = first.suit();
        let mut by_rank: [Option<AnyCard>; 13] = [None; 13];
        let placed = naturals.iter().map(|c| (AnyCard::from(c), c));
        for (card, stands) in placed.chain(jokers.iter().map(|(j, c)| (*j, *c))) {
            if stands.suit() != suit {
                return Err(format!("{cards} mixes suits: neither a set nor a run"));
            }
            if let Some(other) = by_rank[stands.rank() as usize] {
                return Err(format!(
                    "{card} and {other} both take the place of {stands}"
                ));
            }
            by_rank[stands.rank() as usize] = Some(card);
        }
        let ranks: u32 = (0..13)
            .filter(|&r| by_rank[r].is_some())
            .fold(0, |m, r| m | 1 << r);
        let low = match contiguous(ranks) {
            Some(low) => low,
            // Under high_or_low the ace may sit above the king instead (position 13).
            None if high_or_low && ranks & 1 == 1 => {
                contiguous((ranks & !1) | 1 << 13).ok_or_else(|| not_in_sequence(cards))?
            }
            None => return Err(not_in_sequence(cards)),
        };
        let places = (low..low + cards.len() as u8)
            .map(|p| by_rank[(p % 13) as usize].expect("a contiguous run fills its places"))
            .collect();
        Ok(Shape::Run { suit, low, places })
    }

    /// Set or run.
    pub fn kind(&self) -> MeldKind {
        match self {
            Shape::Set { .. } => MeldKind::Set,
            Shape::Run { .. } => MeldKind::Run,
        }
    }

    /// The cards of the meld.
    pub fn cards(&self) -> AnyCards {
        match self {
            Shape::Set {
                naturals, jokers, ..
            } => AnyCards::from_naturals(*naturals).union(*jokers),
            Shape::Run { places, .. } => places.iter().copied().collect(),
        }
    }

    /// The number of cards.
    pub fn len(&self) -> usize {
        match self {
            Shape::Set {
                naturals, jokers, ..
            } => naturals.len() + jokers.len(),
            Shape::Run { places, .. } => places.len(),
        }
    }

    /// Whether the meld holds no card (never true of a meld on the table).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The cards in meld order (a run low to high, a set's naturals by suit then its jokers)
    /// and what each run joker stands for.
    pub fn layout(&self) -> (Vec<AnyCard>, StandIns) {
        match self {
            Shape::Set {
                naturals, jokers, ..
            } => (
                naturals
                    .iter()
                    .map(AnyCard::from)
                    .chain(jokers.iter())
                    .collect(),
                StandIns::new(),
            ),
            Shape::Run { suit, low, places } => {
                let stands = places
                    .iter()
                    .zip(*low..)
                    .filter(|(c, _)| c.is_joker())
                    .map(|(c, p)| (*c, card_at(*suit, p)))
                    .collect();
                (places.clone(), stands)
            }
        }
    }

    /// The natural cards a lay-off below and above a run would stand for (either may be
    /// missing); `None` for a set.
    fn run_ends(&self, high_or_low: bool) -> Option<(Option<Card>, Option<Card>)> {
        let Shape::Run { suit, low, places } = self else {
            return None;
        };
        let high = low + places.len() as u8 - 1;
        // K-A-2 does not wrap: a run never holds both position 0 and position 13.
        let below = (*low > 0 && !(*low == 1 && high == 13)).then(|| card_at(*suit, low - 1));
        let above = (high < top_position(high_or_low) && !(high == 12 && *low == 0))
            .then(|| card_at(*suit, high + 1));
        Some((below, above))
    }

    /// Where `card` (standing for `stands_for` if a joker on a run) would be laid off, or why
    /// it does not fit. A natural ace that fits both ends of a run 2..K goes below.
    fn fit(
        &self,
        card: AnyCard,
        stands_for: Option<Card>,
        high_or_low: bool,
    ) -> Result<End, String> {
        let target = match (card.natural(), stands_for) {
            (Some(_), Some(s)) => {
                return Err(format!(
                    "{card} is not a joker: it stands for itself, not {s}"
                ))
            }
            (Some(c), None) => Some(c),
            (None, s) => s,
        };
        match self {
            Shape::Set { rank, naturals, .. } => {
                if self.len() >= 4 {
                    return Err(format!("the set {} is full (4 cards)", self.cards()));
                }
                match (card.natural(), target) {
                    (None, None) => Ok(End::Set),
                    (None, Some(s)) => Err(format!(
                        "a joker in a set stands for any missing suit: name no card for {card} (not {s})"
                    )),
                    (Some(c), _) if c.rank() == *rank && !naturals.contains(c) => Ok(End::Set),
                    (Some(c), _) => Err(format!("{c} does not complete the set {}", self.cards())),
                }
            }
            Shape::Run { .. } => {
                let (below, above) = self.run_ends(high_or_low).expect("a run");
                let Some(t) = target else {
                    return Err(format!(
                        "say which card {card} stands for on the run {}",
                        self.cards()
                    ));
                };
                if below == Some(t) {
                    Ok(End::Below)
                } else if above == Some(t) {
                    Ok(End::Above)
                } else {
                    Err(format!("{t} does not extend the run {}", self.cards()))
                }
            }
        }
    }

    /// Whether [`Shape::fit`] accepts the lay-off, without building its refusal message (the
    /// bots' playouts ask this many times a turn).
    fn fits(&self, card: AnyCard, stands_for: Option<Card>, high_or_low: bool) -> bool {
        let target = match (card.natural(), stands_for) {
            (Some(_), Some(_)) => return false,
            (Some(c), None) => Some(c),
            (None, s) => s,
        };
        match self {
            Shape::Set { rank, naturals, .. } => {
                self.len() < 4
                    && match (card.natural(), target) {
                        (None, t) => t.is_none(),
                        (Some(c), _) => c.rank() == *rank && !naturals.contains(c),
                    }
            }
            Shape::Run { .. } => {
                let (below, above) = self.run_ends(high_or_low).expect("a run");
                target.is_some() && (below == target || above == target)
            }
        }
    }

    /// Whether `card` fits (see [`Shape::lay_off`]), as a natural or a joker with any stand-in.
    pub fn takes_some(&self, card: AnyCard, high_or_low: bool) -> bool {
        match (self, card.natural()) {
            (Shape::Run { .. }, None) => {
                let (below, above) = self.run_ends(high_or_low).expect("a run");
                below.is_some() || above.is_some()
            }
            _ => self.fits(card, None, high_or_low),
        }
    }

    /// Lays `card` off (a joker on a run naming `stands_for`), or says why it does not fit.
    pub fn lay_off(
        &mut self,
        card: AnyCard,
        stands_for: Option<Card>,
        high_or_low: bool,
    ) -> Result<(), String> {
        let end = self.fit(card, stands_for, high_or_low)?;
        match self {
            Shape::Set {
                naturals, jokers, ..
            } => match card.natural() {
                Some(c) => naturals.insert(c),
                None => jokers.insert(card),
            },
            Shape::Run { low, places, .. } => {
                if end == End::Below {
                    *low -= 1;
                    places.insert(0, card);
                } else {
                    places.push(card);
                }
            }
        }
        Ok(())
    }

    /// The lay-offs of `card`: the stand-ins it may be laid off with (`None` for a natural or a
    /// set's joker), none if it does not fit.
    pub fn lay_offs(&self, card: AnyCard, high_or_low: bool) -> Vec<Option<Card>> {
        match (self, card.natural()) {
            (Shape::Run { .. }, None) => {
                let (below, above) = self.run_ends(high_or_low).expect("a run");
                let mut out: Vec<Option<Card>> = below.into_iter().map(Some).collect();
                if above.is_some() && above != below {
                    out.push(above);
                }
                out
            }
            _ => {
                if self.fits(card, None, high_or_low) {
                    vec![None]
                } else {
                    vec![]
                }
            }
        }
    }

    /// Whether `card` may take the place of `joker` in this meld (the card the joker stands
    /// for; in a set, any missing suit), or why not.
    pub fn swap_fit(&self, card: Card, joker: AnyCard) -> Result<(), String> {
        match self {
            Shape::Set {
                rank,
                naturals,
                jokers,
            } => {
                if !jokers.contains(joker) {
                    return Err(format!("{joker} is not in the set {}", self.cards()));
                }
                if card.rank() != *rank || naturals.contains(card) {
                    return Err(format!(
                        "{card} does not take {joker}'s place in the set {}",
                        self.cards()
                    ));
                }
                Ok(())
            }
            Shape::Run { suit, low, places } => {
                let Some(i) = places.iter().position(|c| *c == joker) else {
                    return Err(format!("{joker} is not in the run {}", self.cards()));
                };
                let wanted = card_at(*suit, low + i as u8);
                if card != wanted {
                    return Err(format!(
                        "{joker} stands for {wanted} in the run {}, not {card}",
                        self.cards()
                    ));
                }
                Ok(())
            }
        }
    }

    /// Puts `card` in `joker`'s place (checked by [`Shape::swap_fit`]).
    pub fn swap(&mut self, card: Card, joker: AnyCard) -> Result<(), String> {
        self.swap_fit(card, joker)?;
        match self {
            Shape::Set {
                naturals, jokers, ..
            } => {
                jokers.remove(joker);
                naturals.insert(card);
            }
            Shape::Run { places, .. } => {
                let i = places.iter().position(|c| *c == joker).expect("checked");
                places[i] = card.into();
            }
        }
        Ok(())
    }

    /// The natural cards that may take a joker's place in this meld, with the joker.
    pub fn swaps(&self) -> Vec<(Card, AnyCard)> {
        match self {
            Shape::Set {
                rank,
                naturals,
                jokers,
            } => jokers
                .iter()
                .flat_map(|j| {
                    (0..4)
                        .map(move |s| Card::new(*rank, s).expect("a card"))
                        .filter(|c| !naturals.contains(*c))
                        .map(move |c| (c, j))
                })
                .collect(),
            Shape::Run { suit, low, places } => places
                .iter()
                .zip(*low..)
                .filter(|(c, _)| c.is_joker())
                .map(|(c, p)| (card_at(*suit, p), *c))
                .collect(),
        }
    }
}

fn not_in_sequence(cards: AnyCards) -> String {
    format!("{cards} is not a run: its cards are not in sequence (no wrap-around)")
}

/// The first set bit of `m` when its set bits are one block, else `None`.
fn contiguous(m: u32) -> Option<u8> {
    if m == 0 {
        return None;
    }
    let low = m.trailing_zeros();
    let shifted = m >> low;
    (shifted & (shifted + 1) == 0).then_some(low as u8)
}

/// A meld on the table: its id (from 0 per hand, in laying order), who laid it, its cards.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct TableMeld {
    /// The meld's id: its number in the hand, from 0 in laying order.
    pub id: u32,
    /// The seat that laid it.
    pub owner: Seat,
    /// Its cards.
    pub shape: Shape,
}

/// A meld as a seat sees it (serde): `{"id", "owner", "kind", "cards", "jokers"}` where `cards`
/// are in meld order (a run low to high) and `jokers` says what each run joker stands for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MeldView {
    /// The meld's id.
    pub id: u32,
    /// The seat that laid it.
    pub owner: Seat,
    /// `set` or `run`.
    pub kind: MeldKind,
    /// The cards in meld order.
    pub cards: Vec<AnyCard>,
    /// What each joker of a run stands for (empty for a set).
    pub jokers: StandIns,
}

impl TableMeld {
    /// The meld as a seat sees it.
    pub fn view(&self) -> MeldView {
        let (cards, jokers) = self.shape.layout();
        MeldView {
            id: self.id,
            owner: self.owner,
            kind: self.shape.kind(),
            cards,
            jokers,
        }
    }
}

/// Every meld that can be laid from `hand`: each as its cards and the stand-ins of its run
/// jokers (sets first by rank, then runs by suit and position), exactly the melds
/// [`Shape::from_cards`] accepts from those cards.
pub fn every_meld(hand: AnyCards, high_or_low: bool) -> Vec<(AnyCards, StandIns)> {
    let mut out = Vec::new();
    let jokers: Vec<AnyCard> = hand.jokers().iter().collect();
    let naturals = hand.naturals();
    let bits = naturals.bits();
    let suits: [u32; 4] = std::array::from_fn(|suit| (bits >> (suit * 13)) as u32 & 0x1FFF);
    // The ranks with enough naturals for a set with the jokers held (3 naturals, 2 or 1).
    let [a, b, c, d] = suits;
    let set_ranks = match jokers.len() {
        0 => (a & b & c) | (a & b & d) | (a & c & d) | (b & c & d),
        1 => (a & b) | (a & c) | (a & d) | (b & c) | (b & d) | (c & d),
        _ => a | b | c | d,
    };
    // Sets: a non-empty choice of the rank's naturals and any jokers, 3 or 4 cards in all.
    for rank in (0..13u8).filter(|r| set_ranks >> r & 1 == 1) {
        let mut held = [AnyCard::X1; 4];
        let mut n = 0;
        for (suit, s) in suits.iter().enumerate() {
            if s >> rank & 1 == 1 {
                held[n] = card_at(suit as u8, rank).into();
                n += 1;
            }
        }
        for pick in 1u32..(1 << n) {
            let chosen: AnyCards = held[..n]
                .iter()
                .enumerate()
                .filter(|(i, _)| pick >> i & 1 == 1)
                .map(|(_, c)| *c)
                .collect();
            for wild in 0u32..(1 << jokers.len()) {
                let mut cards = chosen;
                for (i, j) in jokers.iter().enumerate() {
                    if wild >> i & 1 == 1 {
                        cards.insert(*j);
                    }
                }
                if (3..=4).contains(&cards.len()) {
                    out.push((cards, StandIns::new()));
                }
            }
        }
    }
    // Runs: every window of 3 or more places; each place its natural (if held) or a joker.
    let top = top_position(high_or_low);
    for (suit, &s) in suits.iter().enumerate() {
        let suit = suit as u8;
        // The places held, position 13 the ace again under high_or_low.
        let places = if high_or_low { s | (s & 1) << 13 } else { s };
        // Without jokers a run starts at a place with the next two held too.
        let lows = if jokers.is_empty() {
            places & places >> 1 & places >> 2
        } else {
            (1u32 << (top + 1)) - 1
        };
        for low in (0..=top).filter(|l| lows >> l & 1 == 1) {
            let mut gaps = 0;
            for high in low..=top {
                if low == 0 && high == 13 {
                    break;
                }
                if places >> high & 1 == 0 {
                    gaps += 1;
                }
                if gaps > jokers.len() {
                    break;
                }
                if high >= low + 2 {
                    runs_in(&mut out, naturals, &jokers, suit, low, high);
                }
            }
        }
    }
    out
}

/// The runs of the window `low..=high` of `suit`: each place its held natural or one of the
/// unused jokers, at least one natural.
fn runs_in(
    out: &mut Vec<(AnyCards, StandIns)>,
    naturals: CardSet,
    jokers: &[AnyCard],
    suit: u8,
    low: u8,
    high: u8,
) {
    fn walk(
        out: &mut Vec<(AnyCards, StandIns)>,
        places: &[Card],
        naturals: CardSet,
        free: &[AnyCard],
        cards: AnyCards,
        stands: &mut StandIns,
        any_natural: bool,
    ) {
        let Some((&place, rest)) = places.split_first() else {
            if any_natural {
                out.push((cards, stands.clone()));
            }
            return;
        };
        if naturals.contains(place) {
            let mut with = cards;
            with.insert(place.into());
            walk(out, rest, naturals, free, with, stands, true);
        }
        for &j in free {
            if cards.contains(j) {
                continue;
            }
            let mut with = cards;
            with.insert(j);
            stands.insert(j, place);
            walk(out, rest, naturals, free, with, stands, any_natural);
            stands.remove(&j);
        }
    }
    let places: Vec<Card> = (low..=high).map(|p| card_at(suit, p)).collect();
    walk(
        out,
        &places,
        naturals,
        jokers,
        AnyCards::EMPTY,
        &mut StandIns::new(),
        false,
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::full_deck;

    #[test]
    fn the_quick_fit_agrees_with_the_fit_and_its_messages() {
        let melds = [
            "3c 3d 3h",
            "3c 3d 3h 3s",
            "3c 3d X1",
            "4h 5h 6h",
            "Jh Qh Kh",
            "Ah 2h 3h",
            "9s X1 Js",
        ];
        for text in melds {
            for high in [false, true] {
                let cards: AnyCards = text.parse().unwrap();
                let mut stands = StandIns::new();
                if text == "9s X1 Js" {
                    stands.insert(AnyCard::X1, "Ts".parse().unwrap());
                }
                let shape = Shape::from_cards(cards, &stands, high).unwrap();
                for card in full_deck(2).iter() {
                    let targets = std::iter::once(None)
                        .chain((0..52).map(|i| Some(Card::from_index(i).unwrap())));
                    for t in targets {
                        assert_eq!(
                            shape.fits(card, t, high),
                            shape.fit(card, t, high).is_ok(),
                            "{text} {card} {t:?} {high}"
                        );
                    }
                }
            }
        }
    }
}
