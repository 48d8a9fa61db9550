//! Tests of `ginrummy_cards::melds`: table cases, and properties checked against an obviously
//! correct brute force (every subset of the hand that is a meld, every partition).

use std::collections::HashMap;

use ginrummy_cards::cards::{Card, CardSet};
use ginrummy_cards::melds::{
    all_arrangements, arrange, best_discard, best_layoffs, deadwood_after_discard, fits, meld_kind,
    min_deadwood, validate_melds, Arrangement, MeldKind,
};
use ginrummy_cards::CardsError;
use proptest::prelude::*;

fn cs(s: &str) -> CardSet {
    s.parse().unwrap()
}

fn card(s: &str) -> Card {
    s.parse().unwrap()
}

// ---------------------------------------------------------------------------------------------
// Brute force
// ---------------------------------------------------------------------------------------------

/// Independent meld test: 3-4 cards of one rank, or 3+ cards of one suit with consecutive ranks.
fn brute_is_meld(cards: &[Card]) -> bool {
    if cards.len() < 3 {
        return false;
    }
    let same_rank = cards.iter().all(|c| c.rank() == cards[0].rank());
    if same_rank {
        return cards.len() <= 4;
    }
    let same_suit = cards.iter().all(|c| c.suit() == cards[0].suit());
    if !same_suit {
        return false;
    }
    let mut ranks: Vec<u8> = cards.iter().map(|c| c.rank()).collect();
    ranks.sort();
    ranks.windows(2).all(|w| w[1] == w[0] + 1)
}

/// Every subset of `hand` that is a meld.
fn brute_melds(hand: CardSet) -> Vec<CardSet> {
    let cards: Vec<Card> = hand.iter().collect();
    let n = cards.len();
    let mut out = Vec::new();
    for mask in 0u32..(1 << n) {
        if mask.count_ones() < 3 {
            continue;
        }
        let sub: Vec<Card> = (0..n)
            .filter(|i| mask >> i & 1 == 1)
            .map(|i| cards[i])
            .collect();
        if brute_is_meld(&sub) {
            out.push(sub.into_iter().collect());
        }
    }
    out
}

/// Minimum deadwood: the lowest remaining card is deadwood or in some meld inside the rest.
fn brute_min(hand: CardSet) -> u32 {
    let melds = brute_melds(hand);
    let mut memo = HashMap::new();
    brute_rec(hand, &melds, &mut memo)
}

fn brute_rec(rem: CardSet, melds: &[CardSet], memo: &mut HashMap<CardSet, u32>) -> u32 {
    let Some(low) = rem.iter().next() else {
        return 0;
    };
    if let Some(&v) = memo.get(&rem) {
        return v;
    }
    let mut rest = rem;
    rest.remove(low);
    let mut best = low.value() + brute_rec(rest, melds, memo);
    for &m in melds {
        if m.contains(low) && m.is_subset(rem) {
            best = best.min(brute_rec(rem.difference(m), melds, memo));
        }
    }
    memo.insert(rem, best);
    best
}

/// Every partition of `hand` into melds and deadwood, as sorted lists of melds, with deadwood.
fn brute_partitions(hand: CardSet) -> Vec<(Vec<CardSet>, u32)> {
    fn rec(
        rem: CardSet,
        dead: u32,
        melds: &[CardSet],
        cur: &mut Vec<CardSet>,
        out: &mut Vec<(Vec<CardSet>, u32)>,
    ) {
        let Some(low) = rem.iter().next() else {
            let mut v = cur.clone();
            v.sort();
            out.push((v, dead));
            return;
        };
        let mut rest = rem;
        rest.remove(low);
        rec(rest, dead + low.value(), melds, cur, out);
        for &m in melds {
            if m.contains(low) && m.is_subset(rem) {
                cur.push(m);
                rec(rem.difference(m), dead, melds, cur, out);
                cur.pop();
            }
        }
    }
    let melds = brute_melds(hand);
    let mut out = Vec::new();
    rec(hand, 0, &melds, &mut Vec::new(), &mut out);
    out
}

