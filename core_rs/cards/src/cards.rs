//! Cards and sets of cards.
//!
//! A [`Card`] is a number `0..52`: `suit * 13 + rank`, with ranks `A23456789TJQK` (ace low,
//! rank 0) and suits `cdhs` (clubs 0, diamonds 1, hearts 2, spades 3). Because the ranks of one
//! suit are consecutive bits, a run is a run of consecutive set bits in a [`CardSet`].
//!
//! Text form: rank then suit, e.g. `As 2c Td Kh`. Parsing is strict ("parse, don't trust"):
//! unknown ranks or suits and duplicate cards are errors.
//!
//! ```
//! use ginrummy_cards::cards::{Card, CardSet};
//! let hand: CardSet = "As 2s 3s Kh".parse().unwrap();
//! assert_eq!(hand.len(), 4);
//! assert!(hand.contains("2s".parse::<Card>().unwrap()));
//! assert_eq!(hand.to_string(), "As 2s 3s Kh");
//! assert!("As As".parse::<CardSet>().is_err());
//! ```

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::error::CardsError;

/// Rank characters, ace low.
pub const RANK_CHARS: [char; 13] = [
    'A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K',
];
/// Suit characters in suit order.
pub const SUIT_CHARS: [char; 4] = ['c', 'd', 'h', 's'];
/// Number of cards in the deck.
pub const DECK_SIZE: usize = 52;
/// Index of the spade suit.
pub const SPADES: u8 = 3;

/// One playing card, `suit * 13 + rank`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card(u8);

impl Card {
    /// The card with this index (`0..52`), or `None`.
    pub const fn from_index(index: u8) -> Option<Card> {
        if index < 52 {
            Some(Card(index))
        } else {
            None
        }
    }

    /// The card of `rank` (`0..13`, ace 0) and `suit` (`0..4`, `cdhs`).
    pub const fn new(rank: u8, suit: u8) -> Option<Card> {
        if rank < 13 && suit < 4 {
            Some(Card(suit * 13 + rank))
        } else {
            None
        }
    }

    /// `0..52`.
    pub const fn index(self) -> u8 {
        self.0
    }

    /// `0..13`, ace 0, king 12.
    pub const fn rank(self) -> u8 {
        self.0 % 13
    }

    /// `0..4` in the order `cdhs`.
    pub const fn suit(self) -> u8 {
        self.0 / 13
    }

    /// Deadwood value: ace 1, two to ten face value, J Q K 10.
    pub const fn value(self) -> u32 {
        let r = self.rank() as u32 + 1;
        if r > 10 {
            10
        } else {
            r
        }
    }

    /// The single-card set.
    pub const fn bit(self) -> u64 {
        1u64 << self.0
    }

