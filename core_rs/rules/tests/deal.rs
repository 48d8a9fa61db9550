//! Table tests of one deal: dealing, the upcard offer, every legality rule with its message,
//! every scoring rule and variant (worked out by hand in the comments), observations and
//! serialization.
//!
//! Most tests deal with seat 1 as dealer, so seat 0 (the non-dealer) acts first. The deck is
//! built from the two hands, the upcard and the top of the stock; the rest of the stock
//! follows in card order.

use ginrummy_rules::cards::{Card, CardSet};
use ginrummy_rules::deal::{parse_deck, Deal, Phase};
use ginrummy_rules::error::GinError;
use ginrummy_rules::layout::{deal_end, knock_arrangements, spectator_view, Layoff};
use ginrummy_rules::observation::Observation;
use ginrummy_rules::rules::{Rules, StockExhaustion, Variant};
use ginrummy_rules::scoring::{Outcome, OutcomeKind};
use ginrummy_rules::seats::OtherSeat;
use ginrummy_rules::{shuffled_deck, Action};
use ginrummy_rules::{Seat, SEATS};

/// Seat 2 of a three-seat table: not a Gin seat.
fn third_seat() -> Seat {
    ginrummy_rules::Seats::new(3).seat(2).unwrap()
}

/// Gin seat `i` (0 or 1).
fn seat(i: usize) -> Seat {
    ginrummy_rules::seats::seat(i).expect("a Gin seat")
}

fn c(s: &str) -> Card {
    s.parse().unwrap()
}

fn cs(s: &str) -> CardSet {
    s.parse().unwrap()
}

/// The deck dealing `nd` to the non-dealer and `d` to the dealer (alternating, non-dealer
/// first), then `up` as the upcard, then `stock_top` (top first), then every other card.
fn deck(nd: &str, d: &str, up: &str, stock_top: &str) -> [Card; 52] {
    let nd: Vec<Card> = cs(nd).iter().collect();
    let d: Vec<Card> = cs(d).iter().collect();
    assert_eq!((nd.len(), d.len()), (10, 10));
    let mut order = Vec::new();
    for i in 0..10 {
        order.push(nd[i]);
        order.push(d[i]);
    }
    order.push(c(up));
    order.extend(stock_top.split_whitespace().map(c));
    let used: CardSet = order.iter().copied().collect();
    assert_eq!(used.len(), order.len(), "a card is used twice");
    order.extend(Card::all().filter(|x| !used.contains(*x)));
    order.try_into().unwrap()
}

/// A deal with seat 1 dealing: seat 0 holds `nd`, seat 1 holds `d`.
fn setup(rules: Rules, nd: &str, d: &str, up: &str, stock_top: &str) -> Deal {
    Deal::from_deck(rules, seat(1), deck(nd, d, up, stock_top)).unwrap()
}

/// Applies text actions in order, panicking with the failing one.
fn play(deal: &mut Deal, actions: &[&str]) {
    for a in actions {
        let action: Action = a.parse().unwrap();
        deal.apply(action)
            .unwrap_or_else(|e| panic!("{a} failed: {e}"));
        deal.check_invariants().unwrap();
    }
}

/// The error message of an action that must fail, after checking it left the deal unchanged.
fn err(deal: &mut Deal, action: &str) -> String {
    let before = deal.clone();
    let e = deal.apply(action.parse().unwrap()).unwrap_err();
    assert!(matches!(e, GinError::IllegalAction(_)), "{e:?}");
    assert_eq!(*deal, before, "a failed {action} changed the deal");
    e.to_string()
}

fn outcome(deal: &Deal) -> Outcome {
    deal.outcome().expect("the deal has ended").clone()
}

fn scored(
    kind: OutcomeKind,
    knocker: usize,
    winner: usize,
    points: u32,
    kd: u32,
    dd: u32,
) -> Outcome {
    Outcome {
        kind,
        knocker: Some(seat(knocker)),
        winner: Some(seat(winner)),
        points,
        knocker_deadwood: Some(kd),
        defender_deadwood: Some(dd),
        doubled: false,
    }
}

// Hands used below (seat 0 the non-dealer, seat 1 the dealer).
/// Runs As-4s and set 7c7d7h, deadwood 2d 3c Kh. Drawing 4h and knocking Kh: deadwood 9.
const KNOCKER: &str = "As 2s 3s 4s 7h 7d 7c 2d 3c Kh";
/// No melds: 5+6+9+9+8+4+10+10+10+10 = 81.
const JUNK: &str = "5s 6s 9h 9c 8c 4d Td Kd Jc Qd";
/// Gin with 10 cards: As-4s, 7c7d7h, 9d Td Jd.
const GIN: &str = "As 2s 3s 4s 7h 7d 7c 9d Td Jd";
/// No melds: 5+6+9+9+8+4+10+10+10+2 = 73.
const JUNK2: &str = "5s 6s 9h 9c 8c 4d Qc Kd Jc 2h";

// ---------------------------------------------------------------------------------------------
// Dealing and the shuffle
// ---------------------------------------------------------------------------------------------

#[test]
fn shuffle_is_pinned() {
    // Cross-checked against an independent implementation of DESIGN.md's algorithm.
    let text = |d: [Card; 52]| d.iter().map(Card::to_string).collect::<Vec<_>>().join(" ");
    assert_eq!(
        text(shuffled_deck(0)),
        "8s Jh 9c 2s 2d Qd 6s Tc 3d Ac Jc 7c 9h 8c Qs Kh 5h 2c 3h 5c Ah 6c 4s Td 5d 8h 8d Ad \
         Qh Ts Qc Jd 3s 4d 2h 9d 3c Kd As 7s 9s 7d Js 6h Ks 4c 7h 5s 6d 4h Kc Th"
    );
    assert_eq!(
        text(shuffled_deck(0xDEAD_BEEF)),
        "Kh 4c 6c Qs Ts 5s 5h 9c 2s Kd 8s 9d Qd 5c 9s Js 2h 4d 3d 6d Jh 3c Td 5d Qc 7s 7h Jc \
         Th 9h Ac Ah 6s Jd 3h As 3s 7c 2d 2c Ks 4s 6h Qh 8c Ad Tc Kc 8h 4h 8d 7d"
    );
    assert_eq!(
        [
            ginrummy_rules::deal_seed(42, 0),
            ginrummy_rules::deal_seed(42, 1),
            ginrummy_rules::deal_seed(42, 2)
        ],
        [
            13679457532755275413,
            2949826092126892291,
            5139283748462763858
        ]
    );
}

