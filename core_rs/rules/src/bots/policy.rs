//! The heuristic policies: beginner, easy and medium. Medium is also the expert's playout
//! policy, so it works on the compact [`Ctx`] and costs about a microsecond per decision.

use crate::action::Action;
use crate::bots::{cards, dd, md, Ctx, Level};
use crate::cards::{Card, CardSet};
use crate::deal::Phase;
use crate::melds;
use crate::observation::Observation;
use crate::shuffle::SplitMix64;

/// A decision of a seat holding 11 cards.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Turn {
    /// Discard this card face up.
    Discard(Card),
    /// Knock, discarding this card face down.
    Knock(Card),
    /// Lay out all 11 cards.
    BigGin,
}

// Bit masks of ranks across the four suits.
const RANK0: u64 = 1 | 1 << 13 | 1 << 26 | 1 << 39;
const RANK1: u64 = RANK0 << 1;
const RANK11: u64 = RANK0 << 11;
const RANK12: u64 = RANK0 << 12;
const SUIT: u64 = 0x1FFF;

/// Medium's tunable weights (deadwood points).
pub(crate) struct Weights {
    /// Value of one out (an unseen card that would make a meld with the kept cards).
    pub out: f64,
    /// Weight of the danger of feeding the opponent.
    pub danger: f64,
    /// How much better than keeping the hand a pile card must make it to be taken.
    pub take_margin: f64,
}

pub(crate) const MEDIUM: Weights = Weights {
    out: 0.6,
    danger: 0.5,
    take_margin: 1.5,
};

/// Cards that would make a meld with two cards of `hand` (a third of a set or of a run),
/// not in `hand`.
#[inline]
pub(crate) fn outs(hand: u64) -> u64 {
    let h = hand;
    // Card at rank r whose neighbours r-1, r-2, r+1, r+2 of the same suit are in the hand.
    let lo1 = (h << 1) & !RANK0;
    let lo2 = (h << 2) & !(RANK0 | RANK1);
    let hi1 = (h >> 1) & !RANK12;
    let hi2 = (h >> 2) & !(RANK11 | RANK12);
    let runs = (lo1 & lo2) | (lo1 & hi1) | (hi1 & hi2);
    let s = [
        h & SUIT,
        (h >> 13) & SUIT,
        (h >> 26) & SUIT,
        (h >> 39) & SUIT,
    ];
    let pairs = (s[0] & (s[1] | s[2] | s[3])) | (s[1] & (s[2] | s[3])) | (s[2] & s[3]);
    let sets = pairs | pairs << 13 | pairs << 26 | pairs << 39;
    (runs | sets) & !h & crate::cards::FULL_DECK
}

/// The cards that meld with `c` together with one more card: same rank, or same suit within
/// two ranks.
#[cfg(test)]
fn neighbours(c: Card) -> u64 {
    let r = u32::from(c.rank());
    let suit_base = 13 * u32::from(c.suit());
    let lo = r.saturating_sub(2);
    let hi = (r + 2).min(12);
    let run = ((1u64 << (hi - lo + 1)) - 1) << (suit_base + lo);
    let set = RANK0 << r;
    (run | set) & !c.bit()
}

/// The chance that the opponent holds `x`, from what this seat knows.
#[inline]
fn q(ctx: &Ctx, x: u32, p: f64, evidence: u64) -> f64 {
    let b = 1u64 << x;
    if ctx.opp_held & b != 0 {
        1.0
    } else if ctx.unseen & b == 0 {
        0.0
    } else if evidence & b != 0 {
        p * 0.5
    } else {
        p
    }
}

/// Every card related to a card of `m`: same rank, or same suit within two ranks.
#[inline]
pub(crate) fn related(m: u64) -> u64 {
    let run = ((m << 1) & !RANK0)
        | ((m << 2) & !(RANK0 | RANK1))
        | ((m >> 1) & !RANK12)
        | ((m >> 2) & !(RANK11 | RANK12));
    let r = (m | m >> 13 | m >> 26 | m >> 39) & SUIT;
    (run | r | r << 13 | r << 26 | r << 39) & crate::cards::FULL_DECK
}