fn brute_after_discard(hand: CardSet) -> u32 {
    hand.iter()
        .map(|c| {
            let mut h = hand;
            h.remove(c);
            brute_min(h)
        })
        .min()
        .unwrap()
}

/// Whether the cards `todo` can all be laid off one at a time onto `melds` (as they grow).
fn brute_can_lay_off(todo: CardSet, melds: &mut Vec<CardSet>) -> bool {
    if todo.is_empty() {
        return true;
    }
    for c in todo.iter() {
        for i in 0..melds.len() {
            let m = melds[i];
            let mut ext: Vec<Card> = m.iter().collect();
            ext.push(c);
            if !m.contains(c) && brute_is_meld(&m.iter().collect::<Vec<_>>()) && brute_is_meld(&ext)
            {
                let mut rest = todo;
                rest.remove(c);
                melds[i].insert(c);
                let ok = brute_can_lay_off(rest, melds);
                melds[i].remove(c);
                if ok {
                    return true;
                }
            }
        }
    }
    false
}

/// Best (deadwood, fewest cards laid off) over every subset of the defender's cards that can be
/// laid off.
fn brute_layoffs(defender: CardSet, knocker: &[CardSet]) -> (u32, usize) {
    let cards: Vec<Card> = defender.iter().collect();
    let mut best = (u32::MAX, usize::MAX);
    for mask in 0u32..(1 << cards.len()) {
        let laid: CardSet = (0..cards.len())
            .filter(|i| mask >> i & 1 == 1)
            .map(|i| cards[i])
            .collect();
        if brute_can_lay_off(laid, &mut knocker.to_vec()) {
            best = best.min((brute_min(defender.difference(laid)), laid.len()));
        }
    }
    best
}

/// Checks that `a` is a valid arrangement of `hand`.
fn check_valid(hand: CardSet, a: &Arrangement) {
    let mut union = CardSet::EMPTY;
    for &m in &a.melds {
        assert!(meld_kind(m).is_some(), "{m} is not a meld in {a:?}");
        assert!(
            brute_is_meld(&m.iter().collect::<Vec<_>>()),
            "{m} is not a meld"
        );
        assert!(union.intersection(m).is_empty(), "melds overlap in {a:?}");
        union = union.union(m);
    }
    assert!(union.is_subset(hand));
    assert_eq!(union.union(a.deadwood_cards), hand);
    assert!(union.intersection(a.deadwood_cards).is_empty());
    assert_eq!(a.deadwood, a.deadwood_cards.value());
    assert_eq!(validate_melds(hand, &a.melds), Ok(a.deadwood_cards));
    // Melds are sorted by their lowest card in display order.
    let keys: Vec<(u8, u8)> = a
        .melds
        .iter()
        .map(|m| {
            let c = m.sorted_by_rank()[0];
            (c.rank(), c.suit())
        })
        .collect();
    let mut sorted = keys.clone();
    sorted.sort();
    assert_eq!(keys, sorted);
}

// ---------------------------------------------------------------------------------------------
// Table cases
// ---------------------------------------------------------------------------------------------

#[test]
fn card_wanted_by_set_and_run() {
    let h = cs("7h 7s 7d 7c 8h 9h");
    assert_eq!(min_deadwood(h), 0);
    let a = arrange(h);
    assert_eq!(a.deadwood, 0);
    let mut melds: Vec<String> = a.melds.iter().map(|m| m.to_string()).collect();
    melds.sort();
    assert_eq!(melds, ["7c 7d 7s", "7h 8h 9h"]);
    assert_eq!(all_arrangements(h).len(), 1);
}

#[test]
fn four_run_gives_end_card_to_set() {
    let h = cs("Ad 2d 3d 4d 4s 4c");
    assert_eq!(min_deadwood(h), 0);
    let a = arrange(h);
    assert_eq!(a.melds, vec![cs("Ad 2d 3d"), cs("4c 4d 4s")]);
}