#[test]
fn dealing_from_a_seed() {
    let deck = shuffled_deck(0);
    for dealer in SEATS.iter() {
        let deal = Deal::new(Rules::default(), 0, dealer).unwrap();
        let non_dealer = dealer.other();
        let even: CardSet = (0..10).map(|i| deck[2 * i]).collect();
        let odd: CardSet = (0..10).map(|i| deck[2 * i + 1]).collect();
        assert_eq!(deal.hand(non_dealer), even);
        assert_eq!(deal.hand(dealer), odd);
        assert_eq!(deal.first_upcard(), c("Ah"));
        assert_eq!(deal.top_discard(), Some(c("Ah")));
        assert_eq!(deal.stock(), &deck[21..]);
        assert_eq!(deal.stock_size(), 31);
        assert_eq!(deal.phase(), Phase::UpcardOffer);
        assert_eq!(deal.to_act(), Some(non_dealer));
        assert_eq!(deal.seed(), Some(0));
        assert_eq!(deal.deck(), &deck[..]);
        assert_eq!(
            deal.legal_actions(),
            vec![Action::TakeUpcard, Action::PassUpcard]
        );
        deal.check_invariants().unwrap();
    }
}

#[test]
fn from_deck_validates() {
    let mut d = shuffled_deck(3);
    d[5] = d[6];
    let e = Deal::from_deck(Rules::default(), seat(0), d).unwrap_err();
    assert!(matches!(e, GinError::InvalidCards(_)), "{e}");
    assert!(e.to_string().contains("twice"), "{e}");
    let e = Deal::from_deck(Rules::default(), third_seat(), shuffled_deck(3)).unwrap_err();
    assert_eq!(e.to_string(), "the dealer must be seat 0 or 1, got 2");
    let bad = Rules {
        knock_limit: 11,
        ..Rules::default()
    };
    assert!(matches!(
        Deal::new(bad, 1, seat(0)).unwrap_err(),
        GinError::InvalidRules(_)
    ));
    let text = "As 2s 3s";
    assert!(parse_deck(text).unwrap_err().to_string().contains("52"));
    let full: String = shuffled_deck(9).iter().map(|c| format!("{c} ")).collect();
    assert_eq!(parse_deck(&full).unwrap(), shuffled_deck(9));
}

// ---------------------------------------------------------------------------------------------
// The upcard offer and turns
// ---------------------------------------------------------------------------------------------

#[test]
fn non_dealer_takes_the_upcard() {
    let mut deal = setup(Rules::default(), KNOCKER, JUNK, "Qh", "4h");
    play(&mut deal, &["take_upcard"]);
    assert_eq!(deal.phase(), Phase::Discard);
    assert_eq!(deal.to_act(), Some(seat(0)));
    assert_eq!(deal.taken_card(), Some(c("Qh")));
    assert_eq!(
        err(&mut deal, "discard Qh"),
        "you may not discard Qh: you just took it from the discard pile"
    );
    assert_eq!(
        err(&mut deal, "knock Qh"),
        "you may not discard Qh: you just took it from the discard pile"
    );
    assert!(!deal.legal_actions().contains(&Action::Discard(c("Qh"))));
    play(&mut deal, &["discard Kh"]);
    // The dealer's normal turn: the discard pile (Kh) may be drawn.
    assert_eq!(deal.phase(), Phase::Draw);
    assert_eq!(deal.to_act(), Some(seat(1)));
    assert_eq!(
        deal.legal_actions(),
        vec![Action::DrawStock, Action::DrawDiscard]
    );
    play(&mut deal, &["draw_discard"]);
    assert_eq!(deal.taken_card(), Some(c("Kh")));
    assert_eq!(deal.discards()[0].taken_by, Some(seat(0)));
    assert_eq!(deal.discards()[1].taken_by, Some(seat(1)));
    assert_eq!(deal.discard_pile(), Vec::<Card>::new());
}

#[test]
fn dealer_takes_the_upcard_after_a_pass() {
    let mut deal = setup(Rules::default(), KNOCKER, JUNK, "Qh", "4h");
    assert_eq!(
        err(&mut deal, "draw_stock"),
        "cannot draw_stock now: seat 0 is offered the upcard Qh (take_upcard or pass_upcard)"
    );
    play(&mut deal, &["pass_upcard"]);
    assert_eq!(deal.phase(), Phase::UpcardOffer);
    assert_eq!(deal.to_act(), Some(seat(1)));
    assert_eq!(deal.upcard_passed_by(), &[seat(0)]);
    play(&mut deal, &["take_upcard", "discard 4d"]);
    assert_eq!(deal.to_act(), Some(seat(0)));
    assert_eq!(deal.phase(), Phase::Draw);
    assert_eq!(deal.top_discard(), Some(c("4d")));
    assert!(deal.legal_actions().contains(&Action::DrawDiscard));
}