/// The chance that discarding `c` gives the opponent a meld (with two cards they may hold).
pub(crate) fn danger(ctx: &Ctx, c: Card) -> f64 {
    let p = ctx.p_hidden();
    // Cards the opponent passed on or threw make their neighbours less likely in its hand.
    let evidence = related(ctx.opp_discarded | ctx.opp_declined);
    let r = u32::from(c.rank());
    let s = u32::from(c.suit());
    let qq = |rank: i32, suit: u32| -> f64 {
        if (0..13).contains(&rank) {
            q(ctx, suit * 13 + rank as u32, p, evidence)
        } else {
            0.0
        }
    };
    let mut miss = 1.0;
    // Sets: two other cards of the rank.
    let mut others = [0.0; 3];
    let mut k = 0;
    for t in 0..4 {
        if t != s {
            others[k] = qq(r as i32, t);
            k += 1;
        }
    }
    miss *= 1.0 - others[0] * others[1];
    miss *= 1.0 - others[0] * others[2];
    miss *= 1.0 - others[1] * others[2];
    // Runs: (r-2, r-1), (r-1, r+1), (r+1, r+2).
    let r = r as i32;
    for (a, b) in [(-2, -1), (-1, 1), (1, 2)] {
        miss *= 1.0 - qq(r + a, s) * qq(r + b, s);
    }
    1.0 - miss
}

/// Medium's score of keeping `kept` (10 cards) after discarding `c`: lower is better.
#[inline]
fn keep_score(ctx: &Ctx, kept: u64, dw: u32, c: Option<Card>, w: &Weights) -> f64 {
    let live = outs(kept) & ctx.unseen;
    let mut score = f64::from(dw) - w.out * f64::from(live.count_ones());
    if let Some(c) = c {
        score += w.danger * danger(ctx, c) * (6.0 + f64::from(c.value()) * 0.5);
    }
    score
}

/// One discard option of an 11-card hand: the card, the deadwood of the 10 kept and medium's
/// score of keeping them (lower is better).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct DiscardOption {
    /// The card discarded.
    pub card: Card,
    /// The minimum deadwood of the 10 cards kept.
    pub deadwood: u32,
    /// Medium's score of keeping the 10 cards with the weights of the scan: lower is better.
    pub score: f64,
}

/// The discard and knock scan of an 11-card hand, shared by every level that looks at more
/// than the deadwood (medium, the expert's candidates and its playouts): each legal discard
/// (all but the card just taken from the pile) with the deadwood left and its score.
#[derive(Debug, Clone)]
pub(crate) struct DiscardScan {
    options: [DiscardOption; 11],
    len: usize,
}

impl DiscardScan {
    /// Scans `ctx.hand` (11 cards) with the weights `w`; `scored: false` skips the scores
    /// (all 0), for the deadwood-only uses.
    pub(crate) fn new(ctx: &Ctx, w: &Weights, scored: bool) -> DiscardScan {
        let empty = DiscardOption {
            card: Card::from_index(0).expect("card 0 exists"),
            deadwood: 0,
            score: 0.0,
        };
        let mut scan = DiscardScan {
            options: [empty; 11],
            len: 0,
        };
        for c in cards(ctx.hand) {
            if Some(c) == ctx.taken || scan.len == scan.options.len() {
                continue;
            }
            let kept = ctx.hand & !c.bit();
            let deadwood = md(kept);
            let score = if scored {
                keep_score(ctx, kept, deadwood, Some(c), w)
            } else {
                0.0
            };
            scan.options[scan.len] = DiscardOption {
                card: c,
                deadwood,
                score,
            };
            scan.len += 1;
        }
        scan
    }

    /// The legal discards, in card index order.
    pub(crate) fn options(&self) -> &[DiscardOption] {
        &self.options[..self.len]
    }

    /// The discard leaving the least deadwood (ties: the highest value, then the highest
    /// index), with that deadwood.
    pub(crate) fn min_deadwood(&self) -> Option<(u32, Card)> {
        self.options()
            .iter()
            .min_by(|a, b| {
                a.deadwood
                    .cmp(&b.deadwood)
                    .then(b.card.value().cmp(&a.card.value()))
                    .then(b.card.index().cmp(&a.card.index()))
            })
            .map(|o| (o.deadwood, o.card))
    }