#[test]
fn aces_are_low_only() {
    assert_eq!(meld_kind(cs("Qs Ks As")), None);
    assert_eq!(meld_kind(cs("As 2s 3s")), Some(MeldKind::Run));
    assert_eq!(meld_kind(cs("Ks As 2s")), None);
    assert_eq!(min_deadwood(cs("Qs Ks As")), 21);
    assert_eq!(min_deadwood(cs("Ks As 2s")), 13);
    assert_eq!(min_deadwood(cs("As 2s 3s")), 0);
    assert_eq!(min_deadwood(cs("Js Qs Ks")), 0);
}

#[test]
fn empty_and_meldless_hands() {
    assert_eq!(min_deadwood(CardSet::EMPTY), 0);
    let a = arrange(CardSet::EMPTY);
    assert!(a.melds.is_empty() && a.deadwood == 0 && a.deadwood_cards.is_empty());
    assert_eq!(all_arrangements(CardSet::EMPTY), vec![a]);
    let h = cs("As 3s 5s 7d 9d Jc Kh 2h 4c 6c");
    assert_eq!(min_deadwood(h), h.value());
    assert_eq!(arrange(h).deadwood_cards, h);
    assert_eq!(min_deadwood(cs("Kd")), 10);
    assert_eq!(min_deadwood(cs("5c 5d")), 10);
    assert_eq!(min_deadwood(cs("5c 6c")), 11);
}

#[test]
fn big_gin_hands() {
    for h in [
        "As 2s 3s 4s 5s 6s 7s 8s 9s Ts Js",
        "Ac Ad Ah As 2c 2d 2h 2s 3c 3d 3h",
        "4h 5h 6h 7h 8h 4c 4d 4s 9c 9d 9s",
        "Ac 2c 3c 4c Qd Qh Qs 7h 8h 9h Th",
    ] {
        let h = cs(h);
        assert_eq!(h.len(), 11);
        assert_eq!(min_deadwood(h), 0, "{h}");
        assert_eq!(arrange(h).deadwood, 0);
        // Some discard keeps a gin hand.
        assert_eq!(deadwood_after_discard(h), 0, "{h}");
        assert_eq!(best_discard(h).arrangement.deadwood, 0);
    }
}

#[test]
fn long_run_is_one_meld_but_splits_are_arrangements_too() {
    let h = cs("Ah 2h 3h 4h 5h 6h");
    assert_eq!(arrange(h).melds, vec![h]);
    let all = all_arrangements(h);
    assert_eq!(all.len(), 2);
    assert!(all.contains(&arrange(h)));
    assert!(all
        .iter()
        .any(|a| a.melds == vec![cs("Ah 2h 3h"), cs("4h 5h 6h")]));
}

#[test]
fn four_set_vs_three_set_plus_run() {
    // 4c4d4h4s + 5h 6h: the 4h goes to the run.
    let h = cs("4c 4d 4h 4s 5h 6h");
    assert_eq!(min_deadwood(h), 0);
    assert_eq!(arrange(h).melds, vec![cs("4c 4d 4s"), cs("4h 5h 6h")]);
    // The 4-set spares its 7s for the run 5s 6s 7s.
    let h = cs("7c 7d 7h 7s 5s 6s");
    assert_eq!(min_deadwood(h), 0);
    // A 3-set whose card is wanted by a run: breaking the set can pay.
    let h = cs("7c 7d 7h 5h 6h 8h 9h");
    assert_eq!(min_deadwood(h), 14);
    assert_eq!(arrange(h).deadwood_cards, cs("7c 7d"));
}