#[test]
fn both_pass_then_the_non_dealer_must_draw_from_the_stock() {
    let mut deal = setup(Rules::default(), KNOCKER, JUNK, "Qh", "4h");
    play(&mut deal, &["pass_upcard"]);
    let e = deal.apply_for(seat(0), Action::PassUpcard).unwrap_err();
    assert_eq!(e.to_string(), "it is seat 1's turn");
    play(&mut deal, &["pass_upcard"]);
    assert_eq!(deal.to_act(), Some(seat(0)));
    assert_eq!(deal.phase(), Phase::Draw);
    assert_eq!(
        err(&mut deal, "draw_discard"),
        "the discard pile may not be drawn on this turn: both players passed the upcard"
    );
    assert_eq!(deal.legal_actions(), vec![Action::DrawStock]);
    assert_eq!(
        err(&mut deal, "take_upcard"),
        "cannot take_upcard now: draw first (draw_stock or draw_discard)"
    );
    play(&mut deal, &["draw_stock"]);
    assert_eq!(deal.hand(seat(0)).len(), 11);
    assert_eq!(deal.stock_size(), 30);
    assert_eq!(deal.taken_card(), None);
    assert_eq!(
        err(&mut deal, "draw_stock"),
        "cannot draw_stock now: you hold 11 cards and must discard, knock or declare big_gin"
    );
    assert_eq!(err(&mut deal, "discard 5s"), "you do not hold 5s");
    // A card drawn from the stock may be discarded at once.
    play(&mut deal, &["discard 4h", "draw_discard"]);
    assert_eq!(deal.to_act(), Some(seat(1)));
}

#[test]
fn knock_limit_message() {
    // Seat 0: As-4s, 7c7d7h + 2d 3c 9d; draws Kh. Discarding Kh leaves 2d 3c 9d = 14,
    // discarding 9d leaves 2d 3c Kh = 15: no knock.
    let mut deal = setup(
        Rules::default(),
        "As 2s 3s 4s 7h 7d 7c 2d 3c 9d",
        JUNK2,
        "Qh",
        "Kh",
    );
    play(&mut deal, &["pass_upcard", "pass_upcard", "draw_stock"]);
    assert_eq!(
        err(&mut deal, "knock 9d"),
        "cannot knock: deadwood 15 after discarding 9d exceeds the knock limit 10"
    );
    assert_eq!(
        err(&mut deal, "knock Kh"),
        "cannot knock: deadwood 14 after discarding Kh exceeds the knock limit 10"
    );
    assert!(!deal
        .legal_actions()
        .iter()
        .any(|a| matches!(a, Action::Knock { .. })));
    assert_eq!(
        err(&mut deal, "big_gin"),
        "not big gin: your 11 cards leave deadwood 24 (2d 3c 9d Kh)"
    );
}

// ---------------------------------------------------------------------------------------------
// Scoring: knock, undercut, gin, big gin
// ---------------------------------------------------------------------------------------------

#[test]
fn knock_with_a_lay_off_chain() {
    // Seat 0 draws 4h and knocks with Kh: melds As2s3s4s and 7c7d7h, deadwood 2d 3c 4h = 9.
    // Seat 1 (JUNK, 81) lays off 5s then 6s onto the run (a chain): 81 - 5 - 6 = 70.
    // Knock: 70 - 9 = 61 to seat 0.
    let mut deal = setup(Rules::default(), KNOCKER, JUNK, "Qh", "4h");
    play(
        &mut deal,
        &["pass_upcard", "pass_upcard", "draw_stock", "knock Kh"],
    );
    assert_eq!(deal.phase(), Phase::Layoff);
    assert_eq!(deal.to_act(), Some(seat(1)));
    let k = deal.knock().unwrap();
    assert_eq!(k.melds, vec![cs("As 2s 3s 4s"), cs("7c 7d 7h")]);
    assert_eq!(k.deadwood_cards, cs("2d 3c 4h"));
    assert_eq!(k.deadwood, 9);
    assert_eq!(k.discard, Some(c("Kh")));
    assert_eq!(
        deal.legal_actions(),
        vec![
            Action::LayOff {
                card: c("5s"),
                meld: 0
            },
            Action::FinishLayoff
        ]
    );
    assert_eq!(
        err(&mut deal, "lay_off 6s 0"),
        "6s does not fit the knocker's meld 0 (As 2s 3s 4s)"
    );
    assert_eq!(
        err(&mut deal, "lay_off 5s 2"),
        "there is no knocker meld 2: the knocker has 2 melds (indexes from 0)"
    );
    assert_eq!(err(&mut deal, "lay_off 7s 1"), "you do not hold 7s");
    assert_eq!(
        err(&mut deal, "draw_stock"),
        "cannot draw_stock now: the defender lays off (lay_off CARD MELD) or ends with finish_layoff"
    );
    play(&mut deal, &["lay_off 5s 0", "lay_off 6s 0"]);
    assert_eq!(deal.knock().unwrap().melds[0], cs("As 2s 3s 4s 5s 6s"));
    assert_eq!(
        deal.knock().unwrap().layoffs,
        vec![(c("5s"), 0), (c("6s"), 0)]
    );
    play(&mut deal, &["finish_layoff"]);
    assert_eq!(deal.phase(), Phase::Ended);
    assert_eq!(deal.to_act(), None);
    assert_eq!(outcome(&deal), scored(OutcomeKind::Knock, 0, 0, 61, 9, 70));
    assert_eq!(
        err(&mut deal, "finish_layoff"),
        "cannot finish_layoff: the deal has ended"
    );
    assert!(deal.legal_actions().is_empty());
}

#[test]
fn undercut() {
    // Seat 1: sets 555, 888, JJJ and Ac: deadwood 1 < 9. Undercut: 25 + (9 - 1) = 33 to seat 1.
    let mut deal = setup(
        Rules::default(),
        KNOCKER,
        "5c 5d 5h 8d 8h 8s Jd Jc Js Ac",
        "Qh",
        "4h",
    );
    play(
        &mut deal,
        &[
            "pass_upcard",
            "pass_upcard",
            "draw_stock",
            "knock Kh",
            "finish_layoff",
        ],
    );
    assert_eq!(
        outcome(&deal),
        scored(OutcomeKind::Undercut, 0, 1, 33, 9, 1)
    );
}

