//! Classic Rummy's cards: the 52 of the `cards` crate and, with option `jokers: 2`, two wild
//! jokers `X1` and `X2`.
//!
//! An [`AnyCard`] is a number `0..54`: the natural cards keep their index of
//! [`ginrummy_cards::Card`] (`suit * 13 + rank`), `X1` is 52 and `X2` is 53. [`AnyCards`] is a
//! set of them as a 54-bit mask (the natural cards' bits are a [`CardSet`]'s). Text forms:
//! `As 2c Td Kh X1 X2`; parsing is strict (unknown cards and duplicates are errors).
//!
//! The deck ([`deck`]) is the cards in index order (`Ac 2c .. Ks`, then `X1 X2` when there are
//! jokers) shuffled by the house's documented Fisher–Yates over SplitMix64
//! ([`ginrummy_cards::shuffle::shuffle`]); its committed text is [`deck_text`].
//!
//! ```
//! use ginrummy_rummy::card::{AnyCard, AnyCards, deck};
//! let hand: AnyCards = "7h X1 9h".parse().unwrap();
//! assert_eq!(hand.jokers().len(), 1);
//! assert_eq!(hand.to_string(), "7h 9h X1");
//! assert_eq!(deck(42, 2).len(), 54);
//! assert!("X3".parse::<AnyCard>().is_err());
//! ```

use std::fmt;
use std::str::FromStr;

use ginrummy_cards::cards::{mask_of_distinct, parse_card_list, FULL_DECK, RANK_CHARS};
use ginrummy_cards::{Card, CardSet};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::error::RummyError;

/// The number of jokers a deck may hold (option `jokers`: 0 or 2).
pub const MAX_JOKERS: u8 = 2;
/// The bits of the jokers in an [`AnyCards`] mask.
const JOKER_BITS: u64 = 0b11 << 52;

/// A natural card or a joker: `0..52` are the natural cards, 52 is `X1`, 53 is `X2`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct AnyCard(u8);

impl AnyCard {
    /// The first joker, `X1`.
    pub const X1: AnyCard = AnyCard(52);
    /// The second joker, `X2`.
    pub const X2: AnyCard = AnyCard(53);

    /// The card with this index `0..54`, or `None`.
    pub const fn from_index(index: u8) -> Option<AnyCard> {
        if index < 54 {
            Some(AnyCard(index))
        } else {
            None
        }
    }

    /// The index `0..54`.
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The natural card, or `None` for a joker.
    pub fn natural(self) -> Option<Card> {
        Card::from_index(self.0)
    }

    /// Whether this is a joker.
    pub const fn is_joker(self) -> bool {
        self.0 >= 52
    }

    /// The single-card mask.
    pub const fn bit(self) -> u64 {
        1u64 << self.0
    }

    /// The value of the card left in a hand at the end (`RULES-RUMMY.md`, "Scoring"): ace 1
    /// (15 when `ace_high_or_low`), 2..10 face value, J Q K 10, a joker 15.
    pub fn value(self, ace_high_or_low: bool) -> u32 {
        match self.natural() {
            None => JOKER_VALUE,
            Some(c) if c.rank() == 0 && ace_high_or_low => HIGH_ACE_VALUE,
            Some(c) => c.value(),
        }
    }
}

/// What a joker left in a hand is worth.
pub const JOKER_VALUE: u32 = 15;
/// What an ace left in a hand is worth under `aces: high_or_low`.
pub const HIGH_ACE_VALUE: u32 = 15;

impl From<Card> for AnyCard {
    fn from(c: Card) -> AnyCard {
        AnyCard(c.index())
    }
}

impl fmt::Display for AnyCard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.natural() {
            Some(c) => write!(f, "{c}"),
            None => write!(f, "X{}", self.0 - 51),
        }
    }
}

impl fmt::Debug for AnyCard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl FromStr for AnyCard {
    type Err = RummyError;

    fn from_str(s: &str) -> Result<AnyCard, RummyError> {
        match s {
            "X1" | "x1" => Ok(AnyCard::X1),
            "X2" | "x2" => Ok(AnyCard::X2),
            _ => s.parse::<Card>().map(AnyCard::from).map_err(|_| {
                RummyError::InvalidCards(format!(
                    "unknown card {s:?}: expected a rank of {} and a suit of cdhs, like 'As' or 'Td', or a joker X1 or X2",
                    RANK_CHARS.iter().collect::<String>()
                ))
            }),
        }
    }
}

