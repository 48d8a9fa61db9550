//! The table's layouts from the rules: a knock's arrangements, the end of a deal as scored,
//! and a deal as a spectator sees it (nothing a seat keeps hidden).

use ginrummy_rules::cards::{Card, CardSet};
use ginrummy_rules::deal::{Deal, Phase};
use ginrummy_rules::layout::{deal_end, knock_arrangements, spectator_view, Layoff};
use ginrummy_rules::rules::Rules;
use ginrummy_rules::scoring::OutcomeKind;
use ginrummy_rules::{Action, Seat};

fn seat(i: usize) -> Seat {
    ginrummy_rules::seats::seat(i).expect("a Gin seat")
}

fn c(s: &str) -> Card {
    s.parse().unwrap()
}

fn cs(s: &str) -> CardSet {
    s.parse().unwrap()
}

/// Seat 1 deals: seat 0 holds `nd`, seat 1 holds `d`, then the upcard and the stock's top.
fn setup(nd: &str, d: &str, up: &str, stock_top: &str) -> Deal {
    let nd: Vec<Card> = cs(nd).iter().collect();
    let d: Vec<Card> = cs(d).iter().collect();
    let mut order = Vec::new();
    for i in 0..10 {
        order.push(nd[i]);
        order.push(d[i]);
    }
    order.push(c(up));
    order.extend(stock_top.split_whitespace().map(c));
    let used: CardSet = order.iter().copied().collect();
    order.extend(Card::all().filter(|x| !used.contains(*x)));
    Deal::from_deck(Rules::default(), seat(1), order.try_into().unwrap()).unwrap()
}

fn play(deal: &mut Deal, actions: &[&str]) {
    for a in actions {
        deal.apply(a.parse().unwrap())
            .unwrap_or_else(|e| panic!("{a} failed: {e}"));
    }
}

/// Runs As-4s and set 7c7d7h, deadwood 2d 3c Kh. Drawing 4h and knocking Kh: deadwood 9.
const KNOCKER: &str = "As 2s 3s 4s 7h 7d 7c 2d 3c Kh";
/// No melds: 81 deadwood; 5s and 6s lay off onto As-4s.
const JUNK: &str = "5s 6s 9h 9c 8c 4d Td Kd Jc Qd";

#[test]
fn knock_arrangements_follow_the_legal_knocks_and_the_limit() {
    let mut deal = setup(KNOCKER, JUNK, "Qh", "4h");
    play(&mut deal, &["pass_upcard", "pass_upcard", "draw_stock"]);
    let hand = deal.hand(seat(0));
    let legal = deal.legal_actions();
    let choices = knock_arrangements(hand, &legal, deal.knock_limit());
    let knocks: Vec<Card> = legal
        .iter()
        .filter_map(|a| match a {
            Action::Knock { discard, .. } => Some(*discard),
            _ => None,
        })
        .collect();
    assert!(!knocks.is_empty());
    assert_eq!(
        choices.iter().map(|k| k.discard).collect::<Vec<_>>(),
        knocks
    );
    for choice in &choices {
        assert!(choice
            .arrangements
            .windows(2)
            .all(|w| w[0].deadwood <= w[1].deadwood));
        for a in &choice.arrangements {
            assert!(a.deadwood <= deal.knock_limit());
            // Every arrangement offered is a knock the rules accept, laying those melds.
            let mut tried = deal.clone();
            tried
                .apply(Action::Knock {
                    discard: choice.discard,
                    melds: Some(a.melds.clone()),
                })
                .unwrap();
            assert_eq!(tried.knock().unwrap().deadwood, a.deadwood);
        }
    }
    let kh = choices.iter().find(|k| k.discard == c("Kh")).unwrap();
    // 4s goes with As-3s (deadwood 2d 3c 4h = 9) or with nothing better: the run is best.
    assert_eq!(kh.arrangements[0].deadwood, 9);
    // Not the seat's turn to discard: no knock, no arrangements.
    assert!(knock_arrangements(hand, &[Action::DrawStock], 10).is_empty());
    assert!(knock_arrangements(hand, &legal, 0).is_empty());
}