#[test]
fn undercut_at_equal_deadwood() {
    // Seat 1's deadwood is 9c = 9, equal to the knocker's 9: undercut, 25 + 0.
    for (bonus, points) in [(25, 25), (10, 10), (0, 0)] {
        let rules = Rules {
            undercut_bonus: bonus,
            ..Rules::default()
        };
        let mut deal = setup(rules, KNOCKER, "5c 5d 5h 8d 8h 8s Jd Jc Js 9c", "Qh", "4h");
        play(
            &mut deal,
            &[
                "pass_upcard",
                "pass_upcard",
                "draw_stock",
                "knock Kh",
                "finish_layoff",
            ],
        );
        assert_eq!(
            outcome(&deal),
            scored(OutcomeKind::Undercut, 0, 1, points, 9, 9)
        );
    }
}

#[test]
fn undercut_thanks_to_lay_offs_on_a_set_and_a_run() {
    // Seat 1: 9c9d9h9s, TcJcQcKc, 7s 5s: deadwood 12 > 9. Lay off 5s on the run As-4s and 7s
    // completing the set 7c7d7h: deadwood 0. Undercut: 25 + 9 = 34 to seat 1.
    let mut deal = setup(
        Rules::default(),
        KNOCKER,
        "9c 9d 9h 9s Tc Jc Qc Kc 7s 5s",
        "Qh",
        "4h",
    );
    play(
        &mut deal,
        &[
            "pass_upcard",
            "pass_upcard",
            "draw_stock",
            "knock Kh",
            "lay_off 7s 1",
        ],
    );
    // A completed 4-set takes no more cards.
    assert_eq!(deal.knock().unwrap().melds[1], cs("7c 7d 7h 7s"));
    play(&mut deal, &["lay_off 5s 0", "finish_layoff"]);
    assert_eq!(
        outcome(&deal),
        scored(OutcomeKind::Undercut, 0, 1, 34, 9, 0)
    );
}

#[test]
fn gin_no_lay_offs() {
    // Seat 0 holds gin, draws Kh and knocks it: gin. Seat 1 (JUNK2, 73) may not lay off 5s.
    // Gin: 25 + 73 = 98.
    let mut deal = setup(Rules::default(), GIN, JUNK2, "Qh", "Kh");
    play(
        &mut deal,
        &["pass_upcard", "pass_upcard", "draw_stock", "knock Kh"],
    );
    assert_eq!(deal.phase(), Phase::Ended);
    assert_eq!(outcome(&deal), scored(OutcomeKind::Gin, 0, 0, 98, 0, 73));
    assert_eq!(
        err(&mut deal, "lay_off 5s 0"),
        "cannot lay_off: the deal has ended"
    );
    // Gin is never undercut, even by a defender with 0 deadwood: 25 + 0.
    let mut deal = setup(
        Rules::default(),
        GIN,
        "9c 9h 9s Tc Jc Qc 5c 5h 5s 5d",
        "Qh",
        "Kh",
    );
    play(
        &mut deal,
        &["pass_upcard", "pass_upcard", "draw_stock", "knock Kh"],
    );
    assert_eq!(outcome(&deal), scored(OutcomeKind::Gin, 0, 0, 25, 0, 0));
}

#[test]
fn big_gin() {
    // Seat 0 draws Qd: As-4s, 7c7d7h, 9d-Qd: 11 cards melded. Big gin: 31 + 73 = 104.
    let mut deal = setup(Rules::default(), GIN, JUNK2, "Qh", "Qd");
    play(&mut deal, &["pass_upcard", "pass_upcard", "draw_stock"]);
    assert!(deal.legal_actions().contains(&Action::BigGin));
    play(&mut deal, &["big_gin"]);
    assert_eq!(
        outcome(&deal),
        scored(OutcomeKind::BigGin, 0, 0, 104, 0, 73)
    );
    let k = deal.knock().unwrap();
    assert_eq!(k.discard, None);
    assert_eq!(k.melds.len(), 3);
    assert_eq!(deal.hand(seat(0)).len(), 11);
    deal.check_invariants().unwrap();

    // With big gin off, the same hand knocks instead: discarding Qd keeps gin, 25 + 73 = 98.
    let rules = Rules {
        big_gin: false,
        ..Rules::default()
    };
    let mut deal = setup(rules, GIN, JUNK2, "Qh", "Qd");
    play(&mut deal, &["pass_upcard", "pass_upcard", "draw_stock"]);
    assert_eq!(
        err(&mut deal, "big_gin"),
        "big gin is not allowed by these rules (big_gin is off)"
    );
    play(&mut deal, &["knock Qd"]);
    assert_eq!(outcome(&deal), scored(OutcomeKind::Gin, 0, 0, 98, 0, 73));
}

#[test]
fn gin_after_taking_the_upcard() {
    // Seat 0 takes the upcard Qd and goes big gin at once (9d Td Jd Qd).
    let mut deal = setup(Rules::default(), GIN, JUNK2, "Qd", "Kh");
    play(&mut deal, &["take_upcard", "big_gin"]);
    assert_eq!(outcome(&deal).kind, OutcomeKind::BigGin);
}

// ---------------------------------------------------------------------------------------------
// Knocks with explicit melds
// ---------------------------------------------------------------------------------------------