    /// The knock: the discard leaving the least deadwood if that is within `knock_limit`.
    pub(crate) fn knock(&self, knock_limit: u32) -> Option<(u32, Card)> {
        self.min_deadwood().filter(|&(d, _)| d <= knock_limit)
    }

    /// The options sorted best first by score (ties: the highest value, then the highest
    /// index, as for the deadwood).
    pub(crate) fn by_score(&self) -> Vec<DiscardOption> {
        let mut v = self.options().to_vec();
        v.sort_by(score_order);
        v
    }

    /// The best option by score (the first of [`DiscardScan::by_score`]).
    pub(crate) fn best_by_score(&self) -> Option<DiscardOption> {
        self.options().iter().copied().min_by(score_order)
    }

    /// Whether some legal discard leaves gin (10 cards of deadwood 0).
    pub(crate) fn gin(&self) -> bool {
        self.options().iter().any(|o| o.deadwood == 0)
    }
}

fn score_order(a: &DiscardOption, b: &DiscardOption) -> std::cmp::Ordering {
    a.score
        .total_cmp(&b.score)
        .then(b.card.value().cmp(&a.card.value()))
        .then(b.card.index().cmp(&a.card.index()))
}

/// Easy: the discard leaving the least deadwood; knock as soon as allowed.
pub(crate) fn easy_turn(ctx: &Ctx) -> Turn {
    if ctx.big_gin && md(ctx.hand) == 0 {
        return Turn::BigGin;
    }
    let (dw, c) = DiscardScan::new(ctx, &MEDIUM, false)
        .min_deadwood()
        .expect("a hand of 11 has a card to discard");
    if dw <= ctx.knock_limit {
        Turn::Knock(c)
    } else {
        Turn::Discard(c)
    }
}

/// Easy: take the top card when it lowers the deadwood.
pub(crate) fn easy_take(ctx: &Ctx) -> bool {
    match ctx.may_take() {
        Some(t) => dd(ctx.hand | t.bit()) < md(ctx.hand),
        None => false,
    }
}

/// Beginner: a high unmatched card (a random unmatched one a quarter of the time), knocking
/// at once.
fn beginner_turn(ctx: &Ctx, rng: &mut SplitMix64) -> Turn {
    let hand = CardSet(ctx.hand);
    let a = melds::arrange(hand);
    if a.deadwood == 0 && ctx.big_gin {
        return Turn::BigGin;
    }
    let mut dead: Vec<Card> = a
        .deadwood_cards
        .iter()
        .filter(|&c| Some(c) != ctx.taken)
        .collect();
    if dead.is_empty() {
        dead = hand.iter().filter(|&c| Some(c) != ctx.taken).collect();
    }
    dead.sort_by_key(|c| std::cmp::Reverse((c.value(), c.index())));
    let c = if rng.bounded(4) == 0 {
        dead[rng.bounded(dead.len() as u64) as usize]
    } else {
        dead[0]
    };
    if md(ctx.hand & !c.bit()) <= ctx.knock_limit {
        Turn::Knock(c)
    } else {
        Turn::Discard(c)
    }
}

/// The opponent's deadwood to fear when knocking, from the number of draws so far and the
/// cards it picked up: it falls faster than the average hand's (about 3.4 points a turn),
/// because the hands that undercut are the good ones.
pub(crate) fn opp_deadwood_estimate(ctx: &Ctx) -> f64 {
    let drawn = 31u32.saturating_sub(ctx.stock_size);
    let turns = f64::from(drawn) / 2.0;
    let picked = f64::from(CardSet(ctx.opp_held).len() as u32);
    (40.0 - 4.5 * turns - 4.0 * picked).max(3.0)
}

