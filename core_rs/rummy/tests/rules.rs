//! One named test for each rule, option and precise point of `docs/RULES-RUMMY.md` (the name
//! says which). Situations are dealt from stacked decks (`support::stacked`): the hands in turn
//! order from the seat after the dealer, the upcard, the stock's top cards.

mod support;

use ginrummy_cards::shuffle::{deal_seed, shuffle, SplitMix64};
use ginrummy_rummy::card::{AnyCard, AnyCards};
use ginrummy_rummy::meld::{every_meld, Shape, StandIns};
use ginrummy_rummy::{
    Hand, HandEnd, Match, Phase, RummyOptions, Scoring, Seat, Seats, Stalemate, Standings,
};
use support::{act, play, refused, stacked};

fn opts(json: &str) -> RummyOptions {
    RummyOptions::from_json(json).unwrap()
}

fn set(s: &str) -> AnyCards {
    s.parse().unwrap()
}

fn seat(i: usize) -> Seat {
    Seats::new(4).seat(i).unwrap()
}

/// Seat 0 (first to play, seat 1 deals) can meld everything; seat 1 holds 63 points.
const MELDS_ALL: &str = "7h 8h 9h Th 5c 5d 5s Kc Kd Ks";
const SIXTY_THREE: &str = "Ah 2h 3h 4c 4d Jc Jd Js 9c Td";
/// Seat 0 can lay 7h 8h 9h and 5c 5d 5s; seat 1 Jc Jd Js.
const SEVENS: &str = "7h 8h 9h 5c 5d 5s Kc Qd 2s 3d";
const JACKS: &str = "Jc Jd Js 4c 4d Ah 2h 3h 9c Td";

/// Two seats, seat 1 dealing: `seat0` plays first.
fn deal2(o: &RummyOptions, seat0: &str, seat1: &str, upcard: &str, stock_top: &str) -> Hand {
    stacked(o, 2, 1, &[seat0, seat1], upcard, stock_top)
}

/// The seat to act draws the stock and discards the card drawn.
fn draw_and_discard_it(h: &mut Hand) {
    let s = h.to_act().unwrap();
    let before = h.hand(s);
    h.apply(act(DRAW)).unwrap();
    let drawn = h.hand(s).difference(before).iter().next().unwrap();
    h.apply(act(&discard(&drawn.to_string()))).unwrap();
}

/// The seat to act takes the pile's top and discards another card.
fn take_and_discard_another<G: ginrummy_rummy::Game<Action = ginrummy_rummy::Action>>(
    g: &mut G,
    held: AnyCards,
) where
    G::Refusal: std::fmt::Debug,
{
    g.apply(act(TAKE)).unwrap();
    let other = held.iter().next().unwrap();
    g.apply(act(&discard(&other.to_string()))).unwrap();
}

