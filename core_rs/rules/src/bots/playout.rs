//! A compact, fully determined deal for the expert's playouts: both hands and the stock order
//! are fixed (sampled), and both seats play the medium policy from their own knowledge only.

use crate::bots::policy::{self, Turn, Weights};
use crate::bots::{md, Ctx, MatchView};
use crate::cards::{Card, CardSet, FULL_DECK};
use crate::deal::{must_draw_stock, Phase};
use crate::melds;
use crate::rules::Rules;
use crate::scoring::{score_hand, HandEnd};
use crate::seats::OtherSeat;
use ginrummy_cards::seat::{BySeat, Seat};

/// A move at the root of a playout.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Move {
    /// Take the upcard or the top of the discard pile.
    Take,
    /// Pass the upcard.
    Pass,
    /// Draw from the stock.
    Stock,
    /// Discard a card.
    Discard(Card),
    /// Knock with this discard and these melds (`None`: the best arrangement).
    Knock(Card, Option<Vec<CardSet>>),
    /// Lay out all 11 cards.
    BigGin,
}

/// A determined deal in the upcard, draw or discard phase.
#[derive(Debug, Clone)]
pub(crate) struct PlayState<'r> {
    pub rules: &'r Rules,
    pub first_upcard: Card,
    pub knock_limit: u32,
    pub dealer: Seat,
    pub hands: BySeat<u64>,
    /// The stock, top first: `stock[stock_pos..]`.
    pub stock: Vec<Card>,
    pub stock_pos: usize,
    /// The face-up pile, bottom first.
    pub pile: Vec<Card>,
    pub pile_bits: u64,
    pub to_act: Seat,
    pub phase: Phase,
    pub passes: u8,
    pub discarded_any: bool,
    pub taken: Option<Card>,
    /// Cards of each seat that the other seat knows (taken from the pile, still held).
    pub held_known: BySeat<u64>,
    /// Cards each seat discarded.
    pub discarded: BySeat<u64>,
    /// Cards each seat passed on.
    pub declined: BySeat<u64>,
    /// Seats that knock as soon as they may (the opponent model of some determinisations).
    pub eager: BySeat<bool>,
    /// The match's hand points per seat and its target, when the policies play for the match.
    pub match_scores: Option<(BySeat<u32>, u32)>,
}