/// Medium: whether to knock with deadwood `dw` (within the limit, above 0) now: when it is
/// well below the opponent's estimated deadwood. Late in the deal that leaves gin only: a
/// late knock is undercut too often, and a deal that runs out of stock costs nothing.
///
/// Playing for the match ([`Ctx::match_view`]), it also knocks whenever the knock is more
/// likely won than undercut (`dw` below the estimate) and its expected points reach the
/// target: a small win that ends the match is worth more than waiting for a bigger one.
pub(crate) fn medium_should_knock(ctx: &Ctx, dw: u32) -> bool {
    let est = opp_deadwood_estimate(ctx);
    if f64::from(dw) + 2.0 < est * 0.8 {
        return true;
    }
    match ctx.match_view {
        Some(v) if v.me < v.target => {
            let need = f64::from(v.target - v.me);
            f64::from(dw) < est && est - f64::from(dw) >= need
        }
        _ => false,
    }
}

/// Medium's choice holding 11 cards (the expert's playout policy too).
pub(crate) fn medium_turn(ctx: &Ctx, w: &Weights) -> Turn {
    if ctx.big_gin && md(ctx.hand) == 0 {
        return Turn::BigGin;
    }
    let scan = DiscardScan::new(ctx, w, true);
    if let Some((dw, c)) = scan.knock(ctx.knock_limit) {
        if dw == 0 || medium_should_knock(ctx, dw) {
            return Turn::Knock(c);
        }
    }
    Turn::Discard(scan.best_by_score().expect("a card to discard").card)
}

/// Medium: take the top card when the best hand with it scores clearly better than the hand
/// now (which a stock draw would improve on average).
pub(crate) fn medium_take(ctx: &Ctx, w: &Weights) -> bool {
    let Some(t) = ctx.may_take() else {
        return false;
    };
    let with = ctx.hand | t.bit();
    if dd(with) >= md(ctx.hand) {
        return false;
    }
    let now = keep_score(ctx, ctx.hand, md(ctx.hand), None, w);
    let mut best = f64::INFINITY;
    for c in cards(ctx.hand) {
        let kept = with & !c.bit();
        let s = keep_score(ctx, kept, md(kept), Some(c), w);
        best = best.min(s);
    }
    best + w.take_margin < now
}

/// The cards outside `kept` that would extend one of `melds` (a lay-off target).
fn extensions(kept: u64, melds_: &[CardSet]) -> u64 {
    let mut out = 0u64;
    for m in melds_ {
        for u in cards(crate::cards::FULL_DECK & !kept) {
            if melds::fits(u, *m) {
                out |= u.bit();
            }
        }
    }
    out
}

/// The knock arrangements of the 10 cards kept after discarding `discard` that differ for
/// the defender: the minimum-deadwood arrangements, one per distinct pair of deadwood cards
/// and lay-off targets (splitting a long run in two changes neither), [`melds::arrange`]'s
/// first. Each is `(melds, expected lay-off value)` with the value as [`knock_action`] counts
/// it.
pub(crate) fn knock_arrangements(ctx: &Ctx, discard: Card) -> Vec<(Vec<CardSet>, f64)> {
    let kept = ctx.hand & !discard.bit();
    let default = melds::arrange(CardSet(kept));
    let p = ctx.p_hidden();
    let evidence = related(ctx.opp_discarded | ctx.opp_declined);
    // A lay-off target is worth its value times the chance that the defender holds it:
    // certain for a card it took from the pile, halved for cards related to ones it threw
    // or passed on (as in `danger`).
    let exposure = |targets: u64| -> f64 {
        cards(targets)
            .map(|u| q(ctx, u32::from(u.index()), p, evidence) * f64::from(u.value()))
            .sum()
    };
    let key = |melds_: &[CardSet]| {
        let dead = melds_.iter().fold(kept, |a, m| a & !m.bits());
        (dead, extensions(kept, melds_))
    };
    let mut seen = vec![key(&default.melds)];
    let mut out = vec![(default.melds.clone(), exposure(seen[0].1))];
    if default.deadwood == 0 {
        return out; // gin: no lay-offs
    }
    for a in melds::all_arrangements(CardSet(kept)) {
        let k = key(&a.melds);
        if !seen.contains(&k) {
            seen.push(k);
            out.push((a.melds, exposure(k.1)));
        }
    }
    out
}

