//! Match tests: the match scoring table (game bonus, line bonus, shutout, draws and voids,
//! Hollywood's three games), worked out by hand in the comments, and the `Match` state
//! machine (dealer order, redeals, seeds, observations, serialization).

use ginrummy_rules::deal::Phase;
use ginrummy_rules::error::GinError;
use ginrummy_rules::game::Match;
use ginrummy_rules::rules::{Rules, StockExhaustion, Variant};
use ginrummy_rules::scoring::{score_match, GameResult, Outcome, OutcomeKind};
use ginrummy_rules::seats::OtherSeat;
use ginrummy_rules::{deal_seed, Action};
use ginrummy_rules::{BySeat, Seat};

/// Both seats' values.
fn by_seat(values: [u32; 2]) -> BySeat<u32> {
    BySeat::from_values(values).expect("two seats")
}

/// Gin seat `i` (0 or 1).
fn seat(i: usize) -> Seat {
    ginrummy_rules::seats::seat(i).expect("a Gin seat")
}

/// Seat `seat` wins a hand worth `points` (a knock; the kind does not matter to the match).
fn win(seat: Seat, points: u32) -> Outcome {
    Outcome {
        kind: OutcomeKind::Knock,
        knocker: Some(seat),
        winner: Some(seat),
        points,
        knocker_deadwood: Some(0),
        defender_deadwood: Some(points),
        doubled: false,
    }
}

fn empty(kind: OutcomeKind) -> Outcome {
    Outcome {
        kind,
        knocker: None,
        winner: None,
        points: 0,
        knocker_deadwood: None,
        defender_deadwood: None,
        doubled: false,
    }
}

fn draw() -> Outcome {
    empty(OutcomeKind::Draw)
}

fn void() -> Outcome {
    empty(OutcomeKind::Void)
}

const A: Seat = Seat::FIRST;
const B: Seat = ginrummy_rules::SEATS.next(A);

fn hollywood() -> Rules {
    Rules {
        variant: Variant::Hollywood,
        ..Rules::default()
    }
}

// ---------------------------------------------------------------------------------------------
// Match scoring
// ---------------------------------------------------------------------------------------------

#[test]
fn classic_game_bonus_and_line_bonus() {
    // A: 30 + 35 + 40 = 105 >= 100 after the 4th hand. A: 105 + game 100 + line 3 * 25 = 280.
    // B: 40 + line 25 = 65.
    let r = score_match(
        &Rules::default(),
        &[win(A, 30), win(B, 40), win(A, 35), win(A, 40)],
    );
    assert!(r.over);
    assert_eq!(r.hands, 4);
    assert_eq!(r.hands_won, [3, 1]);
    assert_eq!(r.hand_points, [105, 40]);
    assert_eq!(
        r.games,
        vec![GameResult {
            hand_points: by_seat([105, 40]),
            hands_won: by_seat([3, 1]),
            closed: true,
            winner: Some(A),
            shutout: false,
            game_bonus: by_seat([100, 0]),
            line_bonus: by_seat([75, 25]),
            totals: by_seat([280, 65]),
        }]
    );
    assert_eq!(r.totals, [280, 65]);
    assert_eq!(r.winner, Some(A));
}

#[test]
fn classic_in_progress() {
    let r = score_match(&Rules::default(), &[win(A, 30), win(B, 40), draw()]);
    assert!(!r.over);
    assert_eq!(r.winner, None);
    assert_eq!(r.draws, 1);
    assert_eq!(r.games[0].totals, [30, 40]);
    assert_eq!(r.games[0].game_bonus, [0, 0]);
    assert_eq!(r.games[0].line_bonus, [0, 0]);
}

#[test]
fn shutout_doubles_the_winners_hand_points() {
    // A wins both hands, 100 points: 100 * 2 + 100 + 2 * 25 = 350; B 0.
    let r = score_match(&Rules::default(), &[win(A, 50), win(A, 50)]);
    assert!(r.games[0].shutout);
    assert_eq!(r.totals, [350, 0]);
    // A void deal is not a hand: still a shutout, 2 hands.
    let r = score_match(&Rules::default(), &[win(A, 50), void(), win(A, 50)]);
    assert!(r.games[0].shutout);
    assert_eq!(r.hands, 2);
    assert_eq!(r.totals, [350, 0]);
    // A draw breaks the shutout: 100 + 100 + 50 = 250.
    let r = score_match(&Rules::default(), &[win(A, 50), draw(), win(A, 50)]);
    assert!(!r.games[0].shutout);
    assert_eq!(r.totals, [250, 0]);
    // So does the option.
    let rules = Rules {
        shutout: false,
        ..Rules::default()
    };
    assert_eq!(
        score_match(&rules, &[win(A, 50), win(A, 50)]).totals,
        [250, 0]
    );
    // A hand won with 0 points (undercut at equal deadwood, undercut_bonus 0) is a hand won:
    // no shutout; A 100 + 100 + 25 = 225, B 0 + 25 = 25.
    let r = score_match(&Rules::default(), &[win(B, 0), win(A, 100)]);
    assert!(!r.games[0].shutout);
    assert_eq!(r.totals, [225, 25]);
}