impl Serialize for AnyCard {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for AnyCard {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<AnyCard, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

/// A set of natural cards and jokers as a 54-bit mask.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct AnyCards(u64);

impl AnyCards {
    /// The empty set.
    pub const EMPTY: AnyCards = AnyCards(0);

    /// The raw mask.
    pub const fn bits(self) -> u64 {
        self.0
    }

    /// The set of this mask (bits above 53 are dropped).
    pub const fn from_bits(bits: u64) -> AnyCards {
        AnyCards(bits & (FULL_DECK | JOKER_BITS))
    }

    /// The set of these natural cards.
    pub const fn from_naturals(cards: CardSet) -> AnyCards {
        AnyCards(cards.bits())
    }

    /// Builds a set from cards, rejecting duplicates.
    pub fn from_cards<I: IntoIterator<Item = AnyCard>>(cards: I) -> Result<AnyCards, RummyError> {
        Ok(AnyCards(mask_of_distinct(cards, AnyCard::bit)?))
    }

    /// Number of cards.
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether `card` is in the set.
    pub const fn contains(self, card: AnyCard) -> bool {
        self.0 & card.bit() != 0
    }

    /// Adds `card`.
    pub fn insert(&mut self, card: AnyCard) {
        self.0 |= card.bit();
    }

    /// Removes `card`.
    pub fn remove(&mut self, card: AnyCard) {
        self.0 &= !card.bit();
    }

    /// Cards in either set.
    pub const fn union(self, other: AnyCards) -> AnyCards {
        AnyCards(self.0 | other.0)
    }

    /// Cards of `self` not in `other`.
    pub const fn difference(self, other: AnyCards) -> AnyCards {
        AnyCards(self.0 & !other.0)
    }

    /// Whether every card of `self` is in `other`.
    pub const fn is_subset(self, other: AnyCards) -> bool {
        self.0 & !other.0 == 0
    }

    /// The natural cards.
    pub const fn naturals(self) -> CardSet {
        CardSet(self.0 & FULL_DECK)
    }

    /// The jokers.
    pub const fn jokers(self) -> AnyCards {
        AnyCards(self.0 & JOKER_BITS)
    }

    /// The cards in index order (naturals by suit then rank, then `X1`, `X2`).
    pub fn iter(self) -> impl Iterator<Item = AnyCard> + Clone {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let i = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            Some(AnyCard(i))
        })
    }

    /// The cards in display order: naturals by rank then suit, then the jokers.
    pub fn sorted(self) -> Vec<AnyCard> {
        let mut v: Vec<AnyCard> = self
            .naturals()
            .sorted_by_rank()
            .into_iter()
            .map(AnyCard::from)
            .collect();
        v.extend(self.jokers().iter());
        v
    }

    /// The sum of the values of the cards (see [`AnyCard::value`]).
    pub fn value(self, ace_high_or_low: bool) -> u32 {
        self.iter().map(|c| c.value(ace_high_or_low)).sum()
    }
}

impl FromIterator<AnyCard> for AnyCards {
    /// Collects cards; duplicates collapse (use [`AnyCards::from_cards`] to reject them).
    fn from_iter<I: IntoIterator<Item = AnyCard>>(iter: I) -> AnyCards {
        let mut set = AnyCards::EMPTY;
        for c in iter {
            set.insert(c);
        }
        set
    }
}

impl fmt::Display for AnyCards {
    /// Space-separated cards in display order.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let texts: Vec<String> = self.sorted().iter().map(ToString::to_string).collect();
        f.write_str(&texts.join(" "))
    }
}

impl fmt::Debug for AnyCards {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[{self}]")
    }
}

impl FromStr for AnyCards {
    type Err = RummyError;

    /// Parses space- or comma-separated cards; rejects unknown cards and duplicates.
    fn from_str(s: &str) -> Result<AnyCards, RummyError> {
        let cards = parse_list(s)?;
        AnyCards::from_cards(cards)
    }
}

