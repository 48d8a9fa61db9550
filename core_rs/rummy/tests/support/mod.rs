//! Shared helpers of the Rummy tests: option tables, candidate actions, random play.

#![allow(dead_code)]

use ginrummy_cards::shuffle::SplitMix64;
use ginrummy_rummy::card::{full_deck, AnyCard, AnyCards};
use ginrummy_rummy::meld::StandIns;
use ginrummy_rummy::{Action, Card, Hand, RummyOptions};

/// The default options and, one at a time, every other value of every option.
pub fn option_table() -> Vec<(&'static str, RummyOptions)> {
    let with = |json: &str| RummyOptions::from_json(json).unwrap();
    vec![
        ("default", RummyOptions::default()),
        ("aces_high_or_low", with(r#"{"aces": "high_or_low"}"#)),
        ("jokers_2", with(r#"{"jokers": 2}"#)),
        (
            "must_discard_to_go_out",
            with(r#"{"must_discard_to_go_out": true}"#),
        ),
        ("reshuffles_0", with(r#"{"reshuffles": 0}"#)),
        ("reshuffles_3", with(r#"{"reshuffles": 3}"#)),
        ("reshuffle_mode_turn", with(r#"{"reshuffle_mode": "turn"}"#)),
        ("scoring_penalty", with(r#"{"scoring": "penalty"}"#)),
        ("target_score_50", with(r#"{"target_score": 50}"#)),
        ("turn_limit_50", with(r#"{"turn_limit": 50}"#)),
        (
            "everything_at_once",
            with(
                r#"{"aces": "high_or_low", "jokers": 2, "must_discard_to_go_out": true, "reshuffles": 2, "scoring": "penalty"}"#,
            ),
        ),
    ]
}

/// The number from the environment variable `name`, or `default`.
pub fn scaled(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// The legal actions of `hand` and, beside them, actions that should be refused or that probe
/// the edges: every draw, every discard of the 54 cards, lay-offs of every held card on every
/// meld id (and one past) with and without stand-ins, swaps of every held natural for each
/// joker, each legal meld with its stand-ins dropped or moved, and melds of three held cards.
pub fn candidates(hand: &Hand) -> Vec<Action> {
    let legal = hand.legal_actions();
    let mut out = legal.clone();
    out.push(Action::DrawStock);
    out.push(Action::DrawDiscard);
    let Some(seat) = hand.to_act() else {
        return out;
    };
    let held = hand.hand(seat);
    // Every held card, and the three cards not held with the lowest indices.
    for card in held
        .iter()
        .chain(full_deck(2).difference(held).iter().take(3))
    {
        out.push(Action::Discard { card });
    }
    let last = hand.melds().len() as u32;
    let some_natural: Option<Card> = hand
        .melds()
        .last()
        .and_then(|m| m.shape.cards().naturals().iter().next());
    for card in held.iter() {
        for meld in 0..=last {
            out.push(Action::LayOff {
                card,
                meld,
                stands_for: None,
            });
        }
        if let Some(s) = some_natural {
            out.push(Action::LayOff {
                card,
                meld: last.saturating_sub(1),
                stands_for: Some(s),
            });
        }
        if let Some(c) = card.natural() {
            out.push(Action::SwapJoker {
                card: c,
                joker: AnyCard::X1,
            });
            out.push(Action::SwapJoker {
                card: c,
                joker: card,
            });
        }
    }
    for a in &legal {
        if let Action::Meld { cards, jokers } = a {
            if !jokers.is_empty() {
                out.push(Action::Meld {
                    cards: *cards,
                    jokers: StandIns::new(),
                });
                let shifted: StandIns = jokers
                    .iter()
                    .map(|(j, c)| (*j, Card::new((c.rank() + 1) % 13, c.suit()).unwrap()))
                    .collect();
                out.push(Action::Meld {
                    cards: *cards,
                    jokers: shifted,
                });
            } else if cards.jokers().len() == 1 {
                let j = cards.jokers().iter().next().unwrap();
                let n = cards.naturals().iter().next().unwrap();
                out.push(Action::Meld {
                    cards: *cards,
                    jokers: [(j, n)].into_iter().collect(),
                });
            }
        }
    }
    let cards: Vec<AnyCard> = held.iter().collect();
    for (i, a) in cards.iter().enumerate() {
        for (k, b) in cards.iter().enumerate().skip(i + 1) {
            if let Some(c) = cards.get(k + 1) {
                out.push(Action::Meld {
                    cards: [*a, *b, *c].into_iter().collect(),
                    jokers: StandIns::new(),
                });
            }
        }
    }
    out.push(Action::Meld {
        cards: AnyCards::EMPTY,
        jokers: StandIns::new(),
    });
    out
}

/// A random legal action.
pub fn random_action(hand: &Hand, rng: &mut SplitMix64) -> Action {
    let legal = hand.legal_actions();
    legal[rng.bounded(legal.len() as u64) as usize].clone()
}

/// A deck that deals `hands` (in turn order: the first is the seat after `dealer`'s), then
/// `upcard`, then `stock_top` (top first), then every other card in index order.
pub fn stacked_deck(
    jokers: u8,
    seats: usize,
    hands: &[&str],
    upcard: &str,
    stock_top: &str,
) -> Vec<AnyCard> {
    let hands: Vec<Vec<AnyCard>> = hands
        .iter()
        .map(|h| ginrummy_rummy::card::parse_list(h).unwrap())
        .collect();
    assert_eq!(hands.len(), seats);
    let size = hands[0].len();
    let mut deck = Vec::new();
    for r in 0..size {
        for h in &hands {
            deck.push(h[r]);
        }
    }
    deck.push(upcard.parse().unwrap());
    deck.extend(ginrummy_rummy::card::parse_list(stock_top).unwrap());
    let used: AnyCards = deck.iter().copied().collect();
    assert_eq!(used.len(), deck.len(), "a card twice in the stacked deck");
    deck.extend(full_deck(jokers).difference(used).iter());
    deck
}

/// A hand dealt from [`stacked_deck`] by `dealer` (seat index), rebuilds seeded with 7.
pub fn stacked(
    options: &RummyOptions,
    seats: usize,
    dealer: usize,
    hands: &[&str],
    upcard: &str,
    stock_top: &str,
) -> Hand {
    let deck = stacked_deck(options.jokers, seats, hands, upcard, stock_top);
    let dealer = ginrummy_rummy::Seats::new(seats as u8)
        .seat(dealer)
        .unwrap();
    Hand::from_deck(options.clone(), seats, dealer, deck, 7).unwrap()
}

/// Parses a JSON action.
pub fn act(json: &str) -> Action {
    Action::from_json(json).unwrap()
}

/// Applies JSON actions in order, panicking with the step on a refusal.
pub fn play(hand: &mut Hand, actions: &[&str]) {
    for (i, a) in actions.iter().enumerate() {
        hand.apply(act(a))
            .unwrap_or_else(|e| panic!("step {i} {a}: {e}"));
        hand.check_invariants().unwrap();
    }
}

/// The refusal of a JSON action: its reason's code; the hand must not change.
pub fn refused(hand: &mut Hand, action: &str) -> String {
    let before = hand.clone();
    let e = hand.apply(act(action)).expect_err(action);
    assert_eq!(*hand, before, "a refusal changed the hand");
    assert!(
        !hand.legal_actions().contains(&act(action)),
        "{action} is listed"
    );
    e.reason().unwrap().as_str().to_owned()
}
