//! What each seat may see (`RULES-RUMMY.md`, "Information each seat may see"), the vocabulary's
//! secrets, and the published option table.

mod support;

use std::collections::BTreeSet;

use ginrummy_cards::options::OptionKind;
use ginrummy_cards::shuffle::SplitMix64;
use ginrummy_cards::testing::assert_table_is_serde_forms;
use ginrummy_cards::vocabulary::kind;
use ginrummy_rummy::action::Resolved;
use ginrummy_rummy::card::AnyCard;
use ginrummy_rummy::vocabulary::ACTION_KINDS;
use ginrummy_rummy::{Action, Hand, RummyOptions, Seat, Seats};
use serde_json::Value;

#[test]
fn information_a_seat_never_sees_another_hand_or_the_stock_order_while_the_hand_is_live() {
    // Two decks dealing seat 0 the same cards and upcard, the others' hands and the stock
    // shuffled: seat 0 sees exactly the same thing, move after move.
    for seats in 2..=4 {
        let o = RummyOptions::from_json(r#"{"jokers": 2}"#).unwrap();
        let a = Hand::new(o.clone(), seats, Seat::FIRST, 31).unwrap();
        let table = Seats::new(seats as u8);
        let me = table.next(Seat::FIRST);
        let size = if seats == 2 { 10 } else { 7 };
        let mut deck = a.deck().to_vec();
        let mine: Vec<usize> = (0..size).map(|r| r * seats).collect();
        let upcard = size * seats;
        let mut others: Vec<AnyCard> = (0..deck.len())
            .filter(|i| !mine.contains(i) && *i != upcard)
            .map(|i| deck[i])
            .collect();
        ginrummy_cards::shuffle::shuffle(&mut others, 5);
        let mut it = others.into_iter();
        for (i, slot) in deck.iter_mut().enumerate() {
            if !mine.contains(&i) && i != upcard {
                *slot = it.next().unwrap();
            }
        }
        let b = Hand::from_deck(o, seats, Seat::FIRST, deck, a.reshuffle_seed()).unwrap();
        let obs_a = a.observation(me).unwrap();
        assert_eq!(obs_a, b.observation(me).unwrap());
        assert_eq!(obs_a.hand, a.hand(me));
        assert_eq!(obs_a.deck, None);
        assert!(obs_a.hand_sizes.iter().all(|&n| n == size));
        assert_eq!(obs_a.stock_size, a.stock().len());
    }
}

#[test]
fn information_after_the_hand_every_hand_the_deck_and_every_rebuild_are_public() {
    let mut rng = SplitMix64::new(4);
    let mut h = Hand::new(RummyOptions::default(), 3, Seat::FIRST, 12).unwrap();
    while !h.is_over() {
        let a = support::random_action(&h, &mut rng);
        h.apply(a).unwrap();
    }
    for s in h.seats().iter() {
        let obs = h.observation(s).unwrap();
        assert_eq!(obs.deck.as_deref(), Some(h.deck()));
        let end = obs.end.unwrap();
        for t in h.seats().iter() {
            assert_eq!(end.hands[t], h.hand(t));
        }
        assert!(obs.rebuilds.iter().all(|r| r.order.is_some()));
    }
    assert!(h.observation(Seats::new(4).seat(3).unwrap()).is_err());
}

#[test]
fn information_an_observation_reads_back_from_its_json_form() {
    // A bot away from the match (the bot runner's built-in levels) decides on the seat's view
    // read back: every observation of random hands, live and ended, with jokers and rebuilds.
    let mut rng = SplitMix64::new(9);
    for seats in 2..=4 {
        let o = RummyOptions::from_json(r#"{"jokers": 2, "reshuffles": 3}"#).unwrap();
        let mut h = Hand::new(o, seats, Seat::FIRST, 40 + seats as u64).unwrap();
        loop {
            for s in h.seats().iter() {
                let obs = h.observation(s).unwrap();
                let json = serde_json::to_string(&obs).unwrap();
                let back: ginrummy_rummy::Observation = serde_json::from_str(&json).unwrap();
                assert_eq!(back, obs);
            }
            if h.is_over() {
                break;
            }
            let a = support::random_action(&h, &mut rng);
            h.apply(a).unwrap();
        }
    }
}

#[test]
fn vocabulary_the_table_is_the_serde_forms_of_actions_and_what_they_did() {
    let j = |s: &str| Action::from_json(s).unwrap();
    let r = |s: &str| serde_json::from_str::<Resolved>(s).unwrap();
    let samples = [
        (
            j(r#"{"type": "draw_stock"}"#),
            r(r#"{"type": "draw_stock", "card": "7h"}"#),
        ),
        (
            j(r#"{"type": "draw_discard"}"#),
            r(r#"{"type": "draw_discard", "card": "7h"}"#),
        ),
        (
            j(r#"{"type": "meld", "cards": ["7h", "8h", "X1"], "jokers": {"X1": "9h"}}"#),
            r(
                r#"{"type": "meld", "meld": 0, "cards": ["7h", "8h", "X1"], "jokers": {"X1": "9h"}}"#,
            ),
        ),
        (
            j(r#"{"type": "lay_off", "card": "X2", "meld": 1, "stands_for": "Th"}"#),
            r(r#"{"type": "lay_off", "card": "X2", "meld": 1, "stands_for": "Th"}"#),
        ),
        (
            j(r#"{"type": "swap_joker", "card": "9h", "joker": "X1"}"#),
            r(r#"{"type": "swap_joker", "card": "9h", "joker": "X1", "meld": 0}"#),
        ),
        (
            j(r#"{"type": "discard", "card": "X1"}"#),
            r(r#"{"type": "discard", "card": "X1"}"#),
        ),
    ];
    assert_table_is_serde_forms(ACTION_KINDS, &samples, Action::name, Action::from_json);
    assert!(kind(ACTION_KINDS, "draw_stock").unwrap().records[0]
        .secret
        .is_some());
    let public = ["draw_discard", "meld", "lay_off", "swap_joker", "discard"];
    for name in public {
        assert!(
            kind(ACTION_KINDS, name)
                .unwrap()
                .records
                .iter()
                .all(|f| f.secret.is_none()),
            "{name}"
        );
    }
    assert!(Action::from_json(r#"{"type": "knock"}"#).is_err());
    assert!(Action::from_json(r#"{"type": "discard", "card": "7h", "extra": 1}"#).is_err());
}

#[test]
fn options_the_published_table_is_the_type_its_defaults_and_its_bounds() {
    let defaults: Value = serde_json::from_str(&RummyOptions::default().to_json()).unwrap();
    let fields = defaults.as_object().unwrap();
    for seats in 2..=4u8 {
        let table = RummyOptions::options(Seats::new(seats));
        let listed: BTreeSet<&str> = table.iter().map(|o| o.name).collect();
        assert_eq!(listed, fields.keys().map(String::as_str).collect());
        for o in &table {
            let with = |v: Value| {
                let mut m = fields.clone();
                m.insert(o.name.to_owned(), v);
                RummyOptions::from_json(&Value::Object(m).to_string())
            };
            let default = serde_json::to_value(o.default).unwrap();
            if o.name == "target_score" {
                assert_eq!(default, 50 * u32::from(seats));
            } else {
                assert_eq!(default, fields[o.name], "{}", o.name);
            }
            match o.kind {
                OptionKind::Int { minimum, maximum } => {
                    assert!(
                        with(minimum.into()).is_ok() && with(maximum.into()).is_ok(),
                        "{}",
                        o.name
                    );
                    let e = with((maximum + 1).into()).unwrap_err().to_string();
                    assert_eq!(
                        e,
                        format!(
                            "{} must be between {minimum} and {maximum}, got {}",
                            o.name,
                            maximum + 1
                        )
                    );
                    if minimum > 0 {
                        assert!(with((minimum - 1).into()).is_err(), "{}", o.name);
                    }
                }
                OptionKind::IntChoice { choices } => {
                    for c in choices {
                        assert!(with((*c).into()).is_ok());
                    }
                    assert_eq!(
                        with(1.into()).unwrap_err().to_string(),
                        format!("{} must be 0 or 2, got 1", o.name)
                    );
                }
                OptionKind::Bool => assert!(with(true.into()).is_ok() && with(1.into()).is_err()),
                OptionKind::Choice { choices } => {
                    for c in choices {
                        assert!(with((*c).into()).is_ok());
                    }
                    assert!(with("bogus".into()).is_err(), "{}", o.name);
                }
            }
        }
    }
    assert!(RummyOptions::from_json(r#"{"jokerz": 2}"#)
        .unwrap_err()
        .to_string()
        .contains("unknown field"));
    assert!(Hand::new(RummyOptions::default(), 5, Seat::FIRST, 1).is_err());
    assert!(Hand::new(RummyOptions::default(), 1, Seat::FIRST, 1).is_err());
}