#[test]
fn custom_bonuses_and_ties() {
    // Target 50, game bonus 0, line bonus 20: A 30 + 20 = 50 -> A 50 + 0 + 40 = 90,
    // B 25 + 20 = 45.
    let rules = Rules {
        target_score: 50,
        game_bonus: 0,
        line_bonus: 20,
        ..Rules::default()
    };
    let r = score_match(&rules, &[win(A, 30), win(B, 25), win(A, 20)]);
    assert_eq!(r.totals, [90, 45]);
    // Hands after the match is over are ignored.
    let more = score_match(&rules, &[win(A, 30), win(B, 25), win(A, 20), win(B, 90)]);
    assert_eq!(more, r);
    // A tie: target 10, game bonus 0, line bonus 1. B 5 + 4 = 9, A 10: A 10 + 0 + 1 = 11,
    // B 9 + 2 = 11: no winner.
    let rules = Rules {
        target_score: 10,
        game_bonus: 0,
        line_bonus: 1,
        ..Rules::default()
    };
    let r = score_match(&rules, &[win(B, 5), win(B, 4), win(A, 10)]);
    assert!(r.over);
    assert_eq!(r.totals, [11, 11]);
    assert_eq!(r.winner, None);
}

#[test]
fn hollywood_distribution() {
    // A's 1st win scores in game 1, 2nd in games 1-2, 3rd and later in 1-3 (open games only).
    //   A 30 (A#1): g1 A 30
    //   B 20 (B#1): g1 B 20
    //   A 40 (A#2): g1 A 70, g2 A 40
    //   A 50 (A#3): g1 A 120 -> game 1 closes (A); g2 A 90; g3 A 50
    //   B 60 (B#2): g1 closed; g2 B 60
    //   A 20 (A#4): g2 A 110 -> game 2 closes (A); g3 A 70
    //   B 35 (B#3): g3 B 35
    //   A 30 (A#5): g3 A 100 -> game 3 closes (A): the match is over.
    // Game 1: A 120 + 100 + 3*25 = 295, B 20 + 25 = 45.
    // Game 2: A 110 + 100 + 3*25 = 285, B 60 + 25 = 85.
    // Game 3: A 100 + 100 + 3*25 = 275, B 35 + 25 = 60.
    // Match: A 855, B 190.
    let hands = [
        win(A, 30),
        win(B, 20),
        win(A, 40),
        win(A, 50),
        win(B, 60),
        win(A, 20),
        win(B, 35),
        win(A, 30),
    ];
    let before = score_match(&hollywood(), &hands[..7]);
    assert!(!before.over);
    assert_eq!(
        before.games.iter().map(|g| g.closed).collect::<Vec<_>>(),
        [true, true, false]
    );
    let r = score_match(&hollywood(), &hands);
    assert!(r.over);
    let expect = [
        ([120, 20], [3, 1], [295, 45]),
        ([110, 60], [3, 1], [285, 85]),
        ([100, 35], [3, 1], [275, 60]),
    ];
    for (g, (points, won, totals)) in r.games.iter().zip(expect) {
        assert_eq!(g.hand_points, points);
        assert_eq!(g.hands_won, won);
        assert_eq!(g.totals, totals);
        assert_eq!(g.winner, Some(A));
        assert!(!g.shutout);
        assert_eq!(g.game_bonus, [100, 0]);
    }
    assert_eq!(r.totals, [855, 190]);
    assert_eq!(r.winner, Some(A));
    assert_eq!(r.hand_points, [30 + 40 + 50 + 20 + 30, 20 + 60 + 35]);
}

#[test]
fn hollywood_shutouts_per_game() {
    //   A 60 (A#1): g1 60
    //   A 60 (A#2): g1 120 closes; g2 60
    //   draw        (does not matter in Hollywood)
    //   A 60 (A#3): g2 120 closes; g3 60
    //   B 10 (B#1): B's first win goes to game 1 only, which is closed: scored nowhere
    //   A 50 (A#4): g3 110 closes.
    // B scored no hand in any game: three shutouts.
    // g1: 120*2 + 100 + 2*25 = 390; g2: 120*2 + 100 + 50 = 390; g3: 110*2 + 100 + 50 = 370.
    let r = score_match(
        &hollywood(),
        &[
            win(A, 60),
            win(A, 60),
            draw(),
            win(A, 60),
            win(B, 10),
            win(A, 50),
        ],
    );
    assert!(r.over);
    assert!(r.games.iter().all(|g| g.shutout));
    assert_eq!(
        r.games.iter().map(|g| g.totals).collect::<Vec<_>>(),
        [[390, 0], [390, 0], [370, 0]]
    );
    assert_eq!(r.totals, [1150, 0]);
    assert_eq!(r.hands_won, [4, 1]);
    assert_eq!(r.hand_points, [230, 10]);
}

