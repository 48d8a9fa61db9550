//! A deck order: the 52 cards in dealing order, checked. A service commits to a deck order
//! before play (`SHA-256` of the order's text, cards space-separated front first, and a salt;
//! `services/ginrummy/service/fairness.py` computes and checks it independently of this crate),
//! and a game deals from it.
//!
//! ```
//! use ginrummy_cards::deck::{check_deck, parse_deck};
//! use ginrummy_cards::shuffle::shuffled_deck;
//! let deck = shuffled_deck(7);
//! let text: Vec<String> = deck.iter().map(|c| c.to_string()).collect();
//! assert_eq!(parse_deck(&text.join(" ")).unwrap(), deck);
//! assert!(check_deck(&deck[..51]).is_err());
//! ```

use crate::cards::{Card, CardSet, DECK_SIZE};
use crate::error::CardsError;

/// Parses a deck written as text (52 distinct cards separated by spaces, commas or newlines),
/// in dealing order.
pub fn parse_deck(text: &str) -> Result<[Card; DECK_SIZE], CardsError> {
    let cards = text
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty())
        .map(str::parse::<Card>)
        .collect::<Result<Vec<_>, _>>()?;
    check_deck(&cards)
}

/// Checks that `cards` holds each of the 52 cards exactly once.
pub fn check_deck(cards: &[Card]) -> Result<[Card; DECK_SIZE], CardsError> {
    if cards.len() != DECK_SIZE {
        return Err(CardsError::InvalidCards(format!(
            "a deck must hold 52 cards, got {}",
            cards.len()
        )));
    }
    let mut seen = CardSet::EMPTY;
    for &c in cards {
        if seen.contains(c) {
            return Err(CardsError::InvalidCards(format!(
                "the deck holds {c} twice (each card must appear once)"
            )));
        }
        seen.insert(c);
    }
    Ok(std::array::from_fn(|i| cards[i]))
}