impl PlayState<'_> {
    fn stock_size(&self) -> u32 {
        (self.stock.len() - self.stock_pos) as u32
    }

    /// What seat `s` knows, as a policy context.
    pub fn ctx(&self, s: Seat) -> Ctx {
        let o = s.other();
        let hand = self.hands[s];
        Ctx {
            phase: self.phase,
            hand,
            top: self.pile.last().copied(),
            taken: if self.to_act == s { self.taken } else { None },
            // The pile's history is the upcard alone until the first discard.
            must_draw_stock: must_draw_stock(
                self.phase,
                usize::from(self.passes),
                if self.discarded_any { 2 } else { 1 },
            ),
            pile: self.pile_bits,
            opp_held: self.held_known[o],
            opp_discarded: self.discarded[o],
            my_discarded: self.discarded[s],
            opp_declined: self.declined[o],
            unseen: FULL_DECK & !(hand | self.pile_bits | self.held_known[o]),
            opp_count: self.hands[o].count_ones(),
            stock_size: self.stock_size(),
            knock_limit: self.knock_limit,
            big_gin: self.rules.big_gin,
            match_view: self.match_scores.map(|(sc, target)| MatchView {
                me: sc[s],
                opp: sc[o],
                target,
            }),
        }
    }

    fn take_top(&mut self) {
        let s = self.to_act;
        let t = self.pile.pop().expect("a card on the pile");
        self.pile_bits &= !t.bit();
        self.hands[s] |= t.bit();
        self.held_known[s] |= t.bit();
        self.taken = Some(t);
        self.phase = Phase::Discard;
    }

    fn pass(&mut self) {
        let s = self.to_act;
        if let Some(&t) = self.pile.last() {
            self.declined[s] |= t.bit();
        }
        self.passes += 1;
        if self.passes == 1 {
            self.to_act = self.to_act.other();
        } else {
            self.phase = Phase::Draw;
            self.to_act = self.dealer.other();
        }
    }

    fn draw_stock(&mut self) {
        let s = self.to_act;
        if let Some(&t) = self.pile.last() {
            self.declined[s] |= t.bit();
        }
        let c = self.stock[self.stock_pos];
        self.stock_pos += 1;
        self.hands[s] |= c.bit();
        self.taken = None;
        self.phase = Phase::Discard;
    }

    /// Discards `c`; returns the deal's value for `root` if the stock ran out.
    fn discard(&mut self, c: Card) -> Option<i32> {
        let s = self.to_act;
        self.hands[s] &= !c.bit();
        self.held_known[s] &= !c.bit();
        self.discarded[s] |= c.bit();
        self.pile.push(c);
        self.pile_bits |= c.bit();
        self.discarded_any = true;
        self.taken = None;
        if self.stock_size() <= 2 {
            return Some(0);
        }
        self.phase = Phase::Draw;
        self.to_act = self.to_act.other();
        None
    }

    /// The value for `root` of a knock by the seat to act.
    fn knock(&mut self, c: Card, declared: Option<Vec<CardSet>>, root: Seat) -> i32 {
        let s = self.to_act;
        let kept = self.hands[s] & !c.bit();
        let defender = CardSet(self.hands[s.other()]);
        let dw = md(kept);
        let end = if dw == 0 {
            HandEnd::Gin {
                knocker: s,
                defender_deadwood: melds::min_deadwood(defender),
            }
        } else {
            let melds_ = declared.unwrap_or_else(|| melds::arrange(CardSet(kept)).melds);
            HandEnd::Knock {
                knocker: s,
                knocker_deadwood: dw,
                defender_deadwood: melds::best_layoffs(defender, &melds_).arrangement.deadwood,
            }
        };
        self.value(end, root)
    }

    /// The value for `root` of big gin by the seat to act.
    fn big_gin(&self, root: Seat) -> i32 {
        let s = self.to_act;
        let end = HandEnd::BigGin {
            knocker: s,
            defender_deadwood: md(self.hands[s.other()]),
        };
        self.value(end, root)
    }

    fn value(&self, end: HandEnd, root: Seat) -> i32 {
        let o = score_hand(self.rules, self.first_upcard, end);
        match o.winner {
            Some(w) if w == root => o.points as i32,
            Some(_) => -(o.points as i32),
            None => 0,
        }
    }

    /// Plays `m` for the seat to act, then both seats by the medium policy to the end of the
    /// deal. Returns the points for `root` (negative when the opponent scores).
    pub fn play(mut self, m: &Move, root: Seat, w: &Weights) -> i32 {
        match m {
            Move::Take => self.take_top(),
            Move::Pass => self.pass(),
            Move::Stock => self.draw_stock(),
            Move::Discard(c) => {
                if let Some(v) = self.discard(*c) {
                    return v;
                }
            }
            Move::Knock(c, melds_) => return self.knock(*c, melds_.clone(), root),
            Move::BigGin => return self.big_gin(root),
        }
        self.finish(root, w)
    }

    /// The medium policy's turn, or an eager seat's knock as soon as it may.
    fn turn(&self, ctx: &Ctx, w: &Weights) -> Turn {
        if self.eager[self.to_act] {
            if let t @ (Turn::Knock(_) | Turn::BigGin) = policy::easy_turn(ctx) {
                return t;
            }
        }
        policy::medium_turn(ctx, w)
    }

    /// Plays both seats by the medium policy to the end of the deal.
    fn finish(&mut self, root: Seat, w: &Weights) -> i32 {
        loop {
            let ctx = self.ctx(self.to_act);
            match self.phase {
                Phase::UpcardOffer => {
                    if policy::medium_take(&ctx, w) {
                        self.take_top();
                    } else {
                        self.pass();
                    }
                }
                Phase::Draw => {
                    if policy::medium_take(&ctx, w) {
                        self.take_top();
                    } else {
                        self.draw_stock();
                    }
                }
                Phase::Discard => match self.turn(&ctx, w) {
                    Turn::Discard(c) => {
                        if let Some(v) = self.discard(c) {
                            return v;
                        }
                    }
                    Turn::Knock(c) => return self.knock(c, None, root),
                    Turn::BigGin => return self.big_gin(root),
                },
                Phase::Layoff | Phase::Ended => unreachable!("playouts end at the knock"),
            }
        }
    }
}