#[test]
fn deal_end_lays_out_both_hands_as_scored() {
    let mut deal = setup(KNOCKER, JUNK, "Qh", "4h");
    play(
        &mut deal,
        &["pass_upcard", "pass_upcard", "draw_stock", "knock Kh"],
    );
    assert_eq!(deal_end(&deal), None, "live while the defender lays off");
    play(
        &mut deal,
        &["lay_off 5s 0", "lay_off 6s 0", "finish_layoff"],
    );
    let end = deal_end(&deal).unwrap();
    assert_eq!(end.knocker, Some(seat(0)));
    assert_eq!(end.discard, Some(c("Kh")));
    assert_eq!(end.outcome.kind, OutcomeKind::Knock);
    let [knocker, defender] = [&end.hands[0], &end.hands[1]];
    // The knocker's melds as laid, without the cards laid off onto them.
    assert_eq!(knocker.melds, vec![cs("As 2s 3s 4s"), cs("7c 7d 7h")]);
    assert_eq!(knocker.deadwood_cards, cs("2d 3c 4h"));
    assert_eq!(knocker.deadwood, end.outcome.knocker_deadwood.unwrap());
    assert!(knocker.layoffs.is_empty());
    // The defender: the cards kept, their deadwood as scored, the lay-offs.
    assert_eq!(defender.deadwood, end.outcome.defender_deadwood.unwrap());
    assert_eq!(defender.deadwood, 70);
    assert!(defender.melds.is_empty());
    assert_eq!(defender.deadwood_cards, cs("9h 9c 8c 4d Td Kd Jc Qd"));
    assert_eq!(
        defender.layoffs,
        vec![
            Layoff {
                card: c("5s"),
                meld: 0
            },
            Layoff {
                card: c("6s"),
                meld: 0
            }
        ]
    );
}

#[test]
fn a_spectator_sees_only_the_face_up_cards() {
    let mut deal = setup(KNOCKER, JUNK, "Qh", "4h 5h");
    play(&mut deal, &["take_upcard", "discard Kh", "draw_stock"]);
    let view = spectator_view(&deal);
    assert_eq!(view.dealer, seat(1));
    assert_eq!(view.phase, Phase::Discard);
    assert_eq!(view.to_act, Some(seat(1)));
    // Seat 0 took the upcard Qh face up and still holds it; seat 1 drew 4h from the stock
    // face down: counted, never shown.
    assert_eq!(view.hands[0].known, cs("Qh"));
    assert_eq!(view.hands[0].card_count, 10);
    assert_eq!(view.hands[1].card_count, 11);
    assert!(view.hands[1].known.is_empty());
    assert_eq!(view.stock_size as usize, deal.stock_size());
    assert_eq!(view.discards.len(), 2);
    let json = serde_json::to_string(&view).unwrap();
    for hidden in deal
        .hand(seat(1))
        .iter()
        .chain(deal.stock().iter().copied())
    {
        assert!(
            !json.contains(&format!("\"{hidden}\"")),
            "{hidden} shown: {json}"
        );
    }
    for hidden in deal.hand(seat(0)).difference(cs("Qh")).iter() {
        assert!(
            !json.contains(&format!("\"{hidden}\"")),
            "{hidden} shown: {json}"
        );
    }
    // A knock: its melds and the lay-offs are face up, its discard is not.
    let mut deal = setup(KNOCKER, JUNK, "Qh", "4h");
    play(
        &mut deal,
        &[
            "pass_upcard",
            "pass_upcard",
            "draw_stock",
            "knock Kh",
            "lay_off 5s 0",
        ],
    );
    let view = spectator_view(&deal);
    let knock = view.knock.unwrap();
    assert_eq!(knock.knocker, seat(0));
    assert_eq!(knock.melds[0], cs("As 2s 3s 4s 5s"));
    assert_eq!(
        knock.layoffs,
        vec![Layoff {
            card: c("5s"),
            meld: 0
        }]
    );
    let json = serde_json::to_string(&spectator_view(&deal)).unwrap();
    assert!(
        !json.contains("\"Kh\""),
        "the face-down discard is shown: {json}"
    );
    assert!(
        !json.contains("\"2d\""),
        "the knocker's deadwood is shown: {json}"
    );
    assert_eq!(view.hands[1].card_count, 9);
}