#[test]
fn meld_kind_cases() {
    assert_eq!(meld_kind(cs("7c 7d 7h")), Some(MeldKind::Set));
    assert_eq!(meld_kind(cs("7c 7d 7h 7s")), Some(MeldKind::Set));
    assert_eq!(meld_kind(cs("7c 7d")), None);
    assert_eq!(meld_kind(cs("7c 8c")), None);
    assert_eq!(meld_kind(CardSet::EMPTY), None);
    assert_eq!(meld_kind(cs("7c 8c 9c Tc Jc Qc Kc")), Some(MeldKind::Run));
    assert_eq!(meld_kind(cs("7c 8c Tc")), None);
    assert_eq!(meld_kind(cs("7c 8c 9d")), None);
    assert_eq!(meld_kind(cs("7c 7d 8c")), None);
    // Runs crossing the suit boundary in index order (Kc is 12, Ad is 13) are not runs.
    assert_eq!(meld_kind(cs("Qc Kc Ad")), None);
    assert_eq!(meld_kind(cs("Kc Ad 2d")), None);
    let full: CardSet = Card::all().collect();
    assert_eq!(meld_kind(full), None);
    assert_eq!(
        serde_json::to_string(&MeldKind::Run).unwrap(),
        "\"run\"".to_string()
    );
}

#[test]
fn fits_cases() {
    let run = cs("6h 7h 8h");
    assert!(fits(card("5h"), run));
    assert!(fits(card("9h"), run));
    assert!(!fits(card("4h"), run));
    assert!(!fits(card("Th"), run));
    assert!(!fits(card("7h"), run));
    assert!(!fits(card("5s"), run));
    assert!(fits(card("4h"), cs("5h 6h 7h 8h")));
    let set = cs("9c 9d 9s");
    assert!(fits(card("9h"), set));
    assert!(!fits(card("9c"), set));
    assert!(!fits(card("8h"), set));
    assert!(!fits(card("9h"), cs("9c 9d 9s 9h")));
    assert!(!fits(card("Kc"), cs("Jc Qc")));
    assert!(!fits(card("As"), cs("Js Qs Ks")));
    assert!(fits(card("4s"), cs("As 2s 3s")));
    assert!(!fits(card("Ks"), cs("As 2s 3s")));
    assert!(!fits(card("Ad"), cs("Jc Qc Kc")));
}

fn melds_err(hand: &str, melds: &[&str]) -> String {
    let melds: Vec<CardSet> = melds.iter().map(|m| cs(m)).collect();
    match validate_melds(cs(hand), &melds) {
        Err(CardsError::InvalidMelds(msg)) => msg,
        other => panic!("expected InvalidMelds, got {other:?}"),
    }
}

#[test]
fn validate_melds_cases() {
    let hand = cs("2h 3h 4h 5h 7c 7d 7s 5s 6s 9d");
    assert_eq!(
        validate_melds(hand, &[cs("2h 3h 4h"), cs("7c 7d 7s")]),
        Ok(cs("5h 5s 6s 9d"))
    );
    assert_eq!(validate_melds(hand, &[]), Ok(hand));
    assert_eq!(
        melds_err("2h 3h 5h 9c", &["2h 3h 5h"]),
        "meld 2h 3h 5h is neither a set nor a run"
    );
    assert_eq!(
        melds_err("2h 3h 5h 9c", &["2h 3h"]),
        "meld 2h 3h has only 2 cards (a meld needs at least 3)"
    );
    assert_eq!(
        melds_err("5s 6s 7s 7c 7d 7h", &["7c 7d 7s", "5s 6s 7s"]),
        "card 7s is in two melds (7c 7d 7s and 5s 6s 7s)"
    );
    assert_eq!(
        melds_err("7d 8d 5c", &["7d 8d 9d"]),
        "meld 7d 8d 9d uses 9d which is not in the hand"
    );
    assert_eq!(
        melds_err("7d 5c", &["7d 8d 9d"]),
        "meld 7d 8d 9d uses 8d 9d which are not in the hand"
    );
    assert_eq!(melds_err("7d 5c", &[""]), "meld 1 is empty");
}