#[test]
fn knock_with_declared_melds() {
    let start = || {
        let mut deal = setup(Rules::default(), KNOCKER, JUNK, "Qh", "4h");
        play(&mut deal, &["pass_upcard", "pass_upcard", "draw_stock"]);
        deal
    };
    // A worse arrangement: 4s stays deadwood (As2s3s as the run): 4 + 2 + 3 + 4 = 13 > 10.
    let mut deal = start();
    assert_eq!(
        err(&mut deal, "knock Kh melds As2s3s 7c7d7h"),
        "cannot knock: deadwood 13 after discarding Kh exceeds the knock limit 10"
    );
    // 2s3s4s as the run leaves As 2d 3c 4h = 10 <= 10: legal, and the declared deadwood
    // counts. Seat 1 lays off 5s onto 2s3s4s: 81 - 5 = 76; knock 76 - 10 = 66.
    play(&mut deal, &["knock Kh melds 2s3s4s 7c7d7h"]);
    let k = deal.knock().unwrap();
    assert_eq!(k.deadwood, 10);
    assert_eq!(k.deadwood_cards, cs("As 2d 3c 4h"));
    play(&mut deal, &["lay_off 5s 0", "finish_layoff"]);
    assert_eq!(outcome(&deal), scored(OutcomeKind::Knock, 0, 0, 66, 10, 76));

    // Invalid declarations.
    let mut deal = start();
    let e = err(&mut deal, "knock Kh melds As2s4s");
    assert!(
        e.starts_with("cannot knock: meld As 2s 4s is neither a set nor a run"),
        "{e}"
    );
    let e = err(&mut deal, "knock 4s melds As2s3s4s");
    assert!(
        e.starts_with("cannot knock: meld As 2s 3s 4s uses 4s"),
        "{e}"
    );
    let e = err(&mut deal, "knock Kh melds As2s3s 3s4s4h");
    assert!(e.starts_with("cannot knock:"), "{e}");
    // Declaring no melds at all: deadwood 7+7+7+1+2+3+4+2+3+4 = 40.
    assert_eq!(
        err(&mut deal, "knock Kh melds"),
        "cannot knock: deadwood 40 after discarding Kh exceeds the knock limit 10"
    );

    // Declared melds with 0 deadwood are gin.
    let mut deal = setup(Rules::default(), GIN, JUNK2, "Qh", "Kh");
    play(
        &mut deal,
        &[
            "pass_upcard",
            "pass_upcard",
            "draw_stock",
            "knock Kh melds As2s3s4s 7c7d7h 9dTdJd",
        ],
    );
    assert_eq!(outcome(&deal), scored(OutcomeKind::Gin, 0, 0, 98, 0, 73));
}

// ---------------------------------------------------------------------------------------------
// Variants
// ---------------------------------------------------------------------------------------------

/// Seat 0: As-4s, 7c7d7h, Ah 3c Kh; draws 7s (the set becomes 7c7d7h7s); knocking Kh
/// leaves Ah 3c = 4 (neither card can join a meld).
const OKLA: &str = "As 2s 3s 4s 7h 7d 7c Ah 3c Kh";

fn oklahoma() -> Rules {
    Rules {
        variant: Variant::Oklahoma,
        ..Rules::default()
    }
}

#[test]
fn oklahoma_knock_limit_is_the_upcard() {
    // Upcard 3h: limit 3 < 4.
    let mut deal = setup(oklahoma(), OKLA, JUNK2, "3h", "7s");
    assert_eq!(deal.knock_limit(), 3);
    play(&mut deal, &["pass_upcard", "pass_upcard", "draw_stock"]);
    assert_eq!(
        err(&mut deal, "knock Kh"),
        "cannot knock: deadwood 4 after discarding Kh exceeds the knock limit 3 (Oklahoma: the first upcard's value)"
    );
    // Upcard 4h: limit 4, the knock is legal. Seat 1 lays off 5s (onto As-4s) and 6s:
    // 73 - 11 = 62; knock 62 - 4 = 58.
    let mut deal = setup(oklahoma(), OKLA, JUNK2, "4h", "7s");
    assert_eq!(deal.knock_limit(), 4);
    play(
        &mut deal,
        &[
            "pass_upcard",
            "pass_upcard",
            "draw_stock",
            "knock Kh",
            "lay_off 5s 0",
            "lay_off 6s 0",
            "finish_layoff",
        ],
    );
    assert_eq!(outcome(&deal), scored(OutcomeKind::Knock, 0, 0, 58, 4, 62));
    // A face card upcard: limit 10 (the knock_limit option is not used in Oklahoma).
    let rules = Rules {
        knock_limit: 2,
        ..oklahoma()
    };
    assert_eq!(setup(rules, OKLA, JUNK2, "Jh", "Ad").knock_limit(), 10);
}

#[test]
fn oklahoma_ace_upcard_means_gin_only() {
    let mut deal = setup(oklahoma(), OKLA, JUNK2, "Ad", "7s");
    assert_eq!(deal.knock_limit(), 0);
    play(&mut deal, &["pass_upcard", "pass_upcard", "draw_stock"]);
    assert_eq!(
        err(&mut deal, "knock Kh"),
        "cannot knock: deadwood 4 after discarding Kh exceeds the knock limit 0 (Oklahoma with an ace upcard: gin only)"
    );
    // Gin is still allowed: 25 + 73 = 98 (hearts: not doubled).
    let mut deal = setup(oklahoma(), GIN, JUNK2, "Ad", "Kh");
    play(
        &mut deal,
        &["pass_upcard", "pass_upcard", "draw_stock", "knock Kh"],
    );
    assert_eq!(outcome(&deal), scored(OutcomeKind::Gin, 0, 0, 98, 0, 73));
}

