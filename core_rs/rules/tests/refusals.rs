//! Refusal reasons: a table of situations and the reason (and message) each refusal carries,
//! and the property that `resolve` refuses exactly like `apply` (same reason, same message) and
//! names what `apply` then does.

use ginrummy_rules::bots::{Bot, Level};
use ginrummy_rules::cards::{Card, CardSet};
use ginrummy_rules::deal::{parse_deck, Deal, Resolved};
use ginrummy_rules::error::{GinError, Reason};
use ginrummy_rules::game::Match;
use ginrummy_rules::rules::Rules;
use ginrummy_rules::seats::OtherSeat;
use ginrummy_rules::shuffle::SplitMix64;
use ginrummy_rules::Action;
use ginrummy_rules::Seat;

/// Gin seat `i` (0 or 1).
fn seat(i: usize) -> Seat {
    ginrummy_rules::seats::seat(i).expect("a Gin seat")
}

/// The deck of `golden/knock.json` (seat 0 deals). Seat 1 holds
/// `5d 6d 7d Jh Js Jc 2c 3s Ah 9s`, seat 0 `8d 9d 4d Jd Kh Qs 5c 6h 8s Tc`, the upcard is Kd
/// and the stock starts `Qc Ac`.
const DECK: &str = "5d 8d 6d 9d 7d 4d Jh Jd Js Kh Jc Qs 2c 5c 3s 6h Ah 8s 9s Tc Kd Qc Ac 3c 4c 6c 7c 8c 9c Kc Ad 2d 3d Td Qd 2h 3h 4h 5h 7h 8h 9h Th Qh As 2s 4s 5s 6s 7s Ts Ks";

/// The golden knock script: seat 1 knocks with `knock 9s` after step 7, the defender lays off.
const SCRIPT: [&str; 13] = [
    "pass_upcard",
    "pass_upcard",
    "draw_stock",
    "discard Qc",
    "draw_discard",
    "discard Kh",
    "draw_stock",
    "knock 9s",
    "lay_off 4d 0",
    "lay_off 8d 0",
    "lay_off 9d 0",
    "lay_off Jd 1",
    "finish_layoff",
];

fn deal_after(rules: Rules, steps: &[&str]) -> Deal {
    let mut deal = Deal::from_deck(rules, seat(0), parse_deck(DECK).unwrap()).unwrap();
    for s in steps {
        deal.apply(s.parse().unwrap())
            .unwrap_or_else(|e| panic!("{s}: {e}"));
    }
    deal
}

struct Case {
    /// How many steps of SCRIPT (or `alt`) to play first.
    after: &'static [&'static str],
    /// The seat that tries (`None`: the seat to act).
    seat: Option<Seat>,
    action: &'static str,
    big_gin: bool,
    reason: Reason,
    message: &'static str,
}

const fn case(
    after: &'static [&'static str],
    action: &'static str,
    reason: Reason,
    message: &'static str,
) -> Case {
    Case {
        after,
        seat: None,
        action,
        big_gin: true,
        reason,
        message,
    }
}