fn meld(cards: &str) -> String {
    let list: Vec<String> = cards.split(' ').map(|c| format!("\"{c}\"")).collect();
    format!(r#"{{"type": "meld", "cards": [{}]}}"#, list.join(", "))
}

fn discard(card: &str) -> String {
    format!(r#"{{"type": "discard", "card": "{card}"}}"#)
}

fn lay_off(card: &str, meld: u32) -> String {
    format!(r#"{{"type": "lay_off", "card": "{card}", "meld": {meld}}}"#)
}

const DRAW: &str = r#"{"type": "draw_stock"}"#;
const TAKE: &str = r#"{"type": "draw_discard"}"#;

#[test]
fn cards_values_ace_1_face_cards_10_jokers_15() {
    assert_eq!(
        set("As 2c 9d Tc Jh Qs Kd").value(false),
        1 + 2 + 9 + 10 + 10 + 10 + 10
    );
    assert_eq!(set("X1").value(false), 15);
    assert_eq!(set("As Ad X2").value(true), 45);
}

#[test]
fn melds_a_set_is_3_or_4_of_a_rank_and_a_run_3_or_more_in_suit_sequence_without_wrap() {
    let ok = |s: &str, high: bool| Shape::from_cards(set(s), &StandIns::new(), high).is_ok();
    assert!(ok("7c 7d 7h", false) && ok("7c 7d 7h 7s", false));
    assert!(!ok("7c 7d", false) && !ok("7c 7d 8h", false));
    assert!(ok("4h 5h 6h", false) && ok("As 2s 3s 4s 5s 6s 7s 8s 9s Ts Js Qs Ks", false));
    assert!(!ok("4h 5h 7h", false) && !ok("4h 5h 6d", false));
    assert!(!ok("Ks As 2s", false) && !ok("Ks As 2s", true));
}

#[test]
fn melds_lie_on_the_table_with_their_owner_and_ids_from_0_in_laying_order() {
    let o = RummyOptions::default();
    let mut h = deal2(&o, SEVENS, JACKS, "Ks", "Th 6h");
    play(
        &mut h,
        &[
            DRAW,
            &meld("7h 8h 9h Th"),
            &meld("5c 5d 5s"),
            &discard("Qd"),
        ],
    );
    play(&mut h, &[DRAW, &meld("Jc Jd Js"), &lay_off("6h", 0)]);
    let views: Vec<(u32, Seat, AnyCards)> = h
        .melds()
        .iter()
        .map(|m| (m.id, m.owner, m.shape.cards()))
        .collect();
    assert_eq!(
        views,
        [
            (0, seat(0), set("6h 7h 8h 9h Th")),
            (1, seat(0), set("5c 5d 5s")),
            (2, seat(1), set("Jc Jd Js"))
        ]
    );
    let obs = h.observation(seat(0)).unwrap();
    assert_eq!(obs.melds[0].owner, seat(0));
    assert_eq!(obs.melds[2].id, 2);
}

#[test]
fn rule_1_deal_10_each_for_2_seats_7_each_for_3_or_4_the_next_card_starts_the_pile() {
    for seats in 2..=4 {
        let h = Hand::new(RummyOptions::default(), seats, Seat::FIRST, 11).unwrap();
        let size = if seats == 2 { 10 } else { 7 };
        let table = Seats::new(seats as u8);
        for s in table.iter() {
            assert_eq!(h.hand(s).len(), size);
        }
        assert_eq!(h.pile(), &h.deck()[size * seats..size * seats + 1]);
        assert_eq!(h.stock(), h.deck()[size * seats + 1..].to_vec());
        // Dealt one at a time from the seat after the dealer.
        assert!(h.hand(table.next(Seat::FIRST)).contains(h.deck()[0]));
        assert!(h.hand(Seat::FIRST).contains(h.deck()[seats - 1]));
    }
}

#[test]
fn rule_1_the_seat_after_the_dealer_plays_first_and_turns_go_round_in_seat_order() {
    for seats in 2..=4 {
        let table = Seats::new(seats as u8);
        let dealer = table.seat(seats - 1).unwrap();
        let mut h = Hand::new(RummyOptions::default(), seats, dealer, 3).unwrap();
        let mut expect = table.next(dealer);
        for _ in 0..2 * seats {
            assert_eq!(h.to_act(), Some(expect));
            h.apply(act(DRAW)).unwrap();
            let c = h.hand(expect).iter().next().unwrap();
            h.apply(act(&discard(&c.to_string()))).unwrap();
            expect = table.next(expect);
        }
    }
}

#[test]
fn rule_2_a_turn_draws_first_then_melds_and_lays_off_in_any_order_then_discards() {
    let o = RummyOptions::default();
    let mut h = deal2(&o, SEVENS, JACKS, "Ks", "Th 6h");
    assert_eq!(refused(&mut h, &meld("7h 8h 9h")), "wrong_phase");
    assert_eq!(refused(&mut h, &discard("Qd")), "wrong_phase");
    play(&mut h, &[DRAW]);
    assert_eq!(refused(&mut h, DRAW), "wrong_phase");
    assert_eq!(refused(&mut h, TAKE), "wrong_phase");
    play(
        &mut h,
        &[
            &meld("5c 5d 5s"),
            &meld("7h 8h 9h"),
            &lay_off("Th", 1),
            &discard("Kc"),
        ],
    );
    assert_eq!(h.to_act(), Some(seat(1)));
    assert_eq!(h.phase(), Phase::Draw);
    // Lay off on anyone's meld, at either end of a run, or completing a set to 4.
    play(&mut h, &[DRAW, &lay_off("6h", 1)]);
    assert_eq!(h.melds()[1].shape.cards(), set("6h 7h 8h 9h Th"));
    let mut g = deal2(&o, SEVENS, "Jc Jd Js 4c 4d Ah 2h 3h 9c 5h", "Ks", "Th 6h");
    play(
        &mut g,
        &[
            DRAW,
            &meld("5c 5d 5s"),
            &discard("Kc"),
            DRAW,
            &lay_off("5h", 0),
        ],
    );
    assert_eq!(g.melds()[0].shape.cards(), set("5c 5d 5h 5s"));
    assert_eq!(refused(&mut g, &lay_off("Jc", 0)), "does_not_fit");
    assert_eq!(refused(&mut g, &lay_off("Jc", 7)), "no_such_meld");
}

#[test]
fn rule_2_the_card_taken_from_the_discard_pile_may_not_be_discarded_that_turn() {
    let o = RummyOptions::default();
    let mut h = deal2(&o, SEVENS, SIXTY_THREE, "Ks", "Th");
    play(&mut h, &[TAKE]);
    assert_eq!(refused(&mut h, &discard("Ks")), "just_taken");
    play(&mut h, &[&discard("Kc")]);
    let obs = h.observation(seat(1)).unwrap();
    assert_eq!(obs.discards[0].taken_by, Some(seat(0)));
}

#[test]
fn rule_3_going_out_by_a_meld_needs_no_discard() {
    let o = RummyOptions::default();
    let mut h = deal2(&o, MELDS_ALL, SIXTY_THREE, "2d", "Jh");
    play(
        &mut h,
        &[
            DRAW,
            &meld("7h 8h 9h Th Jh"),
            &meld("5c 5d 5s"),
            &meld("Kc Kd Ks"),
        ],
    );
    let end = h.end().expect("out");
    assert_eq!(end.winner, Some(seat(0)));
    assert_eq!(end.hands[seat(0)], AnyCards::EMPTY);
}

#[test]
fn option_must_discard_to_go_out_refuses_a_meld_or_lay_off_of_the_last_card() {
    let o = opts(r#"{"must_discard_to_go_out": true}"#);
    let mut h = deal2(&o, MELDS_ALL, SIXTY_THREE, "2d", "Jh");
    play(&mut h, &[DRAW, &meld("7h 8h 9h Th"), &meld("5c 5d 5s")]);
    // Jh, Kc Kd Ks left: laying off Jh is fine, melding the last three is not.
    play(&mut h, &[&lay_off("Jh", 0)]);
    assert_eq!(refused(&mut h, &meld("Kc Kd Ks")), "must_discard");
    play(&mut h, &[&discard("Ks")]);
    assert_eq!((h.is_over(), h.to_act()), (false, Some(seat(1))));
    // By default the same meld goes out.
    let mut g = stacked(
        &RummyOptions::default(),
        2,
        1,
        &[MELDS_ALL, SIXTY_THREE],
        "2d",
        "Jh",
    );
    play(
        &mut g,
        &[
            DRAW,
            &meld("7h 8h 9h Th"),
            &meld("5c 5d 5s"),
            &lay_off("Jh", 0),
            &meld("Kc Kd Ks"),
        ],
    );
    assert_eq!(g.end().unwrap().winner, Some(seat(0)));
}

#[test]
fn rule_3_going_out_by_the_discard() {
    let o = opts(r#"{"must_discard_to_go_out": true}"#);
    let mut h = deal2(&o, MELDS_ALL, SIXTY_THREE, "Qc", "2d");
    play(
        &mut h,
        &[
            DRAW,
            &meld("7h 8h 9h Th"),
            &meld("5c 5d 5s"),
            &meld("Kc Kd Ks"),
            &discard("2d"),
        ],
    );
    let end = h.end().expect("out by the discard");
    assert_eq!((end.winner, end.rummy), (Some(seat(0)), true));
}

#[test]
fn rule_4_going_rummy_scores_double() {
    let o = RummyOptions::default();
    let mut h = deal2(&o, MELDS_ALL, SIXTY_THREE, "Qc", "2d");
    play(
        &mut h,
        &[
            DRAW,
            &meld("7h 8h 9h Th"),
            &meld("5c 5d 5s"),
            &meld("Kc Kd Ks"),
            &discard("2d"),
        ],
    );
    let end = h.end().unwrap();
    assert!(end.rummy);
    assert_eq!(
        (end.multiplier, end.values[seat(1)], end.points.as_slice()),
        (2, 63, &[126, 0][..])
    );
    assert_eq!(h.returns(), [126.0, -126.0]);
}

#[test]
fn precise_point_3_a_meld_in_an_earlier_turn_is_not_rummy() {
    let o = RummyOptions::default();
    let mut h = deal2(&o, MELDS_ALL, SIXTY_THREE, "Qc", "2d 6s Jh");
    play(
        &mut h,
        &[
            DRAW,
            &meld("5c 5d 5s"),
            &discard("2d"),
            DRAW,
            &discard("6s"),
        ],
    );
    play(&mut h, &[DRAW, &meld("7h 8h 9h Th Jh"), &meld("Kc Kd Ks")]);
    let end = h.end().unwrap();
    assert_eq!(
        (end.winner, end.rummy, end.multiplier),
        (Some(seat(0)), false, 1)
    );
    assert_eq!(end.points[seat(0)], 63);
}

#[test]
fn rule_5_an_exhausted_stock_is_rebuilt_by_a_new_shuffle_committed_before_use_and_revealed_after() {
    let o = RummyOptions::default();
    let mut h = Hand::new(o, 2, seat(1), 21).unwrap();
    let stock_size = h.stock().len();
    // Every turn draws the stock and discards the card drawn.
    for _ in 0..stock_size {
        draw_and_discard_it(&mut h);
    }
    // The rebuild is made at the start of the turn whose stock is empty, before any draw.
    assert_eq!(h.phase(), Phase::Draw);
    assert_eq!(h.rebuilds().len(), 1);
    let r = &h.rebuilds()[0];
    let mut expect: Vec<AnyCard> = h
        .observation(seat(0))
        .unwrap()
        .discards
        .iter()
        .map(|d| d.card)
        .collect();
    let top = expect.pop().unwrap();
    assert_eq!(r.seed, Some(deal_seed(h.reshuffle_seed(), 0)));
    shuffle(&mut expect, r.seed.unwrap());
    assert_eq!(r.order, expect);
    assert_eq!(h.stock(), expect);
    assert_eq!(h.pile(), &[top]);
    assert_eq!(h.observation(seat(0)).unwrap().rebuilds[0].order, None);
    h.check_invariants().unwrap();
    // The next exhaustion (reshuffles: 1) is a stalemate; then the order is revealed.
    while !h.is_over() {
        draw_and_discard_it(&mut h);
    }
    let end = h.end().unwrap();
    assert_eq!(end.stalemate, Some(Stalemate::StockExhausted));
    assert_eq!(
        h.observation(seat(1)).unwrap().rebuilds[0].order,
        Some(expect)
    );
}

/// Plays draw-stock-discard-it until the hand ends; the number of rebuilds made.
fn exhaust(options: RummyOptions) -> (Hand, usize) {
    let mut h = Hand::new(options, 3, seat(0), 5).unwrap();
    while !h.is_over() {
        draw_and_discard_it(&mut h);
    }
    let n = h.rebuilds().len();
    (h, n)
}

#[test]
fn option_reshuffles_is_how_many_rebuilds_a_hand_may_make() {
    for k in 0..=3u8 {
        let (h, n) = exhaust(opts(&format!(
            r#"{{"reshuffles": {k}, "turn_limit": 10000}}"#
        )));
        assert_eq!(n, usize::from(k));
        assert_eq!(h.end().unwrap().stalemate, Some(Stalemate::StockExhausted));
    }
    assert!(RummyOptions::from_json(r#"{"reshuffles": 4}"#).is_err());
}

#[test]
fn precise_point_9_reshuffles_0_block_rummy_the_first_exhaustion_is_a_stalemate_scoring_nothing() {
    let (h, n) = exhaust(opts(r#"{"reshuffles": 0}"#));
    let end = h.end().unwrap();
    assert_eq!(
        (n, end.stalemate, end.winner),
        (0, Some(Stalemate::StockExhausted), None)
    );
    assert!(end.points.iter().all(|&p| p == 0));
    assert!(h.returns().iter().all(|&r| r == 0.0));
    // Stock of 52 - 22 = 30 cards: the stalemate comes at the start of turn 31.
    assert_eq!(end.turns, 31);
}

#[test]
fn option_reshuffle_mode_turn_turns_the_pile_over_unshuffled() {
    let mut h = Hand::new(opts(r#"{"reshuffle_mode": "turn"}"#), 2, seat(0), 9).unwrap();
    let upcard = h.pile()[0];
    while h.rebuilds().is_empty() {
        draw_and_discard_it(&mut h);
    }
    let r = &h.rebuilds()[0];
    assert_eq!(r.seed, None);
    // The oldest card (the first upcard) is the new stock's top.
    assert_eq!(r.order[0], upcard);
    let discards: Vec<AnyCard> = h
        .observation(seat(0))
        .unwrap()
        .discards
        .iter()
        .map(|d| d.card)
        .collect();
    assert_eq!(r.order, discards[..discards.len() - 1].to_vec());
    let s = h.to_act().unwrap();
    h.apply(act(DRAW)).unwrap();
    assert!(h.hand(s).contains(upcard));
}

#[test]
fn precise_point_2_the_taken_card_may_not_be_left_alone_unless_the_turn_goes_out_by_laying_it_off()
{
    let o = RummyOptions::default();
    let seat0 = "7h 8h 9h 3d 4d 5d Kc Kd Ks 6d";
    let deal = |discarded: &str| {
        let seat1 = format!("{discarded} Jc Jd Th Tc 4c 4h 6s 8s 2s");
        let mut h = deal2(&o, seat0, &seat1, "Ah", "Qc 5s");
        play(
            &mut h,
            &[
                DRAW,
                &meld("7h 8h 9h"),
                &meld("3d 4d 5d"),
                &meld("Kc Kd Ks"),
                &discard("Qc"),
            ],
        );
        play(&mut h, &[DRAW, &discard(discarded), TAKE]);
        h
    };
    // 9c fits no meld: laying off 6d would leave it alone.
    let mut h = deal("9c");
    assert_eq!(refused(&mut h, &lay_off("6d", 1)), "just_taken");
    assert_eq!(refused(&mut h, &discard("9c")), "just_taken");
    play(&mut h, &[&discard("6d")]);
    assert!(!h.is_over());
    // 2d fits below 3d: laying off 6d is allowed, then only laying off 2d (going out).
    let mut h = deal("2d");
    play(&mut h, &[&lay_off("6d", 1)]);
    assert_eq!(h.legal_actions(), vec![act(&lay_off("2d", 1))]);
    assert_eq!(refused(&mut h, &discard("2d")), "only_lay_off");
    play(&mut h, &[&lay_off("2d", 1)]);
    let end = h.end().unwrap();
    assert_eq!((end.winner, end.rummy), (Some(seat(0)), false));
}

#[test]
fn scoring_winner_takes_all_sums_every_other_hand() {
    let o = RummyOptions::default();
    let hands = ginrummy_rummy::BySeat::from_values([set(""), set("Kc 2d"), set("As X1")]).unwrap();
    let end = HandEnd::won(&o, seat(0), false, 9, hands);
    assert_eq!(end.values, [0, 12, 16]);
    assert_eq!(end.points, [28, 0, 0]);
    assert_eq!(end.returns(), [28.0, -12.0, -16.0]);
}

#[test]
fn option_aces_high_or_low_values_an_ace_at_15() {
    let o = opts(r#"{"aces": "high_or_low"}"#);
    let hands = ginrummy_rummy::BySeat::from_values([set(""), set("As Kc")]).unwrap();
    assert_eq!(HandEnd::won(&o, seat(0), false, 3, hands).points, [25, 0]);
}

#[test]
fn option_scoring_penalty_each_loser_adds_its_own_hand_and_rummy_doubles_it() {
    let o = opts(r#"{"scoring": "penalty"}"#);
    let hands = ginrummy_rummy::BySeat::from_values([set("Kc 2d"), set(""), set("3s")]).unwrap();
    assert_eq!(
        HandEnd::won(&o, seat(1), false, 3, hands).points,
        [12, 0, 3]
    );
    assert_eq!(HandEnd::won(&o, seat(1), true, 3, hands).points, [24, 0, 6]);
}

#[test]
fn precise_point_4_penalty_reaching_the_target_ends_the_match_and_equal_lowest_scores_share_the_win(
) {
    let o = opts(r#"{"scoring": "penalty"}"#);
    let t = Seats::new(3);
    let s = |v: [u32; 3]| Standings::of(&o, t, ginrummy_rummy::BySeat::from_values(v).unwrap());
    assert!(!s([149, 20, 0]).over);
    let st = s([150, 40, 40]);
    assert!(st.over);
    assert_eq!(st.winners, vec![seat(1), seat(2)]);
    assert_eq!(s([160, 30, 40]).winners, vec![seat(1)]);
}

#[test]
fn option_target_score_defaults_to_100_150_200_by_seats_and_is_bounded_50_to_1000() {
    let d = RummyOptions::default();
    let by = |n: u8| d.target_for(Seats::new(n));
    assert_eq!((by(2), by(3), by(4)), (100, 150, 200));
    assert_eq!(
        opts(r#"{"target_score": 50}"#).target_for(Seats::new(4)),
        50
    );
    assert!(RummyOptions::from_json(r#"{"target_score": 49}"#).is_err());
    assert!(RummyOptions::from_json(r#"{"target_score": 1001}"#).is_err());
    let o = opts(r#"{"target_score": 1000}"#);
    let st = Standings::of(
        &o,
        Seats::new(2),
        ginrummy_rummy::BySeat::from_values([999, 0]).unwrap(),
    );
    assert!(!st.over);
    let wta = Standings::of(
        &d,
        Seats::new(2),
        ginrummy_rummy::BySeat::from_values([100, 40]).unwrap(),
    );
    assert_eq!((wta.over, wta.winners.clone()), (true, vec![seat(0)]));
    assert_eq!(wta.returns(&d), [60.0, -60.0]);
    assert!(matches!(d.scoring, Scoring::WinnerTakesAll));
}

#[test]
fn option_aces_high_or_low_q_k_a_and_a_2_3_are_runs_k_a_2_is_not() {
    let run = |s: &str, high: bool| Shape::from_cards(set(s), &StandIns::new(), high).is_ok();
    assert!(run("Qh Kh Ah", true) && !run("Qh Kh Ah", false));
    assert!(run("Ah 2h 3h", true) && run("Ah 2h 3h", false));
    assert!(!run("Kh Ah 2h", true));
}

#[test]
fn precise_point_6_a_run_takes_the_ace_below_the_2_or_above_the_king_not_both() {
    let mut top = Shape::from_cards(set("Jh Qh Kh"), &StandIns::new(), true).unwrap();
    top.lay_off("Ah".parse().unwrap(), None, true).unwrap();
    assert_eq!(top.cards(), set("Jh Qh Kh Ah"));
    let mut low = Shape::from_cards(set("Jh Qh Kh"), &StandIns::new(), false).unwrap();
    assert!(low.lay_off("Ah".parse().unwrap(), None, false).is_err());
    // 2..K takes the ace at one end (below, our choice), then no ace more.
    let mut long = Shape::from_cards(
        set("2h 3h 4h 5h 6h 7h 8h 9h Th Jh Qh Kh"),
        &StandIns::new(),
        true,
    )
    .unwrap();
    long.lay_off("Ah".parse().unwrap(), None, true).unwrap();
    let (cards, _) = long.layout();
    assert_eq!(cards[0].to_string(), "Ah");
    assert!(!long.takes_some(AnyCard::X1, true));
}

#[test]
fn option_jokers_2_puts_two_wild_jokers_in_a_54_card_deck() {
    let h = Hand::new(opts(r#"{"jokers": 2}"#), 2, seat(0), 4).unwrap();
    assert_eq!(h.deck().len(), 54);
    assert!(h.deck().contains(&AnyCard::X1) && h.deck().contains(&AnyCard::X2));
    assert_eq!(
        Hand::new(RummyOptions::default(), 2, seat(0), 4)
            .unwrap()
            .deck()
            .len(),
        52
    );
    assert!(RummyOptions::from_json(r#"{"jokers": 1}"#).is_err());
}

#[test]
fn precise_point_5_a_meld_holds_a_natural_card_a_set_at_most_4_and_a_set_joker_any_missing_suit() {
    let no = StandIns::new();
    assert!(Shape::from_cards(set("7h X1 X2"), &no, false).is_ok());
    assert!(Shape::from_cards(set("7h 7d 7s 7c X1"), &no, false).is_err());
    let mut s = Shape::from_cards(set("7h 7d X1"), &no, false).unwrap();
    assert!(s.swap_fit("7c".parse().unwrap(), AnyCard::X1).is_ok());
    assert!(s.swap_fit("7s".parse().unwrap(), AnyCard::X1).is_ok());
    assert!(s.swap_fit("7h".parse().unwrap(), AnyCard::X1).is_err());
    s.lay_off("7c".parse().unwrap(), None, false).unwrap();
    assert!(
        s.lay_off("7s".parse().unwrap(), None, false).is_err(),
        "full at 4 with its joker"
    );
    assert!(s.swap_fit("7s".parse().unwrap(), AnyCard::X1).is_ok());
    // A run's joker names its card; without it the meld is refused.
    let nine: StandIns = [(AnyCard::X1, "9h".parse().unwrap())].into_iter().collect();
    assert!(Shape::from_cards(set("7h 8h X1"), &nine, false).is_ok());
    assert!(Shape::from_cards(set("7h 8h X1"), &no, false).is_err());
}

#[test]
fn precise_point_5_a_joker_leaves_the_table_only_by_a_swap_after_drawing_and_may_be_discarded_that_turn(
) {
    let o = opts(r#"{"jokers": 2}"#);
    let seat0 = "7h X1 9h 5c 5d 5s Kc Qd 2s 3d";
    let seat1 = "8h Jc Jd Js 4c 4d Ah 2h 3h 9c";
    let mut h = deal2(&o, seat0, seat1, "Ks", "Th 6h");
    let run = r#"{"type": "meld", "cards": ["7h", "9h", "X1"], "jokers": {"X1": "8h"}}"#;
    play(&mut h, &[DRAW, run, &discard("Qd")]);
    let swap = r#"{"type": "swap_joker", "card": "8h", "joker": "X1"}"#;
    assert_eq!(refused(&mut h, swap), "wrong_phase");
    play(&mut h, &[DRAW]);
    assert_eq!(
        refused(
            &mut h,
            r#"{"type": "swap_joker", "card": "9c", "joker": "X1"}"#
        ),
        "does_not_fit"
    );
    assert_eq!(
        refused(
            &mut h,
            r#"{"type": "swap_joker", "card": "8h", "joker": "X2"}"#
        ),
        "not_a_joker"
    );
    play(&mut h, &[swap]);
    assert!(h.hand(seat(1)).contains(AnyCard::X1));
    assert_eq!(h.melds()[0].shape.cards(), set("7h 8h 9h"));
    play(&mut h, &[&discard("X1")]);
    assert_eq!(h.pile().last(), Some(&AnyCard::X1));
}

#[test]
fn precise_point_5_jokers_may_be_laid_off_and_may_stand_for_a_card_their_player_holds() {
    let o = opts(r#"{"jokers": 2}"#);
    let seat0 = "7h 8h X1 9h 5c 5d 5s X2 Qd 2s";
    let mut h = deal2(&o, seat0, SIXTY_THREE, "Ks", "Th 6h");
    let run = r#"{"type": "meld", "cards": ["7h", "9h", "X1"], "jokers": {"X1": "8h"}}"#;
    play(&mut h, &[DRAW, run, &meld("5c 5d 5s")]);
    assert_eq!(
        refused(&mut h, r#"{"type": "lay_off", "card": "X2", "meld": 0}"#),
        "does_not_fit"
    );
    play(
        &mut h,
        &[r#"{"type": "lay_off", "card": "X2", "meld": 0, "stands_for": "Th"}"#],
    );
    assert_eq!(
        refused(&mut h, r#"{"type": "lay_off", "card": "Th", "meld": 0}"#),
        "does_not_fit"
    );
    let lay_set = r#"{"type": "lay_off", "card": "X2", "meld": 1}"#;
    assert_eq!(refused(&mut h, lay_set), "not_held");
    let obs = h.observation(seat(1)).unwrap();
    assert_eq!(
        obs.melds[0]
            .jokers
            .get(&AnyCard::X2)
            .map(ToString::to_string),
        Some("Th".to_owned())
    );
}

#[test]
fn option_turn_limit_a_hand_still_going_at_turn_limit_plus_1_is_a_stalemate() {
    for limit in [50u32, 300] {
        let o = opts(&format!(r#"{{"turn_limit": {limit}}}"#));
        let mut h = Hand::new(o, 2, seat(0), 2).unwrap();
        // Stubborn play: take the pile's top and discard another card, forever.
        while !h.is_over() {
            let s = h.to_act().unwrap();
            let held = h.hand(s);
            take_and_discard_another(&mut h, held);
        }
        let end = h.end().unwrap();
        assert_eq!(
            (end.stalemate, end.turns),
            (Some(Stalemate::TurnLimit), limit + 1)
        );
    }
    assert!(RummyOptions::from_json(r#"{"turn_limit": 49}"#).is_err());
    assert!(RummyOptions::from_json(r#"{"turn_limit": 10001}"#).is_err());
}

#[test]
fn precise_point_8_the_first_dealer_is_drawn_and_recorded_and_the_deal_moves_one_seat_each_hand() {
    let mut seen = [false; 4];
    for seed in 0..40 {
        let m = Match::new(RummyOptions::default(), 4, seed).unwrap();
        let drawn = SplitMix64::new(deal_seed(seed, 0)).bounded(4) as usize;
        assert_eq!(m.first_dealer().index(), drawn);
        assert_eq!(m.hand().dealer(), m.first_dealer());
        seen[drawn] = true;
    }
    assert_eq!(seen, [true; 4]);
    // Stubborn play makes every hand a stalemate: the deal still moves.
    let o = opts(r#"{"turn_limit": 50, "target_score": 50}"#);
    let mut m = Match::new(o, 3, 8).unwrap();
    while m.records().len() < 5 {
        let s = m.to_act().unwrap();
        let held = m.hand().hand(s);
        take_and_discard_another(&mut m, held);
    }
    let t = Seats::new(3);
    for (k, r) in m.records().iter().enumerate() {
        assert_eq!(r.dealer.index(), (m.first_dealer().index() + k) % 3);
        assert_eq!(r.end.stalemate, Some(Stalemate::TurnLimit));
        assert_eq!(r.seed, deal_seed(8, k as u64 + 1));
    }
    assert_eq!(
        m.hand().dealer(),
        t.seat((m.first_dealer().index() + 5) % 3).unwrap()
    );
}

#[test]
fn a_match_is_played_to_the_target_and_its_returns_are_zero_sum() {
    for (name, options) in support::option_table() {
        for seats in 2..=4 {
            let mut m = Match::new(options.clone(), seats, 77).unwrap();
            let mut rng = SplitMix64::new(3);
            let mut moves = 0;
            while !m.is_over() && moves < 200_000 {
                let legal = m.legal_actions();
                // Prefer going down: melds and lay-offs first, else a random action.
                let pick = legal
                    .iter()
                    .find(|a| {
                        matches!(
                            a,
                            ginrummy_rummy::Action::Meld { .. }
                                | ginrummy_rummy::Action::LayOff { .. }
                        )
                    })
                    .cloned()
                    .unwrap_or_else(|| legal[rng.bounded(legal.len() as u64) as usize].clone());
                m.apply(pick).unwrap();
                moves += 1;
            }
            assert!(m.is_over(), "{name}, {seats} seats");
            let st = m.standings();
            assert!(!st.winners.is_empty());
            let total: f64 = m.returns().iter().sum();
            assert!(total.abs() < 1e-9, "{name}: {total}");
            let sum: u32 = m
                .records()
                .iter()
                .map(|r| r.end.points.iter().sum::<u32>())
                .sum();
            assert_eq!(sum, st.scores.iter().sum::<u32>());
        }
    }
}

#[test]
fn every_meld_lists_exactly_the_melds_the_rules_accept() {
    // Exhaustive over small hands: every subset of 3 to 5 cards, with every stand-in for the
    // jokers, is accepted exactly when listed.
    for (text, high) in [
        ("As 2s 3s Ks Qs X1 7d 7s", true),
        ("5h 6h 7h 7c 7d X1 X2", false),
        ("Ah Kh Qh 2h X2", true),
    ] {
        let hand = set(text);
        let listed = every_meld(hand, high);
        let cards: Vec<AnyCard> = hand.iter().collect();
        let mut accepted = 0;
        for mask in 0u32..(1 << cards.len()) {
            if !(3..=5).contains(&mask.count_ones()) {
                continue;
            }
            let pick: AnyCards = cards
                .iter()
                .enumerate()
                .filter(|(i, _)| mask >> i & 1 == 1)
                .map(|(_, c)| *c)
                .collect();
            let jokers: Vec<AnyCard> = pick.jokers().iter().collect();
            let mut maps: Vec<StandIns> = vec![StandIns::new()];
            for j in &jokers {
                maps = maps
                    .into_iter()
                    .flat_map(|m| {
                        ginrummy_cards::Card::all().map(move |c| {
                            let mut m = m.clone();
                            m.insert(*j, c);
                            m
                        })
                    })
                    .collect();
            }
            if !jokers.is_empty() {
                maps.push(StandIns::new());
            }
            for map in maps {
                let ok = Shape::from_cards(pick, &map, high).is_ok();
                let is_listed = listed.contains(&(pick, map.clone()));
                assert_eq!(ok, is_listed, "{pick} {map:?}");
                accepted += usize::from(ok);
            }
        }
        assert!(listed.iter().all(|(c, _)| c.len() <= 5 || c.len() > 5));
        assert_eq!(
            accepted,
            listed.iter().filter(|(c, _)| c.len() <= 5).count(),
            "{text}"
        );
    }
}