#[test]
fn oklahoma_spade_upcard_doubles() {
    // Upcard Ts: limit 10. The knock of the previous test with the lay-offs: 58, doubled 116.
    let actions = [
        "pass_upcard",
        "pass_upcard",
        "draw_stock",
        "knock Kh",
        "lay_off 5s 0",
        "lay_off 6s 0",
        "finish_layoff",
    ];
    let mut deal = setup(oklahoma(), OKLA, JUNK2, "Ts", "7s");
    play(&mut deal, &actions);
    assert_eq!(
        outcome(&deal),
        Outcome {
            doubled: true,
            ..scored(OutcomeKind::Knock, 0, 0, 116, 4, 62)
        }
    );
    // Without the option: 58.
    let rules = Rules {
        oklahoma_spades_double: false,
        ..oklahoma()
    };
    let mut deal = setup(rules, OKLA, JUNK2, "Ts", "7s");
    play(&mut deal, &actions);
    assert_eq!(outcome(&deal), scored(OutcomeKind::Knock, 0, 0, 58, 4, 62));
    // A spade upcard in classic does nothing.
    let mut deal = setup(Rules::default(), OKLA, JUNK2, "Ts", "7s");
    play(&mut deal, &actions);
    assert_eq!(outcome(&deal), scored(OutcomeKind::Knock, 0, 0, 58, 4, 62));
    // Gin with the ace of spades as upcard: gin only, doubled: (25 + 73) * 2 = 196.
    let mut deal = setup(
        oklahoma(),
        GIN.replace("As", "Ah").as_str(),
        JUNK2,
        "As",
        "Kh",
    );
    play(&mut deal, &["pass_upcard", "pass_upcard", "draw_stock"]);
    // Ah 2s 3s 4s: the run is 2s3s4s now, Ah is deadwood 1 > 0.
    assert!(err(&mut deal, "knock Kh").contains("knock limit 0 (Oklahoma with an ace upcard"));
    let mut deal = setup(
        oklahoma(),
        GIN,
        JUNK2.replace("5s", "5h").as_str(),
        "8s",
        "Kh",
    );
    play(
        &mut deal,
        &["pass_upcard", "pass_upcard", "draw_stock", "knock Kh"],
    );
    assert_eq!(
        outcome(&deal),
        Outcome {
            doubled: true,
            ..scored(OutcomeKind::Gin, 0, 0, 196, 0, 73)
        }
    );
}

#[test]
fn straight_gin_only() {
    let rules = Rules {
        variant: Variant::Straight,
        ..Rules::default()
    };
    let mut deal = setup(rules.clone(), OKLA, JUNK2, "Qh", "7s");
    assert_eq!(deal.knock_limit(), 0);
    play(&mut deal, &["pass_upcard", "pass_upcard", "draw_stock"]);
    assert_eq!(
        err(&mut deal, "knock Kh"),
        "cannot knock: deadwood 4 after discarding Kh exceeds the knock limit 0 (straight gin: gin only)"
    );
    let mut deal = setup(rules.clone(), GIN, JUNK2, "Qh", "Kh");
    play(
        &mut deal,
        &["pass_upcard", "pass_upcard", "draw_stock", "knock Kh"],
    );
    assert_eq!(outcome(&deal), scored(OutcomeKind::Gin, 0, 0, 98, 0, 73));
    let mut deal = setup(rules, GIN, JUNK2, "Qh", "Qd");
    play(
        &mut deal,
        &["pass_upcard", "pass_upcard", "draw_stock", "big_gin"],
    );
    assert_eq!(outcome(&deal).points, 104);
}

#[test]
fn knock_limit_option() {
    // knock_limit 4: deadwood 4 is fine, 9 is not; knock_limit 0: only gin.
    let rules = |k| Rules {
        knock_limit: k,
        ..Rules::default()
    };
    let mut deal = setup(rules(4), OKLA, JUNK2, "Qh", "7s");
    play(
        &mut deal,
        &["pass_upcard", "pass_upcard", "draw_stock", "knock Kh"],
    );
    assert_eq!(deal.phase(), Phase::Layoff);
    let mut deal = setup(rules(4), KNOCKER, JUNK, "Qh", "4h");
    play(&mut deal, &["pass_upcard", "pass_upcard", "draw_stock"]);
    assert_eq!(
        err(&mut deal, "knock Kh"),
        "cannot knock: deadwood 9 after discarding Kh exceeds the knock limit 4"
    );
    let mut deal = setup(rules(0), OKLA, JUNK2, "Qh", "7s");
    play(&mut deal, &["pass_upcard", "pass_upcard", "draw_stock"]);
    assert_eq!(
        err(&mut deal, "knock Kh"),
        "cannot knock: deadwood 4 after discarding Kh exceeds the knock limit 0"
    );
}

// ---------------------------------------------------------------------------------------------
// Stock exhaustion
// ---------------------------------------------------------------------------------------------

/// Both pass, then every turn draws from the stock and discards the card drawn; returns the
/// deal just before the last discard: the 29th card drawn (by seat 0) leaves 2 in the stock.
fn run_down_the_stock(rules: Rules, stock_top: &str) -> Deal {
    let mut deal = setup(rules, KNOCKER, JUNK, "Qh", stock_top);
    play(&mut deal, &["pass_upcard", "pass_upcard"]);
    loop {
        let top = deal.stock()[0];
        play(&mut deal, &["draw_stock"]);
        if deal.stock_size() == 2 {
            return deal;
        }
        deal.apply(Action::Discard(top)).unwrap();
        assert!(
            !deal.is_over(),
            "ended early at stock {}",
            deal.stock_size()
        );
    }
}

/// A stock whose 29th card is Ah (the rest of the deck follows in card order).
const STOCK_AH_29TH: &str = "Kc Ac 2c 4c 5c 6c Tc Qc Ad 3d 5d 6d 8d 9d Jd 2h 3h 4h 5h 6h 8h Th \
                             Jh 7s 8s 9s Ts Js Ah";

#[test]
fn stock_exhaustion_draw() {
    let mut deal = run_down_the_stock(Rules::default(), "Kc");
    // 29 draws: odd ones are seat 0's, so seat 0 holds 11 with 2 cards left in the stock.
    assert_eq!(deal.to_act(), Some(seat(0)));
    assert_eq!(deal.phase(), Phase::Discard);
    assert_eq!(deal.hand(seat(0)), cs(KNOCKER).union(cs("Js")));
    assert_eq!(deal.stock(), &[c("Qs"), c("Ks")]);
    // A plain discard now ends the hand: a draw, nobody scores.
    play(&mut deal, &["discard Js"]);
    assert_eq!(deal.phase(), Phase::Ended);
    assert_eq!(deal.stock_size(), 2);
    assert_eq!(
        outcome(&deal),
        Outcome {
            kind: OutcomeKind::Draw,
            knocker: None,
            winner: None,
            points: 0,
            knocker_deadwood: None,
            defender_deadwood: None,
            doubled: false
        }
    );
    assert!(outcome(&deal).is_hand());
}