#[test]
fn best_discard_ties_and_values() {
    // Equal deadwood after discarding Tc or Kh: the higher index (Kh) goes.
    let h = cs("As 2s 3s 4d 5d 6d 9c 9h 9s Tc Kh");
    let c = best_discard(h);
    assert_eq!(c.discard, card("Kh"));
    assert_eq!(c.arrangement.deadwood, 10);
    assert_eq!(deadwood_after_discard(h), 10);
    // Discard the highest deadwood card.
    let h = cs("As 2s 3s 4d 5d 6d 9c 9h 9s 2c Qd");
    assert_eq!(best_discard(h).discard, card("Qd"));
    assert_eq!(deadwood_after_discard(h), 2);
    // Breaking a set can be the best discard: Ac Ad Ah + 9s Ts Js.
    let h = cs("Ac Ad Ah 9s Ts Js");
    assert_eq!(deadwood_after_discard(h), 2);
    assert_eq!(best_discard(h).discard, card("Ah"));
    // One card.
    assert_eq!(deadwood_after_discard(cs("Kd")), 0);
    assert_eq!(best_discard(cs("Kd")).arrangement.deadwood, 0);
}

#[test]
fn layoffs_chain() {
    let plan = best_layoffs(cs("4h 5h"), &[cs("6h 7h 8h")]);
    assert_eq!(plan.layoffs, vec![(card("5h"), 0), (card("4h"), 0)]);
    assert_eq!(plan.arrangement.deadwood, 0);
    // Both ends, and a set completion.
    let plan = best_layoffs(
        cs("5h 9h Th 2c Kd"),
        &[cs("6h 7h 8h"), cs("2d 2h 2s"), cs("Jc Qc Kc")],
    );
    // 5h below the run, 9h then Th above it (a chain), 2c completes the set; Kd stays.
    assert_eq!(plan.arrangement.deadwood_cards, cs("Kd"));
    assert_eq!(
        plan.layoffs,
        vec![
            (card("5h"), 0),
            (card("9h"), 0),
            (card("Th"), 0),
            (card("2c"), 1)
        ]
    );
}

#[test]
fn layoffs_keep_cards_for_own_meld() {
    // 9h could go onto 6h 7h 8h, but 9h 9c 9d is the defender's own set: keeping it (2)
    // beats laying it off (9c 9d 2s: 20).
    let plan = best_layoffs(cs("9h 9c 9d 2s"), &[cs("6h 7h 8h")]);
    assert!(plan.layoffs.is_empty());
    assert_eq!(plan.arrangement.deadwood, 2);
    // 5h fits the run but 3h 4h 5h is the defender's run: laying off 5h alone would leave
    // 3h 4h; laying off all three (a chain) leaves the same Kc as keeping them: keep them
    // (fewer lay-offs).
    let plan = best_layoffs(cs("3h 4h 5h Kc"), &[cs("6h 7h 8h")]);
    assert_eq!(plan.arrangement.deadwood, 10);
    assert_eq!(plan.layoffs, vec![]);
    // Lay off 4h 5h, but keep 9s for the defender's own run 9s Ts Js although it would
    // complete the knocker's set.
    let knocker = [cs("6h 7h 8h"), cs("9c 9d 9h")];
    let plan = best_layoffs(cs("4h 5h 9s Ts Js"), &knocker);
    assert_eq!(plan.arrangement.deadwood, 0);
    assert_eq!(plan.layoffs, vec![(card("5h"), 0), (card("4h"), 0)]);
    // Without the Js, laying off 9s pays (Ts alone is 10, 9s Ts 19).
    let plan = best_layoffs(cs("4h 5h 9s Ts"), &knocker);
    assert_eq!(
        plan.layoffs,
        vec![(card("5h"), 0), (card("4h"), 0), (card("9s"), 1)]
    );
    assert_eq!(plan.arrangement.deadwood_cards, cs("Ts"));
}