#[test]
fn every_deal_refusal_has_its_reason() {
    let draw = &SCRIPT[..3]; // seat 1 holds 11 after drawing Qc
    let layoff = &SCRIPT[..8]; // seat 0 lays off
    let cases = [
        case(&[], "draw_stock", Reason::WrongPhase, "cannot draw_stock now: seat 1 is offered the upcard Kd (take_upcard or pass_upcard)"),
        Case { seat: Some(seat(0)), ..case(&[], "pass_upcard", Reason::NotYourTurn, "it is seat 1's turn") },
        Case { seat: Some(seat(1)), ..case(layoff, "finish_layoff", Reason::NotYourTurn, "it is seat 0's turn") },
        case(&SCRIPT[..2], "draw_discard", Reason::MustDrawStock, "the discard pile may not be drawn on this turn: both players passed the upcard"),
        case(&SCRIPT[..2], "discard 5d", Reason::WrongPhase, "cannot discard now: draw first (draw_stock or draw_discard)"),
        case(draw, "discard Kh", Reason::NotHeld, "you do not hold Kh"),
        case(draw, "knock Kh", Reason::NotHeld, "you do not hold Kh"),
        case(&["take_upcard"], "discard Kd", Reason::JustTaken, "you may not discard Kd: you just took it from the discard pile"),
        case(&["take_upcard"], "knock Kd", Reason::JustTaken, "you may not discard Kd: you just took it from the discard pile"),
        case(draw, "knock Qc", Reason::OverKnockLimit, "cannot knock: deadwood 15 after discarding Qc exceeds the knock limit 10"),
        case(draw, "knock Qc melds 5d6d8d", Reason::InvalidMelds, ""),
        case(draw, "knock Qc melds JhJs", Reason::InvalidMelds, ""),
        case(draw, "big_gin", Reason::NotBigGin, "not big gin: your 11 cards leave deadwood 25 (Ah 2c 3s 9s Qc)"),
        Case { big_gin: false, ..case(draw, "big_gin", Reason::BigGinOff, "big gin is not allowed by these rules (big_gin is off)") },
        case(draw, "draw_stock", Reason::WrongPhase, "cannot draw_stock now: you hold 11 cards and must discard, knock or declare big_gin"),
        case(layoff, "lay_off 9d 0", Reason::DoesNotFit, "9d does not fit the knocker's meld 0 (5d 6d 7d)"),
        case(layoff, "lay_off 4d 7", Reason::NoSuchMeld, "there is no knocker meld 7: the knocker has 2 melds (indexes from 0)"),
        case(layoff, "lay_off 3s 0", Reason::NotHeld, "you do not hold 3s"),
        case(layoff, "discard 4d", Reason::WrongPhase, "cannot discard now: the defender lays off (lay_off CARD MELD) or ends with finish_layoff"),
        case(&SCRIPT, "draw_stock", Reason::DealOver, "cannot draw_stock: the deal has ended"),
    ];
    for (i, c) in cases.iter().enumerate() {
        let rules = Rules {
            big_gin: c.big_gin,
            ..Rules::default()
        };
        let mut deal = deal_after(rules, c.after);
        let action: Action = c.action.parse().unwrap();
        let seat = c.seat.or(deal.to_act());
        let before = deal.clone();
        let resolved = deal.resolve(c.seat, &action).unwrap_err();
        let applied = match (c.seat, seat) {
            (Some(s), _) => deal.apply_for(s, action.clone()).unwrap_err(),
            (None, _) => deal.apply(action.clone()).unwrap_err(),
        };
        assert_eq!(deal, before, "case {i}: a refusal changed the deal");
        assert_eq!(resolved, applied, "case {i}: resolve and apply disagree");
        assert_eq!(
            applied.reason(),
            Some(c.reason),
            "case {i} ({}): {applied}",
            c.action
        );
        if !c.message.is_empty() {
            assert_eq!(applied.to_string(), c.message, "case {i}");
        }
        if c.seat.is_none() && c.reason != Reason::NotYourTurn {
            // The seat's own observation refuses the same way.
            let obs = before.observation(seat.unwrap_or(Seat::FIRST)).unwrap();
            let by_obs = obs.check(&action).unwrap_err();
            assert_eq!(by_obs, applied, "case {i}: the observation disagrees");
        }
    }
}