#[test]
fn stock_exhaustion_reshuffle_voids() {
    let mut deal = run_down_the_stock(
        Rules {
            stock_exhaustion: StockExhaustion::Reshuffle,
            ..Rules::default()
        },
        "Kc",
    );
    play(&mut deal, &["discard Js"]);
    assert_eq!(outcome(&deal).kind, OutcomeKind::Void);
    assert_eq!(outcome(&deal).points, 0);
    assert!(!outcome(&deal).is_hand());
}

#[test]
fn knock_is_still_possible_on_the_last_draw() {
    // The 29th card is Ah: seat 0 knocks Kh with deadwood 2d 3c Ah = 6 though the stock is at
    // 2 (only a plain discard exhausts it). JUNK (81) lays off 5s, 6s: 70; knock 70 - 6 = 64.
    let mut deal = run_down_the_stock(Rules::default(), STOCK_AH_29TH);
    assert_eq!(deal.hand(seat(0)), cs(KNOCKER).union(cs("Ah")));
    play(
        &mut deal,
        &["knock Kh", "lay_off 5s 0", "lay_off 6s 0", "finish_layoff"],
    );
    assert_eq!(outcome(&deal), scored(OutcomeKind::Knock, 0, 0, 64, 6, 70));
}

// ---------------------------------------------------------------------------------------------
// Observations
// ---------------------------------------------------------------------------------------------

#[test]
fn observations_show_only_what_a_seat_may_see() {
    let mut deal = setup(Rules::default(), KNOCKER, JUNK, "Qh", "4h");
    let o0 = deal.observation(seat(0)).unwrap();
    assert_eq!(o0.hand, cs(KNOCKER));
    assert_eq!(o0.opponent_card_count, 10);
    assert_eq!(o0.opponent_known, CardSet::EMPTY);
    assert_eq!(o0.opponent_hand, None);
    assert_eq!(o0.stock_size, 31);
    assert_eq!(o0.knock_limit, 10);
    assert_eq!(o0.discards.len(), 1);
    assert_eq!(o0.discards[0].by, None);
    assert!(o0.to_json().find("4h").is_none(), "the stock is secret");
    assert!(
        o0.to_json().find("Kd").is_none(),
        "the opponent's cards are secret"
    );
    assert!(deal.observation(third_seat()).is_err());

    // Seat 0 passes, seat 1 takes Qh: seat 0 knows seat 1 holds Qh.
    play(&mut deal, &["pass_upcard", "take_upcard"]);
    let o0 = deal.observation(seat(0)).unwrap();
    assert_eq!(o0.opponent_known, cs("Qh"));
    assert_eq!(o0.opponent_card_count, 11);
    assert_eq!(o0.upcard_passed_by, vec![seat(0)]);
    assert_eq!(
        o0.taken_card, None,
        "only the acting seat sees its restriction"
    );
    let o1 = deal.observation(seat(1)).unwrap();
    assert_eq!(o1.taken_card, Some(c("Qh")));
    assert_eq!(o1.legal_actions(), deal.legal_actions());
    assert!(o0.legal_actions().is_empty());
    assert_eq!(
        o0.check(&Action::DrawStock).unwrap_err().to_string(),
        "it is seat 1's turn"
    );

    // Seat 1 discards Kd; seat 0 draws the stock, knocks Kh (deadwood 2d 3c 4h = 9).
    play(&mut deal, &["discard Kd", "draw_stock", "knock Kh"]);
    let o1 = deal.observation(seat(1)).unwrap();
    let k = o1.knock.clone().unwrap();
    assert_eq!(k.discard, None, "the knock discard is face down");
    assert_eq!(
        o1.opponent_known,
        deal.hand(seat(0)),
        "the knocker's cards are laid out"
    );
    assert_eq!(o1.opponent_hand, None);
    assert_eq!(
        deal.observation(seat(0)).unwrap().knock.unwrap().discard,
        Some(c("Kh"))
    );
    assert_eq!(o1.legal_actions(), deal.legal_actions());
    play(&mut deal, &["finish_layoff"]);
    let o1 = deal.observation(seat(1)).unwrap();
    assert_eq!(o1.opponent_hand, Some(deal.hand(seat(0))));
    assert_eq!(o1.knock.as_ref().unwrap().discard, Some(c("Kh")));
    assert_eq!(o1.outcome.as_ref(), deal.outcome());
    assert!(o1.legal_actions().is_empty());
    assert_eq!(Observation::from_json(&o1.to_json()).unwrap(), o1);
}

#[test]
fn observation_from_a_third_party() {
    // Seat 1, the dealer: both passed, seat 0 drew and discarded 9h; seat 1 is to draw.
    let json = r#"{
        "seat": 1, "dealer": 1, "phase": "draw", "to_act": 1,
        "hand": ["As","2s","3s","4d","5d","6d","9c","9s","Tc","Kh"],
        "discards": [{"card": "7h", "by": null, "taken_by": null},
                     {"card": "9h", "by": 0, "taken_by": null}],
        "upcard_passed_by": [0, 1],
        "opponent_card_count": 10, "stock_size": 30, "knock_limit": 10,
        "rules": {"variant": "classic"}
    }"#;
    let obs = Observation::from_json(json).unwrap();
    assert_eq!(
        obs.legal_actions(),
        vec![Action::DrawStock, Action::DrawDiscard]
    );
    assert_eq!(obs.top_discard(), Some(c("9h")));
    // Just after both passed, the non-dealer may only draw from the stock.
    let json0 = json
        .replace("\"seat\": 1,", "\"seat\": 0,")
        .replace("\"to_act\": 1", "\"to_act\": 0")
        .replace(
            r#",
                     {"card": "9h", "by": 0, "taken_by": null}"#,
            "",
        );
    let obs0 = Observation::from_json(&json0).unwrap();
    assert_eq!(obs0.legal_actions(), vec![Action::DrawStock]);
    // Strictness.
    for bad in [
        json.replace("\"seat\": 1", "\"seat\": 2"),
        json.replace("\"stock_size\"", "\"stock\": 3, \"stock_size\""),
        json.replace("\"9s\"", "\"9h\""),
        json.replace("\"to_act\": 1", "\"to_act\": null"),
        json.replace("\"by\": 0", "\"by\": null"),
    ] {
        let e = Observation::from_json(&bad).unwrap_err();
        assert!(matches!(e, GinError::InvalidState(_)), "{e}");
    }
}