impl Serialize for AnyCards {
    /// A list of card texts in display order.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.sorted())
    }
}

impl<'de> Deserialize<'de> for AnyCards {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<AnyCards, D::Error> {
        let cards = Vec::<AnyCard>::deserialize(d)?;
        AnyCards::from_cards(cards).map_err(serde::de::Error::custom)
    }
}

/// Parses space- or comma-separated cards in order (duplicates kept).
pub fn parse_list(s: &str) -> Result<Vec<AnyCard>, RummyError> {
    parse_card_list(s)
}

/// Every card of a deck with `jokers` jokers (0 or 2), in index order.
pub fn full_deck(jokers: u8) -> AnyCards {
    AnyCards(FULL_DECK | (((1u64 << jokers.min(MAX_JOKERS)) - 1) << 52))
}

/// The deck of a hand seeded with `seed`: the cards in index order (`Ac .. Ks`, then `X1 X2`
/// with 2 jokers) shuffled by [`ginrummy_cards::shuffle::shuffle`]. Position 0 is dealt first.
/// Without jokers it is exactly [`ginrummy_cards::shuffle::shuffled_deck`].
pub fn deck(seed: u64, jokers: u8) -> Vec<AnyCard> {
    let mut cards: Vec<AnyCard> = full_deck(jokers).iter().collect();
    ginrummy_cards::shuffle::shuffle(&mut cards, seed);
    cards
}

/// A deck (or a stock rebuild) order as the text a service commits to: the cards
/// space-separated, front (the first dealt or drawn) first.
pub fn deck_text(cards: &[AnyCard]) -> String {
    let texts: Vec<String> = cards.iter().map(ToString::to_string).collect();
    texts.join(" ")
}

/// Checks that `cards` is a deck with `jokers` jokers: each of its cards exactly once.
pub fn check_deck(cards: &[AnyCard], jokers: u8) -> Result<(), RummyError> {
    let want = full_deck(jokers);
    if cards.len() != want.len() {
        return Err(RummyError::InvalidCards(format!(
            "a deck with {jokers} jokers holds {} cards, got {}",
            want.len(),
            cards.len()
        )));
    }
    let mut seen = AnyCards::EMPTY;
    for &c in cards {
        if !want.contains(c) {
            return Err(RummyError::InvalidCards(format!(
                "the deck holds {c}, which a deck with {jokers} jokers has not"
            )));
        }
        if seen.contains(c) {
            return Err(RummyError::InvalidCards(format!(
                "the deck holds {c} twice (each card must appear once)"
            )));
        }
        seen.insert(c);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use ginrummy_cards::shuffle::shuffled_deck;

    #[test]
    fn text_round_trips_and_rejects_bad_cards() {
        for i in 0..54 {
            let c = AnyCard::from_index(i).unwrap();
            assert_eq!(c.to_string().parse::<AnyCard>().unwrap(), c);
        }
        for bad in ["X0", "X3", "1s", "", "Jk"] {
            assert!(bad.parse::<AnyCard>().is_err(), "{bad}");
        }
        assert!("X1 X1".parse::<AnyCards>().is_err());
        let set: AnyCards = "X2 Kh 2c X1".parse().unwrap();
        assert_eq!(
            serde_json::to_string(&set).unwrap(),
            r#"["2c","Kh","X1","X2"]"#
        );
    }

    #[test]
    fn deck_without_jokers_is_the_house_deck() {
        for seed in 0..20 {
            let ours = deck(seed, 0);
            let house: Vec<AnyCard> = shuffled_deck(seed).into_iter().map(Into::into).collect();
            assert_eq!(ours, house);
            check_deck(&deck(seed, 2), 2).unwrap();
        }
        assert!(check_deck(&deck(1, 2), 0).is_err());
        let mut twice = deck(1, 0);
        twice[0] = twice[1];
        assert!(check_deck(&twice, 0).is_err());
    }

    #[test]
    fn values() {
        let v = |s: &str, high: bool| s.parse::<AnyCard>().unwrap().value(high);
        assert_eq!((v("As", false), v("As", true)), (1, 15));
        assert_eq!((v("X1", false), v("Kd", true), v("7c", true)), (15, 10, 7));
    }
}