#[test]
fn hollywood_second_game_shutout_only() {
    // B wins the first hand: B#1 -> g1 B 10. Then A wins three: A#1 g1 50, A#2 g1 100 closes
    // (g2 50), A#3 g2 100 closes (g3 50), A#4 g3 100 closes.
    // Game 1: B scored a hand there: no shutout; A 100 + 100 + 2*25 = 250, B 10 + 25 = 35.
    // Game 2: B scored nothing: shutout, A 100*2 + 100 + 2*25 = 350.
    // Game 3: same, 350.
    let r = score_match(
        &hollywood(),
        &[win(B, 10), win(A, 50), win(A, 50), win(A, 50), win(A, 50)],
    );
    assert!(r.over);
    assert_eq!(
        r.games.iter().map(|g| g.shutout).collect::<Vec<_>>(),
        [false, true, true]
    );
    assert_eq!(
        r.games.iter().map(|g| g.totals).collect::<Vec<_>>(),
        [[250, 35], [350, 0], [350, 0]]
    );
    assert_eq!(r.totals, [950, 35]);
}

// ---------------------------------------------------------------------------------------------
// The Match state machine
// ---------------------------------------------------------------------------------------------

/// Plays the deal in play to stock exhaustion: both pass, then every turn draws from the
/// stock and discards the card drawn.
fn exhaust(m: &mut Match) {
    let k = m.deals().len();
    m.apply(Action::PassUpcard).unwrap();
    m.apply(Action::PassUpcard).unwrap();
    while m.deals().len() == k {
        let top = m.current_deal().stock()[0];
        m.apply(Action::DrawStock).unwrap();
        m.apply(Action::Discard(top)).unwrap();
    }
}

#[test]
fn match_starts_with_seat_0_dealing() {
    let m = Match::new(Rules::default(), 42).unwrap();
    let d = m.current_deal();
    assert_eq!(d.dealer(), seat(0));
    assert_eq!(d.seed(), Some(deal_seed(42, 0)));
    assert_eq!(
        m.to_act(),
        Some(seat(1)),
        "the non-dealer is offered the upcard"
    );
    assert_eq!(m.deal_number(), 0);
    assert!(!m.is_over());
    assert_eq!(m.result(), None);
    assert_eq!(m.scores(), [0, 0]);
    assert!(matches!(
        Match::new(
            Rules {
                target_score: 5,
                ..Rules::default()
            },
            1
        )
        .unwrap_err(),
        GinError::InvalidRules(_)
    ));
}

#[test]
fn dealer_alternates_after_hands_including_draws() {
    let mut m = Match::new(Rules::default(), 7).unwrap();
    for k in 0..4u64 {
        assert_eq!(m.current_deal().dealer(), seat((k % 2) as usize));
        assert_eq!(m.current_deal().seed(), Some(deal_seed(7, k)));
        exhaust(&mut m);
        assert_eq!(m.deals()[k as usize].outcome.kind, OutcomeKind::Draw);
        assert_eq!(m.deals()[k as usize].number, k as u32);
    }
    let s = m.standings();
    assert_eq!((s.hands, s.draws), (4, 4));
    assert_eq!(m.scores(), [0, 0]);
}

#[test]
fn void_deals_are_redealt_by_the_same_dealer() {
    let rules = Rules {
        stock_exhaustion: StockExhaustion::Reshuffle,
        ..Rules::default()
    };
    let mut m = Match::new(rules, 7).unwrap();
    for k in 0..3u64 {
        assert_eq!(m.current_deal().dealer(), seat(0), "deal {k}");
        // Redeals count in the seed sequence: deal k has seed k.
        assert_eq!(m.current_deal().seed(), Some(deal_seed(7, k)));
        exhaust(&mut m);
        assert_eq!(m.deals()[k as usize].outcome.kind, OutcomeKind::Void);
    }
    let s = m.standings();
    assert_eq!((s.hands, s.draws), (0, 0));
}