    /// All 52 cards in index order.
    pub fn all() -> impl Iterator<Item = Card> {
        (0..52u8).map(Card)
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}",
            RANK_CHARS[self.rank() as usize],
            SUIT_CHARS[self.suit() as usize]
        )
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl FromStr for Card {
    type Err = CardsError;

    fn from_str(s: &str) -> Result<Card, CardsError> {
        let bad = || {
            CardsError::InvalidCards(format!("unknown card {s:?}: expected a rank of A23456789TJQK and a suit of cdhs, like 'As' or 'Td'"))
        };
        let mut chars = s.chars();
        let (Some(r), Some(su), None) = (chars.next(), chars.next(), chars.next()) else {
            return Err(bad());
        };
        let rank = RANK_CHARS
            .iter()
            .position(|&c| c == r.to_ascii_uppercase())
            .ok_or_else(bad)?;
        let suit = SUIT_CHARS
            .iter()
            .position(|&c| c == su.to_ascii_lowercase())
            .ok_or_else(bad)?;
        Ok(Card::new(rank as u8, suit as u8).expect("rank and suit in range"))
    }
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Card, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

/// A set of cards as a 52-bit mask (bit `suit * 13 + rank`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct CardSet(pub u64);

/// Mask of all 52 cards.
pub const FULL_DECK: u64 = (1u64 << 52) - 1;

impl CardSet {
    /// The empty set.
    pub const EMPTY: CardSet = CardSet(0);

    /// The set with these bits; bits above 51 are an error.
    pub fn from_bits(bits: u64) -> Result<CardSet, CardsError> {
        if bits & !FULL_DECK != 0 {
            return Err(CardsError::InvalidCards(format!(
                "card mask {bits:#x} has bits above the 52 cards"
            )));
        }
        Ok(CardSet(bits))
    }

    /// Builds a set from cards, rejecting duplicates.
    pub fn from_cards<I: IntoIterator<Item = Card>>(cards: I) -> Result<CardSet, CardsError> {
        mask_of_distinct(cards, Card::bit).map(CardSet)
    }

    /// The raw mask.
    pub const fn bits(self) -> u64 {
        self.0
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
    pub const fn contains(self, card: Card) -> bool {
        self.0 & card.bit() != 0
    }

    /// Adds `card`.
    pub fn insert(&mut self, card: Card) {
        self.0 |= card.bit();
    }

    /// Removes `card`.
    pub fn remove(&mut self, card: Card) {
        self.0 &= !card.bit();
    }

    /// Cards in both sets.
    pub const fn intersection(self, other: CardSet) -> CardSet {
        CardSet(self.0 & other.0)
    }

    /// Cards in either set.
    pub const fn union(self, other: CardSet) -> CardSet {
        CardSet(self.0 | other.0)
    }

    /// Cards of `self` not in `other`.
    pub const fn difference(self, other: CardSet) -> CardSet {
        CardSet(self.0 & !other.0)
    }

    /// Whether every card of `self` is in `other`.
    pub const fn is_subset(self, other: CardSet) -> bool {
        self.0 & !other.0 == 0
    }

    /// Sum of the deadwood values of the cards.
    pub fn value(self) -> u32 {
        self.iter().map(Card::value).sum()
    }

    /// Cards in index order (by suit, then rank).
    pub fn iter(self) -> CardIter {
        CardIter(self.0)
    }

    /// Cards in display order: by rank, then suit (`As Ac 2d ...` reads like a hand).
    pub fn sorted_by_rank(self) -> Vec<Card> {
        let mut v: Vec<Card> = self.iter().collect();
        v.sort_by_key(|c| (c.rank(), c.suit()));
        v
    }
}

impl FromIterator<Card> for CardSet {
    /// Collects cards; duplicates collapse (use [`CardSet::from_cards`] to reject them).
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> CardSet {
        let mut set = CardSet::EMPTY;
        for c in iter {
            set.insert(c);
        }
        set
    }
}

/// Iterator over the cards of a [`CardSet`] in index order.
#[derive(Clone)]
pub struct CardIter(u64);

impl Iterator for CardIter {
    type Item = Card;

    fn next(&mut self) -> Option<Card> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(Card(i))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for CardIter {}

impl IntoIterator for CardSet {
    type Item = Card;
    type IntoIter = CardIter;

    fn into_iter(self) -> CardIter {
        self.iter()
    }
}

impl fmt::Display for CardSet {
    /// Space-separated cards sorted by rank then suit.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for c in self.sorted_by_rank() {
            if !first {
                f.write_str(" ")?;
            }
            first = false;
            write!(f, "{c}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[{self}]")
    }
}

impl FromStr for CardSet {
    type Err = CardsError;

    /// Parses space- or comma-separated cards; rejects unknown cards and duplicates.
    fn from_str(s: &str) -> Result<CardSet, CardsError> {
        CardSet::from_cards(parse_card_list::<Card>(s)?)
    }
}

impl Serialize for CardSet {
    /// A list of card strings, sorted by rank then suit.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeSeq;
        let cards = self.sorted_by_rank();
        let mut seq = s.serialize_seq(Some(cards.len()))?;
        for c in cards {
            seq.serialize_element(&c)?;
        }
        seq.end()
    }
}

impl<'de> Deserialize<'de> for CardSet {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<CardSet, D::Error> {
        let cards = Vec::<Card>::deserialize(d)?;
        CardSet::from_cards(cards).map_err(serde::de::Error::custom)
    }
}

/// Parses a text list of cards, space- or comma-separated, in order (duplicates kept): the one
/// list parser of the house's card types (`Card` here, classic Rummy's cards with jokers).
pub fn parse_card_list<C: FromStr>(s: &str) -> Result<Vec<C>, C::Err> {
    s.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty())
        .map(str::parse::<C>)
        .collect()
}

/// The mask of `cards` (each card's bit by `bit`), refusing a card given twice: what a card
/// set of the house is built from.
pub fn mask_of_distinct<C: Copy + fmt::Display>(
    cards: impl IntoIterator<Item = C>,
    bit: impl Fn(C) -> u64,
) -> Result<u64, CardsError> {
    let mut mask = 0u64;
    for c in cards {
        if mask & bit(c) != 0 {
            return Err(CardsError::InvalidCards(format!("duplicate card {c}")));
        }
        mask |= bit(c);
    }
    Ok(mask)
}

/// Parses a list of card strings into a set, rejecting unknown cards and duplicates.
pub fn parse_cards<S: AsRef<str>>(cards: &[S]) -> Result<CardSet, CardsError> {
    let parsed = cards
        .iter()
        .map(|s| s.as_ref().trim().parse::<Card>())
        .collect::<Result<Vec<_>, _>>()?;
    CardSet::from_cards(parsed)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_every_card() {
        for c in Card::all() {
            assert_eq!(c.to_string().parse::<Card>().unwrap(), c);
        }
    }

    #[test]
    fn values() {
        let v = |s: &str| s.parse::<Card>().unwrap().value();
        assert_eq!(v("As"), 1);
        assert_eq!(v("9h"), 9);
        assert_eq!(v("Td"), 10);
        assert_eq!(v("Kc"), 10);
    }

    #[test]
    fn rejects_bad_text() {
        for bad in ["1s", "Ax", "A", "Asd", "", "10s"] {
            assert!(bad.parse::<Card>().is_err(), "{bad}");
        }
        assert!("As 2s As".parse::<CardSet>().is_err());
        assert!(CardSet::from_bits(1 << 52).is_err());
    }

    #[test]
    fn a_card_list_keeps_its_order_and_a_set_refuses_a_card_twice() {
        let list: Vec<Card> = parse_card_list("Kh, 2c  Kh").unwrap();
        assert_eq!(format!("{list:?}"), "[Kh, 2c, Kh]");
        assert!(parse_card_list::<Card>("Kh 1c").is_err());
        let err = mask_of_distinct(list, Card::bit).unwrap_err();
        assert_eq!(
            err.to_string(),
            CardsError::InvalidCards("duplicate card Kh".into()).to_string()
        );
        assert_eq!(mask_of_distinct(Card::all(), Card::bit).unwrap(), FULL_DECK);
    }
}