/// The knock melds that limit the defender's lay-offs (medium and expert): among the
/// minimum-deadwood arrangements of the kept cards ([`knock_arrangements`]), the one whose
/// lay-off targets have the least expected value, the default arrangement on ties.
///
/// Why it seldom differs from the default: only about 4% of knocks have more than one
/// minimum-deadwood arrangement, most of those differ only in how a long run is split (same
/// deadwood, same targets), and the rest swap equal-valued cards (a J-Q-K run against three
/// jacks), so the targets tie unless the evidence about the opponent's hand separates them.
/// Giving up deadwood to block a lay-off costs the card's value for an expected saving of
/// about a third of the next card's value, so arrangements above the minimum are not tried.
pub(crate) fn knock_action(ctx: &Ctx, discard: Card) -> Action {
    let options = knock_arrangements(ctx, discard);
    let mut best = 0;
    for (i, o) in options.iter().enumerate() {
        if o.1 + 1e-9 < options[best].1 {
            best = i;
        }
    }
    Action::Knock {
        discard,
        melds: (best != 0).then(|| options[best].0.clone()),
    }
}

/// The decision of a level in the upcard, draw and discard phases.
pub(crate) fn decide(level: Level, ctx: &Ctx, rng: &mut SplitMix64) -> Action {
    let w = &MEDIUM;
    match ctx.phase {
        Phase::UpcardOffer | Phase::Draw => {
            let take = match level {
                Level::Beginner => false,
                Level::Easy => easy_take(ctx),
                Level::Medium | Level::Expert => medium_take(ctx, w),
            };
            match (ctx.phase, take) {
                (Phase::UpcardOffer, true) => Action::TakeUpcard,
                (Phase::UpcardOffer, false) => Action::PassUpcard,
                (_, true) => Action::DrawDiscard,
                (_, false) => Action::DrawStock,
            }
        }
        Phase::Discard => {
            let turn = match level {
                Level::Beginner => beginner_turn(ctx, rng),
                Level::Easy => easy_turn(ctx),
                Level::Medium | Level::Expert => medium_turn(ctx, w),
            };
            match turn {
                Turn::Discard(c) => Action::Discard(c),
                Turn::BigGin => Action::BigGin,
                Turn::Knock(c) if level >= Level::Medium => knock_action(ctx, c),
                Turn::Knock(c) => Action::Knock {
                    discard: c,
                    melds: None,
                },
            }
        }
        Phase::Layoff | Phase::Ended => Action::FinishLayoff,
    }
}

/// The defender's lay-off: the next card of the best plan, or `finish_layoff`.
pub(crate) fn layoff(level: Level, obs: &Observation) -> Action {
    let Some(k) = &obs.knock else {
        return Action::FinishLayoff;
    };
    if level == Level::Beginner {
        let own = melds::arrange(obs.hand);
        for c in own.deadwood_cards.iter() {
            if let Some(i) = k.melds.iter().position(|m| melds::fits(c, *m)) {
                return Action::LayOff { card: c, meld: i };
            }
        }
        return Action::FinishLayoff;
    }
    let plan = melds::best_layoffs(obs.hand, &k.melds);
    match plan.layoffs.first() {
        Some(&(card, meld)) => Action::LayOff { card, meld },
        None => Action::FinishLayoff,
    }
}