// ---------------------------------------------------------------------------------------------
// Serialization
// ---------------------------------------------------------------------------------------------

#[test]
fn deal_json_round_trip_and_tampering() {
    let mut deal = setup(Rules::default(), KNOCKER, JUNK, "Qh", "4h");
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
    let json = deal.to_json();
    assert_eq!(Deal::from_json(&json).unwrap(), deal);
    let seeded = Deal::new(Rules::default(), 77, seat(0)).unwrap();
    assert_eq!(Deal::from_json(&seeded.to_json()).unwrap(), seeded);

    let tampered = [
        // A card moved between hands.
        (json.replacen("\"Kd\"", "\"Kc\"", 1), "InvalidState"),
        // An illegal move.
        (
            json.replace(r#""card":"5s","meld":0"#, r#""card":"6s","meld":0"#),
            "cannot be replayed",
        ),
        // A phase that does not follow from the moves.
        (
            json.replace("\"phase\":\"layoff\"", "\"phase\":\"draw\""),
            "phase",
        ),
        (json.replace("\"dealer\":1", "\"dealer\":0"), "replay"),
        (json.replace("\"seed\":null", "\"seed\":5"), "seed 5"),
        (
            json.replace("{\"rules\"", "{\"extra\":1,\"rules\""),
            "unknown field",
        ),
    ];
    for (bad, expect) in tampered {
        assert_ne!(bad, json, "the tampering did not apply ({expect})");
        let e = Deal::from_json(&bad).unwrap_err();
        assert!(matches!(e, GinError::InvalidState(_)), "{e}");
        if expect != "InvalidState" {
            assert!(
                e.to_string().contains(expect),
                "{e} should mention {expect}"
            );
        }
    }
}

#[test]
fn layoffs_are_json_objects_and_older_pairs_still_read() {
    use ginrummy_rules::deal::KnockInfo;
    let knock = KnockInfo {
        knocker: seat(0),
        discard: Some("Qc".parse().unwrap()),
        melds: vec!["3h 4h 5h".parse().unwrap()],
        deadwood_cards: "Ah 2c".parse().unwrap(),
        deadwood: 3,
        layoffs: vec![("6h".parse().unwrap(), 0)],
    };
    let json = serde_json::to_value(&knock).unwrap();
    assert_eq!(
        json["layoffs"],
        serde_json::json!([{"card": "6h", "meld": 0}])
    );
    let back: KnockInfo = serde_json::from_value(json.clone()).unwrap();
    assert_eq!(back, knock);
    let mut older = json;
    older["layoffs"] = serde_json::json!([["6h", 0]]);
    let read: KnockInfo = serde_json::from_value(older).unwrap();
    assert_eq!(read, knock);
    let mut wrong = serde_json::to_value(&knock).unwrap();
    wrong["layoffs"] = serde_json::json!([{"card": "6h", "meld": 0, "extra": 1}]);
    assert!(serde_json::from_value::<KnockInfo>(wrong).is_err());
}

// ---------------------------------------------------------------------------------------------
// What the table shows, from the rules (`layout`): a knock's arrangements, the end of a deal as
// scored, a deal as a spectator sees it (nothing a seat keeps hidden)
// ---------------------------------------------------------------------------------------------

#[test]
fn knock_arrangements_follow_the_legal_knocks_and_the_limit() {
    let mut deal = setup(Rules::default(), KNOCKER, JUNK, "Qh", "4h");
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
    let mut deal = setup(Rules::default(), KNOCKER, JUNK, "Qh", "4h");
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
    let mut deal = setup(Rules::default(), KNOCKER, JUNK, "Qh", "4h 5h");
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
    let mut deal = setup(Rules::default(), KNOCKER, JUNK, "Qh", "4h");
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
    // The knocker's whole hand lies face up: its deadwood beside the melds, as both seats see
    // it (the defender's observation shows the same), counted as the scoring counts it.
    assert_eq!(knock.deadwood_cards, cs("2d 3c 4h"));
    assert_eq!(knock.deadwood, 9);
    let defenders = deal.observation(seat(1)).unwrap().knock.unwrap();
    assert_eq!(knock.melds, defenders.melds);
    assert_eq!(knock.deadwood_cards, defenders.deadwood_cards);
    assert_eq!(knock.deadwood, defenders.deadwood);
    let json = serde_json::to_string(&spectator_view(&deal)).unwrap();
    assert!(
        !json.contains("\"Kh\""),
        "the face-down discard is shown: {json}"
    );
    // Nothing of the defender's hand: it still holds its cards face down.
    for hidden in deal.hand(seat(1)).iter() {
        assert!(
            !json.contains(&format!("\"{hidden}\"")),
            "the defender's {hidden} is shown: {json}"
        );
    }
    assert_eq!(view.hands[1].card_count, 9);
    // Before the knock none of those cards showed: the deadwood comes with the knock.
    let mut before = setup(Rules::default(), KNOCKER, JUNK, "Qh", "4h");
    play(&mut before, &["pass_upcard", "pass_upcard", "draw_stock"]);
    let json = serde_json::to_string(&spectator_view(&before)).unwrap();
    assert!(spectator_view(&before).knock.is_none());
    for hidden in ["2d", "3c", "4h"] {
        assert!(!json.contains(&format!("\"{hidden}\"")), "{hidden}: {json}");
    }
    // The melds (with the one card laid off onto them) and the deadwood: the knocker's hand.
    let laid_out: usize = knock.melds.iter().map(|m| m.len()).sum();
    assert_eq!(
        laid_out + knock.deadwood_cards.len(),
        deal.hand(seat(0)).len() + 1
    );
}