/// Plays greedily until the match is over: knock or gin when possible, take the discard when
/// it lowers the deadwood, discard the best card.
fn play_match(m: &mut Match) {
    use ginrummy_rules::melds;
    let mut steps = 0;
    while !m.is_over() {
        steps += 1;
        assert!(steps < 100_000);
        let legal = m.legal_actions();
        let deal = m.current_deal();
        let seat = deal.to_act().unwrap();
        let hand = deal.hand(seat);
        let pick = if legal.contains(&Action::BigGin) {
            Action::BigGin
        } else if let Some(k) = legal.iter().find(|a| matches!(a, Action::Knock { .. })) {
            k.clone()
        } else {
            match deal.phase() {
                Phase::UpcardOffer | Phase::Draw => {
                    let mut with = hand;
                    with.insert(deal.top_discard().unwrap());
                    let take = melds::deadwood_after_discard(with) < melds::min_deadwood(hand);
                    let want = match (deal.phase(), take) {
                        (Phase::UpcardOffer, true) => Action::TakeUpcard,
                        (Phase::UpcardOffer, false) => Action::PassUpcard,
                        (_, true) => Action::DrawDiscard,
                        (_, false) => Action::DrawStock,
                    };
                    if legal.contains(&want) {
                        want
                    } else {
                        legal[0].clone()
                    }
                }
                Phase::Discard => {
                    let best = Action::Discard(melds::best_discard(hand).discard);
                    if legal.contains(&best) {
                        best
                    } else {
                        legal
                            .iter()
                            .find(|a| matches!(a, Action::Discard(_)))
                            .unwrap()
                            .clone()
                    }
                }
                // Lay off whatever fits, then finish.
                _ => legal[0].clone(),
            }
        };
        m.apply(pick).unwrap();
    }
}

#[test]
fn a_whole_match() {
    let mut m = Match::new(Rules::default(), 2024).unwrap();
    play_match(&mut m);
    let r = m.result().unwrap();
    assert!(r.over);
    assert_eq!(r, score_match(m.rules(), &m.outcomes()));
    let w = r.games[0].winner.unwrap();
    assert!(r.hand_points[w] >= 100);
    assert!(r.hand_points[w.other()] < 100);
    assert_eq!(r.winner, Some(w));
    // The observation of an over match is the last deal's, with the scores.
    let obs = m.observation(seat(0)).unwrap();
    assert_eq!(obs.phase, Phase::Ended);
    assert_eq!(obs.scores, r.hand_points);
    assert_eq!(obs.game_scores, vec![r.hand_points]);
    assert_eq!(m.current_deal(), &m.deals().last().unwrap().deal);
    let e = m.apply(Action::DrawStock).unwrap_err();
    assert_eq!(e.to_string(), "cannot draw_stock: the match is over");
    assert!(m.legal_actions().is_empty());
    assert_eq!(m.to_act(), None);
    assert_eq!(Match::from_json(&m.to_json()).unwrap(), m);
}

#[test]
fn hollywood_match_ends_when_all_three_games_close() {
    let mut m = Match::new(hollywood(), 99).unwrap();
    play_match(&mut m);
    let r = m.result().unwrap();
    assert!(r.games.iter().all(|g| g.closed));
    assert_eq!(r.games.len(), 3);
    assert_eq!(
        r.totals,
        [
            r.games.iter().map(|g| g.totals[seat(0)]).sum::<u32>(),
            r.games.iter().map(|g| g.totals[seat(1)]).sum::<u32>()
        ]
    );
    // Not over one deal earlier.
    let outcomes = m.outcomes();
    assert!(!score_match(m.rules(), &outcomes[..outcomes.len() - 1]).over);
    assert_eq!(m.observation(seat(1)).unwrap().game_scores.len(), 3);
}

#[test]
fn wrong_seat_and_illegal_actions_leave_the_match_unchanged() {
    let mut m = Match::new(Rules::default(), 5).unwrap();
    let before = m.clone();
    assert_eq!(
        m.apply_for(seat(0), Action::PassUpcard)
            .unwrap_err()
            .to_string(),
        "it is seat 1's turn"
    );
    assert!(m.apply(Action::DrawDiscard).is_err());
    assert_eq!(m, before);
}

#[test]
fn match_json_round_trip_and_tampering() {
    let mut m = Match::new(Rules::default(), 11).unwrap();
    exhaust(&mut m);
    m.apply(Action::PassUpcard).unwrap();
    let json = m.to_json();
    assert_eq!(Match::from_json(&json).unwrap(), m);
    let tampered = [
        // The recorded outcome does not match its deal.
        json.replacen("\"kind\":\"draw\"", "\"kind\":\"void\"", 1),
        // Deal 1 should be dealt by seat 1.
        json.replacen("\"dealer\":1", "\"dealer\":0", 1),
        // Another match seed.
        json.replacen("\"seed\":11", "\"seed\":12", 1),
        // No deal in play though the match is not over.
        {
            let i = json.find(",\"current\":").unwrap();
            format!("{},\"current\":null}}", &json[..i])
        },
    ];
    for bad in tampered {
        assert_ne!(bad, json);
        let e = Match::from_json(&bad).unwrap_err();
        assert!(matches!(e, GinError::InvalidState(_)), "{e}");
    }
}