/// The card index of `c` (helper for tests of the masks).
#[cfg(test)]
fn bits_of(s: &str) -> u64 {
    s.parse::<CardSet>().unwrap().bits()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::MatchView;
    use ginrummy_cards::seat::Seat;

    #[test]
    fn outs_of_pairs_and_connectors() {
        let h = bits_of("7h 7s 2c 3c Kd");
        let o = CardSet(outs(h));
        assert_eq!(o.to_string(), "Ac 4c 7c 7d");
        // No wrap-around: Qd Kd wants only Jd.
        assert_eq!(CardSet(outs(bits_of("Qd Kd"))).to_string(), "Jd");
        assert_eq!(CardSet(outs(bits_of("Ad 3d"))).to_string(), "2d");
    }

    #[test]
    fn related_matches_neighbours() {
        for c in Card::all() {
            assert_eq!(related(c.bit()) & !c.bit(), neighbours(c), "{c}");
        }
    }

    #[test]
    fn the_scan_agrees_with_the_rules() {
        use crate::deal::Deal;
        use crate::rules::Rules;
        // Over the discard decisions of played deals: the scan's minimum is the rules' best
        // discard deadwood, and it offers a knock exactly when the rules list one.
        let mut checked = 0;
        for seed in 0..40 {
            let mut deal = Deal::new(Rules::default(), seed, Seat::FIRST).unwrap();
            let mut bots = [
                crate::bots::Bot::new(Level::Medium, 1, 50),
                crate::bots::Bot::new(Level::Easy, 2, 50),
            ];
            while let Some(seat) = deal.to_act() {
                let obs = deal.observation(seat).unwrap();
                assert_eq!(obs.must_draw_stock(), deal.must_draw_stock());
                if obs.phase == Phase::Discard {
                    let ctx = Ctx::from_observation(&obs);
                    let scan = DiscardScan::new(&ctx, &MEDIUM, true);
                    let legal = obs.legal_actions();
                    let discards = legal
                        .iter()
                        .filter(|a| matches!(a, Action::Discard(_)))
                        .count();
                    assert_eq!(scan.options().len(), discards);
                    let can_knock = legal.iter().any(|a| matches!(a, Action::Knock { .. }));
                    assert_eq!(scan.knock(ctx.knock_limit).is_some(), can_knock);
                    if ctx.taken.is_none() {
                        let (dw, _) = scan.min_deadwood().unwrap();
                        assert_eq!(dw, dd(ctx.hand));
                    }
                    let best = scan.best_by_score().unwrap();
                    assert_eq!(best, scan.by_score()[0]);
                    checked += 1;
                }
                let a = bots[usize::from(seat)].act(&obs);
                deal.apply(a).unwrap();
            }
        }
        assert!(checked > 100);
    }

    /// A lone deal under the default rules in `phase`: `hand` held, `pile` face up and nothing
    /// else known (no top, nothing taken or discarded), the opponent's 10 cards and the
    /// `stock_size` cards of the stock unseen.
    fn early_ctx(phase: Phase, hand: u64, pile: u64, stock_size: u32) -> Ctx {
        Ctx {
            phase,
            hand,
            top: None,
            taken: None,
            must_draw_stock: false,
            pile,
            opp_held: 0,
            opp_discarded: 0,
            my_discarded: 0,
            opp_declined: 0,
            unseen: crate::cards::FULL_DECK & !(hand | pile),
            opp_count: 10,
            stock_size,
            knock_limit: 10,
            big_gin: true,
            match_view: None,
        }
    }

    #[test]
    fn knock_melds_avoid_a_known_lay_off() {
        // Kept: A-2-3 of spades or three twos (equal deadwood 8 either way), and a diamond run.
        // The opponent took the 2d from the pile: the three twos would let it lay that off,
        // so the knock declares the spade run instead; without that knowledge the default
        // (the set: one lay-off target, the run has the 4s) is kept.
        let hand = bits_of("As 2s 3s 2c 2h 4c 5d 6d 7d 8d Kh");
        let mut ctx = early_ctx(Phase::Discard, hand, bits_of("Qc"), 20);
        ctx.opp_held = bits_of("2d");
        ctx.unseen &= !bits_of("2d");
        let kh: Card = "Kh".parse().unwrap();
        let options = knock_arrangements(&ctx, kh);
        assert_eq!(options.len(), 2);
        match knock_action(&ctx, kh) {
            Action::Knock { melds: Some(m), .. } => {
                assert!(m.contains(&"As 2s 3s".parse().unwrap()), "{m:?}")
            }
            other => panic!("expected declared melds, got {other}"),
        }
        ctx.opp_held = 0;
        ctx.unseen |= bits_of("2d");
        assert_eq!(
            knock_action(&ctx, kh),
            Action::Knock {
                discard: kh,
                melds: None
            }
        );
    }

    #[test]
    fn no_bot_takes_back_its_own_discard() {
        // 7h would make a run with 8h 9h: worth taking, unless this seat threw it earlier.
        let hand = bits_of("8h 9h 2c 5d Tc Js Qd Kc 3s 4d");
        let mut ctx = early_ctx(Phase::Draw, hand, bits_of("7h"), 25);
        ctx.top = Some("7h".parse().unwrap());
        assert!(medium_take(&ctx, &MEDIUM) && easy_take(&ctx));
        ctx.my_discarded = bits_of("7h");
        assert_eq!(ctx.may_take(), None);
        assert!(!medium_take(&ctx, &MEDIUM) && !easy_take(&ctx));
    }

    #[test]
    fn medium_knocks_sooner_when_a_small_win_ends_the_match() {
        let hand = bits_of("As 2s 3s 4c 4d 4h 7d 8d 9d Tc Kh");
        let mut ctx = early_ctx(Phase::Discard, hand, 0, 19);
        // Deadwood 10 with an estimated 13 for the opponent: too risky for the deal alone.
        assert!(!medium_should_knock(&ctx, 10));
        assert!(matches!(medium_turn(&ctx, &MEDIUM), Turn::Discard(_)));
        // One point short of the target: any knock win ends the match.
        ctx.match_view = Some(MatchView {
            me: 99,
            opp: 40,
            target: 100,
        });
        assert!(medium_should_knock(&ctx, 10));
        assert!(matches!(medium_turn(&ctx, &MEDIUM), Turn::Knock(_)));
        // Far from the target: the deal rule again.
        ctx.match_view = Some(MatchView {
            me: 20,
            opp: 40,
            target: 100,
        });
        assert!(!medium_should_knock(&ctx, 10));
    }

    /// Diagnostics (run with --ignored --nocapture): how often the knock melds of medium
    /// differ from the default arrangement, and why not.
    #[test]
    #[ignore]
    fn probe_knock_melds() {
        use crate::deal::Deal;
        use crate::rules::Rules;
        let level: Level =
            std::env::var("PROBE_LEVEL").map_or(Level::Medium, |s| s.parse().unwrap());
        let deals: u64 = std::env::var("PROBE_DEALS").map_or(3000, |s| s.parse().unwrap());
        let (mut knocks, mut several, mut declared, mut gins) = (0, 0, 0, 0);
        let mut exposure_ties = 0;
        for seed in 0..deals {
            let mut deal = Deal::new(
                Rules::default(),
                seed,
                crate::seats::seat((seed % 2) as usize).unwrap(),
            )
            .unwrap();
            let mut bots = [
                crate::bots::Bot::new(level, 1, 50).with_playouts(Some(100)),
                crate::bots::Bot::new(Level::Easy, 2, 50),
            ];
            while let Some(seat) = deal.to_act() {
                let obs = deal.observation(seat).unwrap();
                let a = bots[usize::from(seat)].act(&obs);
                if seat == Seat::FIRST {
                    if let Action::Knock { discard, melds } = &a {
                        let kept = CardSet(obs.hand.bits() & !discard.bit());
                        let all = melds::all_arrangements(kept);
                        if all[0].deadwood == 0 {
                            gins += 1;
                        } else {
                            knocks += 1;
                            if all.len() > 1 {
                                several += 1;
                                let distinct: std::collections::BTreeSet<u64> =
                                    all.iter().map(|x| x.deadwood_cards.bits()).collect();
                                if distinct.len() == 1 {
                                    exposure_ties += 1;
                                } else if std::env::var("PROBE_SHOW").is_ok() {
                                    let ctx = Ctx::from_observation(&obs);
                                    for (m, e) in knock_arrangements(&ctx, *discard) {
                                        let ms: Vec<String> =
                                            m.iter().map(|x| x.to_string()).collect();
                                        println!("  {ms:?} exposure {e:.2}");
                                    }
                                    println!("--");
                                }
                            }
                            if melds.is_some() {
                                declared += 1;
                            }
                        }
                    }
                }
                deal.apply(a).unwrap();
            }
        }
        println!(
            "{level}: knocks {knocks} (gins {gins}): several min arrangements {several}, of \
             which same deadwood cards {exposure_ties}; declared melds {declared}"
        );
    }

    #[test]
    fn neighbours_stay_in_suit() {
        let n = CardSet(neighbours("Ks".parse().unwrap()));
        assert_eq!(n.to_string(), "Js Qs Kc Kd Kh");
        let n = CardSet(neighbours("Ac".parse().unwrap()));
        assert_eq!(n.to_string(), "Ad Ah As 2c 3c");
    }
}