#[test]
fn observation_pile_empty_and_not_your_turn() {
    let deal = deal_after(Rules::default(), &["take_upcard", "discard 5d"]);
    let mut obs = deal.observation(seat(0)).unwrap();
    obs.discards[1].taken_by = Some(seat(1));
    let e = obs.check(&Action::DrawDiscard).unwrap_err();
    assert_eq!(e.reason(), Some(Reason::PileEmpty), "{e}");
    assert_eq!(e.to_string(), "the discard pile is empty");
    let other = deal.observation(seat(1)).unwrap();
    let e = other.check(&Action::DrawStock).unwrap_err();
    assert_eq!(e.reason(), Some(Reason::NotYourTurn));
    assert_eq!(e.to_string(), "it is seat 0's turn");
    let mut bot = Bot::new(Level::Easy, 1, 5);
    let e = bot.try_act(&other).unwrap_err();
    assert_eq!(e.reason(), Some(Reason::NotYourTurn), "{e}");
    let ended = deal_after(Rules::default(), &SCRIPT)
        .observation(seat(0))
        .unwrap();
    assert_eq!(
        bot.try_act(&ended).unwrap_err().reason(),
        Some(Reason::DealOver)
    );
}

#[test]
fn malformed_actions() {
    for text in [
        "",
        "discard",
        "knock 7h 8h",
        "lay_off 7h x",
        "fold",
        "knock 7h melds As2s3",
    ] {
        let e = text.parse::<Action>().unwrap_err();
        assert_eq!(e.reason(), Some(Reason::Malformed), "{text:?}: {e}");
    }
    for json in [r#"{"type":"fold"}"#, r#"{"type":"discard"}"#, "[]"] {
        let e = Action::from_json(json).unwrap_err();
        assert_eq!(e.reason(), Some(Reason::Malformed), "{json}: {e}");
    }
    // A bad card is a card error, not a refusal.
    let e = "discard 1h".parse::<Action>().unwrap_err();
    assert!(matches!(e, GinError::InvalidCards(_)) && e.reason().is_none());
}

#[test]
fn reasons_have_stable_names() {
    let names: Vec<&str> = Reason::ALL.iter().map(|r| r.as_str()).collect();
    assert_eq!(
        names,
        [
            "not_your_turn",
            "deal_over",
            "match_over",
            "wrong_phase",
            "not_held",
            "just_taken",
            "must_draw_stock",
            "pile_empty",
            "over_knock_limit",
            "invalid_melds",
            "big_gin_off",
            "not_big_gin",
            "no_such_meld",
            "does_not_fit",
            "malformed",
            "no_legal_action",
        ]
    );
    for r in Reason::ALL {
        assert_eq!(r.to_string().parse::<Reason>().unwrap(), r);
        assert_eq!(serde_json::to_string(&r).unwrap(), format!("\"{r}\""));
    }
    assert!("bogus".parse::<Reason>().is_err());
}

fn candidates(rng: &mut SplitMix64, deal: &Deal) -> Vec<Action> {
    let mut out: Vec<Action> = [
        "take_upcard",
        "pass_upcard",
        "draw_stock",
        "draw_discard",
        "big_gin",
        "finish_layoff",
    ]
    .iter()
    .map(|t| t.parse().unwrap())
    .collect();
    for _ in 0..6 {
        let card = Card::all().nth(rng.bounded(52) as usize).unwrap();
        out.push(Action::Discard(card));
        out.push(Action::Knock {
            discard: card,
            melds: None,
        });
        out.push(Action::LayOff {
            card,
            meld: rng.bounded(3) as usize,
        });
    }
    // Declared knock melds: the best arrangement's, and a broken one.
    if let Some(seat) = deal.to_act() {
        let hand = deal.hand(seat);
        if hand.len() == 11 {
            let choice = ginrummy_rules::melds::best_discard(hand);
            let melds = choice.arrangement.melds.clone();
            out.push(Action::Knock {
                discard: choice.discard,
                melds: Some(melds.clone()),
            });
            if let Some(first) = melds.first() {
                let mut broken: CardSet = *first;
                broken.remove(first.iter().next().unwrap());
                out.push(Action::Knock {
                    discard: choice.discard,
                    melds: Some(vec![broken]),
                });
            }
        }
    }
    out.extend(deal.legal_actions());
    out
}