#[test]
fn layoffs_on_four_set_and_invalid_meld() {
    let plan = best_layoffs(cs("2c"), &[cs("2d 2h 2s")]);
    assert_eq!(plan.layoffs, vec![(card("2c"), 0)]);
    let plan = best_layoffs(cs("3c"), &[cs("2d 2h 2s 2c")]);
    assert!(plan.layoffs.is_empty());
    assert_eq!(plan.arrangement.deadwood, 3);
    let plan = best_layoffs(cs("3c"), &[cs("4c 6c")]);
    assert!(plan.layoffs.is_empty());
    let plan = best_layoffs(CardSet::EMPTY, &[]);
    assert!(plan.layoffs.is_empty() && plan.arrangement.deadwood == 0);
}

#[test]
fn serde_shapes() {
    let a = arrange(cs("7h 8h 9h Kc"));
    let j = serde_json::to_value(&a).unwrap();
    assert_eq!(
        j,
        serde_json::json!({"melds": [["7h", "8h", "9h"]], "deadwood_cards": ["Kc"], "deadwood": 10})
    );
    let back: Arrangement = serde_json::from_value(j).unwrap();
    assert_eq!(back, a);
}

// ---------------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------------

/// A hand of up to `max` cards drawn uniformly from the deck.
fn uniform_hand(max: usize) -> impl Strategy<Value = CardSet> {
    proptest::sample::subsequence((0u8..52).collect::<Vec<_>>(), 0..=max).prop_map(|v| {
        v.into_iter()
            .map(|i| Card::from_index(i).unwrap())
            .collect()
    })
}

/// A hand of up to `max` cards drawn from a window of 4 or 5 consecutive ranks.
fn dense_hand(max: usize) -> impl Strategy<Value = CardSet> {
    (4u8..=5)
        .prop_flat_map(|w| (Just(w), 0u8..=(13 - w)))
        .prop_flat_map(move |(w, lo)| {
            let cards: Vec<u8> = (0..4u8)
                .flat_map(|s| (lo..lo + w).map(move |r| s * 13 + r))
                .collect();
            let n = cards.len().min(max);
            proptest::sample::subsequence(cards, 0..=n)
        })
        .prop_map(|v| {
            v.into_iter()
                .map(|i| Card::from_index(i).unwrap())
                .collect()
        })
}

fn any_hand(max: usize) -> impl Strategy<Value = CardSet> {
    prop_oneof![uniform_hand(max), dense_hand(max)]
}

fn check_hand(hand: CardSet) {
    let best = brute_min(hand);
    assert_eq!(min_deadwood(hand), best, "{hand}");
    let a = arrange(hand);
    check_valid(hand, &a);
    assert_eq!(a.deadwood, best, "{hand}");
    assert_eq!(arrange(hand), a, "deterministic");
    let all = all_arrangements(hand);
    assert!(all.contains(&a), "{hand}: {a:?} not in {all:?}");
    for x in &all {
        check_valid(hand, x);
        assert_eq!(x.deadwood, best);
    }
    let mut distinct = all.clone();
    distinct.dedup();
    assert_eq!(distinct.len(), all.len(), "duplicates in all_arrangements");
    // Exactly the optimal partitions of the brute force.
    let mut expected: Vec<Vec<CardSet>> = brute_partitions(hand)
        .into_iter()
        .filter(|(_, d)| *d == best)
        .map(|(m, _)| m)
        .collect();
    expected.sort();
    let mut got: Vec<Vec<CardSet>> = all
        .iter()
        .map(|a| {
            let mut m = a.melds.clone();
            m.sort();
            m
        })
        .collect();
    got.sort();
    assert_eq!(got, expected, "{hand}");
    // Sorted deterministically.
    assert_eq!(all_arrangements(hand), all);
}