/// At random positions of random matches: `resolve` fails exactly when `apply` fails, with the
/// same error (reason and message), for the seat to act and for the other seat; and when it
/// succeeds it names the card that entered the hand and the melds the knock laid.
#[test]
fn resolve_agrees_with_apply() {
    let mut rng = SplitMix64::new(99);
    for seed in 0..12u64 {
        let rules = Rules {
            target_score: 40,
            ..Rules::default()
        };
        let mut m = Match::new(rules, seed).unwrap();
        let mut steps = 0;
        while !m.is_over() && steps < 400 {
            let deal = m.current_deal().clone();
            let seat = deal.to_act().unwrap();
            for action in candidates(&mut rng, &deal) {
                for who in [None, Some(seat), Some(seat.other())] {
                    let resolved = m.resolve(who, &action);
                    let mut trial = m.clone();
                    let applied = trial.apply_for(who.unwrap_or(seat), action.clone());
                    match (&resolved, &applied) {
                        (Err(r), Err(a)) => {
                            assert_eq!(r, a, "{action}");
                            assert!(r.reason().is_some());
                            assert_eq!(trial, m, "a refusal changed the match");
                        }
                        (Ok(r), Ok(())) => check_resolution(&deal, &trial, seat, &action, r),
                        _ => panic!("{action} by {who:?}: resolve {resolved:?} apply {applied:?}"),
                    }
                    if who != Some(seat.other()) {
                        assert_eq!(m.check(&action).is_ok(), resolved.is_ok(), "{action}");
                    }
                }
            }
            let legal = m.legal_actions();
            let pick = legal[rng.bounded(legal.len() as u64) as usize].clone();
            m.apply(pick).unwrap();
            steps += 1;
        }
        let e = m.resolve(None, &Action::DrawStock);
        if m.is_over() {
            assert_eq!(e.unwrap_err().reason(), Some(Reason::MatchOver));
        }
    }
}

fn check_resolution(before: &Deal, after: &Match, seat: Seat, action: &Action, r: &Resolved) {
    let gained = |card: &Card| {
        // The deal may have ended (a new one is dealt); only check while it is the same deal.
        if after.current_deal().deck() == before.deck() {
            assert!(after.current_deal().hand(seat).contains(*card));
        }
        assert!(!before.hand(seat).contains(*card));
    };
    let json = serde_json::to_value(r).unwrap();
    assert_eq!(json["type"], action.name());
    match (action, r) {
        (Action::TakeUpcard, Resolved::TakeUpcard { card })
        | (Action::DrawDiscard, Resolved::DrawDiscard { card }) => {
            assert_eq!(Some(*card), before.top_discard());
            gained(card);
        }
        (Action::DrawStock, Resolved::DrawStock { card }) => {
            assert_eq!(Some(card), before.stock().first());
            gained(card);
        }
        (
            Action::Knock { discard, melds },
            Resolved::Knock {
                discard: d,
                melds: laid,
            },
        ) => {
            assert_eq!(discard, d);
            if let Some(declared) = melds {
                assert_eq!(declared, laid);
            }
            let last = if after.current_deal().deck() == before.deck() {
                after.current_deal()
            } else {
                &after.deals().last().unwrap().deal
            };
            let knock = last.knock().unwrap();
            if knock.layoffs.is_empty() {
                assert_eq!(&knock.melds, laid);
            }
        }
        (Action::BigGin, Resolved::BigGin { melds }) => {
            let all: CardSet = melds.iter().fold(CardSet::EMPTY, |a, m| a.union(*m));
            assert_eq!(all, before.hand(seat));
            assert_eq!(
                &after.deals().last().unwrap().deal.knock().unwrap().melds,
                melds
            );
        }
        (Action::Discard(c), Resolved::Discard { card }) => assert_eq!(c, card),
        (Action::LayOff { card, meld }, Resolved::LayOff { card: c, meld: i }) => {
            assert_eq!((card, meld), (c, i));
        }
        (Action::PassUpcard, Resolved::PassUpcard)
        | (Action::FinishLayoff, Resolved::FinishLayoff) => {}
        _ => panic!("{action} resolved to {r:?}"),
    }
}