fn check_discard(hand: CardSet) {
    if hand.is_empty() {
        return;
    }
    let expected = brute_after_discard(hand);
    assert_eq!(deadwood_after_discard(hand), expected, "{hand}");
    let choice = best_discard(hand);
    assert!(hand.contains(choice.discard));
    let mut kept = hand;
    kept.remove(choice.discard);
    check_valid(kept, &choice.arrangement);
    assert_eq!(choice.arrangement.deadwood, expected, "{hand}");
    // Tie-break: no other optimal discard has a higher (value, index).
    for c in hand.iter() {
        let mut k = hand;
        k.remove(c);
        if min_deadwood(k) == expected {
            assert!(
                (c.value(), c.index()) <= (choice.discard.value(), choice.discard.index()),
                "{hand}: {c} beats {}",
                choice.discard
            );
        }
    }
}

proptest! {
    // 600 cases each; `PROPTEST_CASES=N` runs more.
    #![proptest_config(ProptestConfig::with_cases(
        std::env::var("PROPTEST_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(600)
    ))]

    #[test]
    fn prop_arrangements_match_brute_force(hand in any_hand(11)) {
        check_hand(hand);
    }

    #[test]
    fn prop_discard_matches_brute_force(hand in any_hand(11)) {
        check_discard(hand);
    }

    #[test]
    fn prop_bigger_hands(hand in prop_oneof![uniform_hand(13), dense_hand(13)]) {
        prop_assert_eq!(min_deadwood(hand), brute_min(hand));
        let a = arrange(hand);
        check_valid(hand, &a);
        prop_assert_eq!(a.deadwood, min_deadwood(hand));
        if !hand.is_empty() {
            prop_assert_eq!(deadwood_after_discard(hand), brute_after_discard(hand));
        }
    }

    #[test]
    fn prop_meld_kind_and_fits(cards in uniform_hand(6), extra in 0u8..52) {
        let v: Vec<Card> = cards.iter().collect();
        prop_assert_eq!(meld_kind(cards).is_some(), brute_is_meld(&v));
        if let Some(k) = meld_kind(cards) {
            let same_rank = v.iter().all(|c| c.rank() == v[0].rank());
            prop_assert_eq!(k == MeldKind::Set, same_rank);
        }
        let c = Card::from_index(extra).unwrap();
        let mut ext = v.clone();
        ext.push(c);
        prop_assert_eq!(
            fits(c, cards),
            !cards.contains(c) && brute_is_meld(&v) && brute_is_meld(&ext)
        );
    }

    #[test]
    fn prop_layoffs(
        (knocker, defender) in (4u8..=7, 0u8..=9, any::<u64>()).prop_map(|(w, lo, seed)| {
            let lo = lo.min(13 - w);
            let mut cards: Vec<u8> = (0..4u8)
                .flat_map(|s| (lo..lo + w).map(move |r| s * 13 + r))
                .collect();
            // Fisher-Yates with a tiny xorshift.
            let mut x = seed | 1;
            for i in (1..cards.len()).rev() {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                cards.swap(i, (x % (i as u64 + 1)) as usize);
            }
            let take = |r: &[u8]| -> CardSet {
                r.iter().map(|&i| Card::from_index(i).unwrap()).collect()
            };
            let nd = ((seed >> 60) as usize % 9).min(cards.len() - 10);
            (take(&cards[..10]), take(&cards[10..10 + nd]))
        })
    ) {
        let melds = arrange(knocker).melds;
        let plan = best_layoffs(defender, &melds);
        // Applicable one at a time.
        let mut grown = melds.clone();
        let mut laid = CardSet::EMPTY;
        for &(c, i) in &plan.layoffs {
            prop_assert!(defender.contains(c) && !laid.contains(c));
            prop_assert!(fits(c, grown[i]), "{} does not fit {}", c, grown[i]);
            grown[i].insert(c);
            laid.insert(c);
        }
        let rest = defender.difference(laid);
        check_valid(rest, &plan.arrangement);
        prop_assert_eq!(plan.arrangement.deadwood, min_deadwood(rest));
        let (d, n) = brute_layoffs(defender, &melds);
        prop_assert_eq!((plan.arrangement.deadwood, plan.layoffs.len()), (d, n));
    }
}
