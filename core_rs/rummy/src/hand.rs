//! One hand of classic Rummy as a state machine (`RULES-RUMMY.md`, "A hand").
//!
//! A [`Hand`] is dealt from a seed ([`Hand::new`]) or an explicit deck order
//! ([`Hand::from_deck`], so that a service can commit to the deck before play): one card at a
//! time from the seat after the dealer, 10 each with 2 seats and 7 each with 3 or 4; the next
//! card starts the discard pile; the rest is the stock, its top first.
//!
//! Each turn the seat to act draws (`draw_stock` or `draw_discard`), then melds, lays off and
//! swaps jokers as it likes, then discards. [`Hand::resolve`] is the one place that decides
//! whether an action is legal; [`Hand::legal_actions`] lists every candidate it accepts, and
//! [`Hand::apply`] applies what it accepts (a refused action changes nothing).
//!
//! At the start of every turn, in this order: the one-card stalemate (rule 6), the turn limit
//! (precise point 7), then an empty stock is rebuilt from the discard pile but its top card
//! (a new shuffle seeded `deal_seed(reshuffle seed, r)` for the hand's rebuild `r = 0, 1, ..`,
//! or under `reshuffle_mode: turn` the pile turned over, its oldest card on top), unless no
//! rebuild is left or the pile holds only its top card: a stalemate.

use ginrummy_cards::shuffle::{deal_seed, shuffle};
use ginrummy_cards::{BySeat, Seat, Seats};
use serde::{Deserialize, Serialize};

use crate::action::{Action, Resolved};
use crate::card::{check_deck, deck, AnyCard, AnyCards};
use crate::error::{Reason, Result, RummyError};
use crate::meld::{every_meld, Shape, TableMeld};
use crate::observation::Observation;
use crate::options::{seats as check_seats, ReshuffleMode, RummyOptions};
use crate::scoring::{HandEnd, Stalemate};

/// Where a hand is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// The seat to act must draw.
    Draw,
    /// The seat to act has drawn: meld, lay off, swap, discard.
    Play,
    /// The hand is over.
    Ended,
}

/// One card put on the discard pile, in order of play (public).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DiscardEntry {
    /// The card.
    pub card: AnyCard,
    /// Who discarded it; `None` for the card that started the pile.
    pub by: Option<Seat>,
    /// Who took it from the pile, if anyone.
    pub taken_by: Option<Seat>,
}

/// A rebuild of the stock from the discard pile.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub struct Rebuild {
    /// The turn it started.
    pub turn: u32,
    /// The shuffle's seed (`None` under `reshuffle_mode: turn`).
    pub seed: Option<u64>,
    /// The new stock, its top first: committed before its first draw, revealed after the hand.
    pub order: Vec<AnyCard>,
}

/// One hand. See the module docs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hand {
    pub(crate) options: RummyOptions,
    pub(crate) seats: Seats,
    pub(crate) dealer: Seat,
    reshuffle_seed: u64,
    deck: Vec<AnyCard>,
    pub(crate) hands: BySeat<AnyCards>,
    /// The stock, its top last.
    stock: Vec<AnyCard>,
    /// The face-up discard pile, its top last.
    pub(crate) pile: Vec<AnyCard>,
    pub(crate) discards: Vec<DiscardEntry>,
    pub(crate) melds: Vec<TableMeld>,
    pub(crate) to_act: Seat,
    pub(crate) phase: Phase,
    pub(crate) turn: u32,
    /// The card taken from the discard pile this turn.
    pub(crate) taken: Option<AnyCard>,
    laid_this_turn: bool,
    laid_before: BySeat<bool>,
    pub(crate) rebuilds: Vec<Rebuild>,
    pub(crate) end: Option<HandEnd>,
}

/// Cards dealt to each seat: 10 with 2 seats, 7 with 3 or 4.
pub fn hand_size(seats: Seats) -> usize {
    if seats.count() == 2 {
        10
    } else {
        7
    }
}

impl Hand {
    /// Deals a hand shuffled from `seed` (its rebuilds seeded from it too).
    pub fn new(options: RummyOptions, seats: usize, dealer: Seat, seed: u64) -> Result<Hand> {
        let cards = deck(seed, options.jokers);
        Hand::from_deck(options, seats, dealer, cards, seed)
    }

    /// Deals `cards` (the deck in dealing order: 52 cards, 54 with jokers); the stock rebuilds
    /// are shuffled from `reshuffle_seed`.
    pub fn from_deck(
        options: RummyOptions,
        seats: usize,
        dealer: Seat,
        cards: Vec<AnyCard>,
        reshuffle_seed: u64,
    ) -> Result<Hand> {
        options.validate()?;
        let seats = check_seats(seats)?;
        if !seats.contains(dealer) {
            return Err(RummyError::InvalidState(format!(
                "the dealer {dealer} is not a seat of {} seats",
                seats.count()
            )));
        }
        check_deck(&cards, options.jokers)?;
        let size = hand_size(seats);
        let n = seats.count();
        let mut hands = BySeat::splat(seats, AnyCards::EMPTY);
        let mut seat = seats.next(dealer);
        for &c in &cards[..size * n] {
            hands[seat].insert(c);
            seat = seats.next(seat);
        }
        let upcard = cards[size * n];
        let stock: Vec<AnyCard> = cards[size * n + 1..].iter().rev().copied().collect();
        let mut hand = Hand {
            laid_before: BySeat::splat(seats, false),
            options,
            seats,
            dealer,
            reshuffle_seed,
            deck: cards,
            hands,
            stock,
            pile: vec![upcard],
            discards: vec![DiscardEntry {
                card: upcard,
                by: None,
                taken_by: None,
            }],
            melds: Vec::new(),
            to_act: dealer,
            phase: Phase::Draw,
            turn: 0,
            taken: None,
            laid_this_turn: false,
            rebuilds: Vec::new(),
            end: None,
        };
        hand.start_turn(seats.next(dealer));
        Ok(hand)
    }

    /// A hand of the expert's search: what `obs`'s seat sees, with the hidden cards filled in
    /// (`hands`, every seat's; `stock`, its top first), the table's melds read back, the
    /// rebuilds so far counted (their orders are not needed) and later ones seeded from
    /// `reshuffle_seed`; `laid` says who has laid something this hand (for going rummy).
    /// The discard history is left out: the playouts do not read it.
    pub(crate) fn determinised(
        options: RummyOptions,
        obs: &Observation,
        hands: BySeat<AnyCards>,
        melds: Vec<TableMeld>,
        stock: Vec<AnyCard>,
        reshuffle_seed: u64,
        laid: BySeat<bool>,
    ) -> Hand {
        let seats = hands.seats();
        let laid_this_turn = obs.to_act.is_some_and(|s| laid[s]) && obs.phase == Phase::Play;
        Hand {
            laid_before: laid,
            options,
            seats,
            dealer: obs.dealer,
            reshuffle_seed,
            deck: Vec::new(),
            hands,
            stock: stock.into_iter().rev().collect(),
            pile: obs.pile.clone(),
            discards: Vec::new(),
            melds,
            to_act: obs.to_act.unwrap_or(obs.seat),
            phase: obs.phase,
            turn: obs.turn,
            taken: obs.taken,
            laid_this_turn,
            rebuilds: obs
                .rebuilds
                .iter()
                .map(|r| Rebuild {
                    turn: r.turn,
                    seed: None,
                    order: Vec::new(),
                })
                .collect(),
            end: None,
        }
    }

    /// The options.
    pub fn options(&self) -> &RummyOptions {
        &self.options
    }

    /// The table's seats.
    pub fn seats(&self) -> Seats {
        self.seats
    }

    /// The dealer.
    pub fn dealer(&self) -> Seat {
        self.dealer
    }

    /// The deck in dealing order (public once the hand is over).
    pub fn deck(&self) -> &[AnyCard] {
        &self.deck
    }

    /// The seed of the stock rebuilds.
    pub fn reshuffle_seed(&self) -> u64 {
        self.reshuffle_seed
    }

    /// The seat to act; `None` once the hand is over.
    pub fn to_act(&self) -> Option<Seat> {
        (self.phase != Phase::Ended).then_some(self.to_act)
    }

    /// The phase.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The turn number, from 1.
    pub fn turn(&self) -> u32 {
        self.turn
    }

    /// `seat`'s cards.
    pub fn hand(&self, seat: Seat) -> AnyCards {
        self.hands[seat]
    }

    /// The stock, its top first.
    pub fn stock(&self) -> Vec<AnyCard> {
        self.stock.iter().rev().copied().collect()
    }

    /// The face-up discard pile, its top last.
    pub fn pile(&self) -> &[AnyCard] {
        &self.pile
    }

    /// The melds on the table, by id.
    pub fn melds(&self) -> &[TableMeld] {
        &self.melds
    }

    /// The stock rebuilds so far.
    pub fn rebuilds(&self) -> &[Rebuild] {
        &self.rebuilds
    }

    /// How the hand ended, once it has.
    pub fn end(&self) -> Option<&HandEnd> {
        self.end.as_ref()
    }

    /// Whether the hand is over.
    pub fn is_over(&self) -> bool {
        self.phase == Phase::Ended
    }

    /// The hand's zero-sum returns (0 for everyone until it is won).
    pub fn returns(&self) -> BySeat<f64> {
        self.end
            .as_ref()
            .map_or_else(|| BySeat::splat(self.seats, 0.0), HandEnd::returns)
    }

    /// What `action` does for the seat to act, or why it is refused (nothing changes).
    pub fn resolve(&self, action: &Action) -> Result<Resolved> {
        self.resolve_for(self.to_act, action)
    }

    /// What `action` would do for `seat`, or why it is refused: the one decision of legality.
    pub fn resolve_for(&self, seat: Seat, action: &Action) -> Result<Resolved> {
        let refuse = |reason, message: String| Err(RummyError::illegal(reason, message));
        if self.phase == Phase::Ended {
            return refuse(
                Reason::HandOver,
                format!("cannot {}: the hand is over", action.name()),
            );
        }
        if !self.seats.contains(seat) || seat != self.to_act {
            return refuse(
                Reason::NotYourTurn,
                format!(
                    "cannot {}: it is seat {}'s turn",
                    action.name(),
                    self.to_act
                ),
            );
        }
        let hand = self.hands[seat];
        match (self.phase, action) {
            (Phase::Draw, Action::DrawStock) => {
                let card = *self.stock.last().expect("a turn starts with a stock");
                Ok(Resolved::DrawStock { card })
            }
            (Phase::Draw, Action::DrawDiscard) => match self.pile.last() {
                Some(&card) => Ok(Resolved::DrawDiscard { card }),
                None => refuse(Reason::PileEmpty, "cannot draw_discard: the discard pile is empty".into()),
            },
            (Phase::Draw, _) => refuse(Reason::WrongPhase, format!("cannot {}: draw first (draw_stock or draw_discard)", action.name())),
            (Phase::Play, Action::DrawStock | Action::DrawDiscard) => {
                refuse(Reason::WrongPhase, format!("cannot {}: you have drawn this turn", action.name()))
            }
            (Phase::Play, _) if self.taken.is_some_and(|t| hand == AnyCards::from_cards([t]).expect("one card")) => match action {
                Action::LayOff { card, .. } if Some(*card) == self.taken => self.resolve_play(seat, action),
                _ => refuse(
                    Reason::OnlyLayOff,
                    format!("cannot {}: your only card is {}, taken from the pile this turn: lay it off to go out", action.name(), self.taken.expect("taken")),
                ),
            },
            (Phase::Play, _) => self.resolve_play(seat, action),
            (Phase::Ended, _) => unreachable!("checked above"),
        }
    }

    /// A meld, lay-off, swap or discard after drawing.
    fn resolve_play(&self, seat: Seat, action: &Action) -> Result<Resolved> {
        let high = self.options.ace_high_or_low();
        let hand = self.hands[seat];
        let not_held = |c: AnyCard| {
            RummyError::illegal(
                Reason::NotHeld,
                format!("cannot {}: you do not hold {c}", action.name()),
            )
        };
        match action {
            Action::Meld { cards, jokers } => {
                if let Some(c) = cards.difference(hand).iter().next() {
                    return Err(not_held(c));
                }
                let shape = Shape::from_cards(*cards, jokers, high).map_err(|m| {
                    RummyError::illegal(Reason::InvalidMeld, format!("cannot meld: {m}"))
                })?;
                let mut table = self.melds.clone();
                let id = table.len() as u32;
                table.push(TableMeld {
                    id,
                    owner: seat,
                    shape,
                });
                self.check_leaves(action, hand.difference(*cards), &table)?;
                Ok(Resolved::Meld {
                    meld: id,
                    cards: *cards,
                    jokers: jokers.clone(),
                })
            }
            Action::LayOff {
                card,
                meld,
                stands_for,
            } => {
                if !hand.contains(*card) {
                    return Err(not_held(*card));
                }
                let Some(at) = self.melds.iter().position(|m| m.id == *meld) else {
                    return Err(RummyError::illegal(
                        Reason::NoSuchMeld,
                        format!("cannot lay_off: there is no meld {meld} on the table"),
                    ));
                };
                let mut table = self.melds.clone();
                let before = table[at].shape.clone();
                table[at]
                    .shape
                    .lay_off(*card, *stands_for, high)
                    .map_err(|m| {
                        RummyError::illegal(
                            Reason::DoesNotFit,
                            format!("cannot lay_off {card} on meld {meld}: {m}"),
                        )
                    })?;
                let mut rest = hand;
                rest.remove(*card);
                self.check_leaves(action, rest, &table)?;
                let place = match (&before, card.natural()) {
                    (_, Some(c)) => Some(c),
                    (Shape::Set { .. }, None) => None,
                    (Shape::Run { .. }, None) => *stands_for,
                };
                Ok(Resolved::LayOff {
                    card: *card,
                    meld: *meld,
                    stands_for: place,
                })
            }
            Action::SwapJoker { card, joker } => {
                if !hand.contains((*card).into()) {
                    return Err(not_held((*card).into()));
                }
                let Some(meld) = self
                    .melds
                    .iter()
                    .find(|m| m.shape.cards().contains(*joker) && joker.is_joker())
                else {
                    return Err(RummyError::illegal(
                        Reason::NotAJoker,
                        format!("cannot swap_joker: {joker} is not a joker on the table"),
                    ));
                };
                let mut table = self.melds.clone();
                let at = table
                    .iter()
                    .position(|m| m.id == meld.id)
                    .expect("on the table");
                table[at].shape.swap(*card, *joker).map_err(|m| {
                    RummyError::illegal(Reason::DoesNotFit, format!("cannot swap_joker: {m}"))
                })?;
                // The joker taken back may be the pile's card, just laid off: the same rule.
                let mut rest = hand;
                rest.remove((*card).into());
                rest.insert(*joker);
                self.check_leaves(action, rest, &table)?;
                Ok(Resolved::SwapJoker {
                    card: *card,
                    joker: *joker,
                    meld: meld.id,
                })
            }
            Action::Discard { card } => {
                if !hand.contains(*card) {
                    return Err(not_held(*card));
                }
                if self.taken == Some(*card) {
                    return Err(RummyError::illegal(
                        Reason::JustTaken,
                        format!(
                            "cannot discard {card}: you took it from the discard pile this turn"
                        ),
                    ));
                }
                Ok(Resolved::Discard { card: *card })
            }
            Action::DrawStock | Action::DrawDiscard => unreachable!("draws are decided by phase"),
        }
    }

    /// Whether a meld, lay-off or swap may leave `rest` in hand with `table` on the table: not the
    /// last card under `must_discard_to_go_out`; not the card taken from the pile alone unless
    /// it can then be laid off (and the hand may go out without a discard).
    fn check_leaves(&self, action: &Action, rest: AnyCards, table: &[TableMeld]) -> Result<()> {
        let must_discard = self.options.must_discard_to_go_out;
        if rest.is_empty() && must_discard {
            return Err(RummyError::illegal(
                Reason::MustDiscard,
                format!(
                    "cannot {}: the last card must go by a discard (must_discard_to_go_out)",
                    action.name()
                ),
            ));
        }
        if let Some(taken) = self.taken {
            if rest == AnyCards::from_cards([taken]).expect("one card") {
                let fits = table
                    .iter()
                    .any(|m| m.shape.takes_some(taken, self.options.ace_high_or_low()));
                if must_discard || !fits {
                    return Err(RummyError::illegal(
                        Reason::JustTaken,
                        format!("cannot {}: it would leave {taken}, taken from the pile this turn, as your only card, and it cannot go out", action.name()),
                    ));
                }
            }
        }
        Ok(())
    }

    /// Applies `action` for the seat to act.
    pub fn apply(&mut self, action: Action) -> Result<Resolved> {
        self.apply_for(self.to_act, action)
    }

    /// Applies `action` for `seat`; a refused action changes nothing.
    pub fn apply_for(&mut self, seat: Seat, action: Action) -> Result<Resolved> {
        let resolved = self.resolve_for(seat, &action)?;
        self.perform(seat, &action, &resolved);
        Ok(resolved)
    }

    fn perform(&mut self, seat: Seat, action: &Action, resolved: &Resolved) {
        let high = self.options.ace_high_or_low();
        match resolved {
            Resolved::DrawStock { card } => {
                self.stock.pop();
                self.hands[seat].insert(*card);
                self.phase = Phase::Play;
            }
            Resolved::DrawDiscard { card } => {
                self.pile.pop();
                if let Some(e) = self
                    .discards
                    .iter_mut()
                    .rev()
                    .find(|e| e.card == *card && e.taken_by.is_none())
                {
                    e.taken_by = Some(seat);
                }
                self.hands[seat].insert(*card);
                self.taken = Some(*card);
                self.phase = Phase::Play;
            }
            Resolved::Meld { meld, cards, .. } => {
                let Action::Meld { jokers, .. } = action else {
                    unreachable!("a meld")
                };
                let shape = Shape::from_cards(*cards, jokers, high).expect("resolved");
                self.melds.push(TableMeld {
                    id: *meld,
                    owner: seat,
                    shape,
                });
                self.hands[seat] = self.hands[seat].difference(*cards);
                self.laid(seat);
            }
            Resolved::LayOff { card, meld, .. } => {
                let Action::LayOff { stands_for, .. } = action else {
                    unreachable!("a lay-off")
                };
                let m = self
                    .melds
                    .iter_mut()
                    .find(|m| m.id == *meld)
                    .expect("resolved");
                m.shape.lay_off(*card, *stands_for, high).expect("resolved");
                self.hands[seat].remove(*card);
                self.laid(seat);
            }
            Resolved::SwapJoker { card, joker, meld } => {
                let m = self
                    .melds
                    .iter_mut()
                    .find(|m| m.id == *meld)
                    .expect("resolved");
                m.shape.swap(*card, *joker).expect("resolved");
                self.hands[seat].remove((*card).into());
                self.hands[seat].insert(*joker);
                self.laid_this_turn = true;
            }
            Resolved::Discard { card } => {
                self.hands[seat].remove(*card);
                self.pile.push(*card);
                self.discards.push(DiscardEntry {
                    card: *card,
                    by: Some(seat),
                    taken_by: None,
                });
                if self.hands[seat].is_empty() {
                    self.go_out(seat);
                } else {
                    self.laid_before[seat] |= self.laid_this_turn;
                    self.start_turn(self.seats.next(seat));
                }
            }
        }
    }

    /// After a meld or lay-off: the seat has laid something this turn, and goes out if its hand
    /// is empty.
    fn laid(&mut self, seat: Seat) {
        self.laid_this_turn = true;
        if self.hands[seat].is_empty() {
            self.go_out(seat);
        }
    }

    fn go_out(&mut self, seat: Seat) {
        let rummy = !self.laid_before[seat];
        self.end = Some(HandEnd::won(
            &self.options,
            seat,
            rummy,
            self.turn,
            self.hands,
        ));
        self.phase = Phase::Ended;
    }

    fn stalemate(&mut self, why: Stalemate) {
        self.end = Some(HandEnd::stalemate(
            &self.options,
            why,
            self.turn,
            self.hands,
        ));
        self.phase = Phase::Ended;
    }

    /// Starts `seat`'s turn: the stalemate checks and the stock rebuild (module docs).
    fn start_turn(&mut self, seat: Seat) {
        self.turn += 1;
        self.to_act = seat;
        self.phase = Phase::Draw;
        self.taken = None;
        self.laid_this_turn = false;
        if self.no_play_can_finish() {
            self.stalemate(Stalemate::NoPlayCanFinish);
        } else if self.turn > self.options.turn_limit {
            self.stalemate(Stalemate::TurnLimit);
        } else if self.stock.is_empty() {
            if self.rebuilds.len() >= usize::from(self.options.reshuffles) || self.pile.len() <= 1 {
                self.stalemate(Stalemate::StockExhausted);
            } else {
                self.rebuild();
            }
        }
    }

    /// Rule 6: every hand holds one card and no card off the table fits a meld on it.
    fn no_play_can_finish(&self) -> bool {
        if self.hands.iter().any(|h| h.len() != 1) {
            return false;
        }
        let high = self.options.ace_high_or_low();
        let off_table = self
            .hands
            .iter()
            .copied()
            .chain(
                self.stock
                    .iter()
                    .chain(&self.pile)
                    .map(|&c| AnyCards::from_cards([c]).expect("one card")),
            )
            .fold(AnyCards::EMPTY, AnyCards::union);
        !off_table
            .iter()
            .any(|c| self.melds.iter().any(|m| m.shape.takes_some(c, high)))
    }

    /// The discard pile but its top card becomes the stock.
    fn rebuild(&mut self) {
        let top = self.pile.pop().expect("a pile of two or more");
        // The pile bottom first: turned over, its oldest card is the new top.
        let mut order: Vec<AnyCard> = std::mem::replace(&mut self.pile, vec![top]);
        let seed = match self.options.reshuffle_mode {
            ReshuffleMode::Shuffle => {
                let seed = deal_seed(self.reshuffle_seed, self.rebuilds.len() as u64);
                shuffle(&mut order, seed);
                Some(seed)
            }
            ReshuffleMode::Turn => None,
        };
        self.stock = order.iter().rev().copied().collect();
        self.rebuilds.push(Rebuild {
            turn: self.turn,
            seed,
            order,
        });
    }

    /// Every action the seat to act may take (empty once over), each accepted by
    /// [`Hand::resolve`]: draws; then every meld of the hand (each joker of a run with each
    /// card it may stand for), every lay-off, every joker swap and every discard.
    pub fn legal_actions(&self) -> Vec<Action> {
        match self.phase {
            Phase::Ended => Vec::new(),
            Phase::Draw => [Action::DrawStock, Action::DrawDiscard]
                .into_iter()
                .filter(|a| self.resolve(a).is_ok())
                .collect(),
            Phase::Play => self
                .play_candidates()
                .into_iter()
                .filter(|a| self.resolve(a).is_ok())
                .collect(),
        }
    }

    /// The plays the hand of the seat to act could make, before the rules' checks.
    pub(crate) fn play_candidates(&self) -> Vec<Action> {
        let high = self.options.ace_high_or_low();
        let hand = self.hands[self.to_act];
        let mut out: Vec<Action> = every_meld(hand, high)
            .into_iter()
            .map(|(cards, jokers)| Action::Meld { cards, jokers })
            .collect();
        for m in &self.melds {
            for card in hand.iter() {
                for stands_for in m.shape.lay_offs(card, high) {
                    out.push(Action::LayOff {
                        card,
                        meld: m.id,
                        stands_for,
                    });
                }
            }
            for (card, joker) in m.shape.swaps() {
                if hand.contains(card.into()) {
                    out.push(Action::SwapJoker { card, joker });
                }
            }
        }
        out.extend(hand.iter().map(|card| Action::Discard { card }));
        out
    }

    /// Checks that the cards are all accounted for: the hands, the stock, the pile and the melds
    /// are disjoint and make the deck.
    pub fn check_invariants(&self) -> Result<()> {
        let mut seen = AnyCards::EMPTY;
        let mut count = 0;
        let groups = self
            .hands
            .iter()
            .copied()
            .chain(self.melds.iter().map(|m| m.shape.cards()))
            .chain(
                self.stock
                    .iter()
                    .chain(&self.pile)
                    .map(|&c| AnyCards::from_cards([c]).expect("one card")),
            );
        for g in groups {
            if g.bits() & seen.bits() != 0 {
                return Err(RummyError::InvalidState(format!(
                    "cards {g} are in two places"
                )));
            }
            seen = seen.union(g);
            count += g.len();
        }
        if seen != crate::card::full_deck(self.options.jokers) || count != self.deck.len() {
            return Err(RummyError::InvalidState(
                "the cards do not make the deck".into(),
            ));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::parse_list;

    fn cards(s: &str) -> AnyCards {
        s.parse().unwrap()
    }

    fn meld(id: u32, s: &str) -> TableMeld {
        let shape = Shape::from_cards(cards(s), &Default::default(), false).unwrap();
        TableMeld {
            id,
            owner: Seat::FIRST,
            shape,
        }
    }

    /// A two-seat hand whose cards are then placed by hand (the deck is only dealt).
    fn placed(hands: [&str; 2], melds: Vec<TableMeld>, stock: &str, pile: &str) -> Hand {
        placed_with(RummyOptions::default(), hands, melds, stock, pile)
    }

    fn placed_with(
        options: RummyOptions,
        hands: [&str; 2],
        melds: Vec<TableMeld>,
        stock: &str,
        pile: &str,
    ) -> Hand {
        let mut h = Hand::new(options, 2, Seat::FIRST, 1).unwrap();
        for (s, text) in h.seats.iter().zip(hands) {
            h.hands[s] = cards(text);
        }
        h.melds = melds;
        h.stock = parse_list(stock).unwrap();
        h.pile = parse_list(pile).unwrap();
        h.turn = 40;
        h
    }

    #[test]
    fn rule_6_stalemate_when_every_hand_holds_one_card_and_nothing_fits() {
        // Full sets and a run whose neighbours lie in those sets: nothing off the table fits.
        let table = vec![
            meld(0, "3c 3d 3h 3s"),
            meld(1, "4h 5h 6h"),
            meld(2, "7c 7d 7h 7s"),
        ];
        let mut h = placed(["Kc", "Qd"], table.clone(), "2c 9d", "Jh");
        h.start_turn(Seat::FIRST);
        let end = h.end().expect("a stalemate");
        assert_eq!(end.stalemate, Some(Stalemate::NoPlayCanFinish));
        assert_eq!(end.points, [0, 0]);
        // One card off the table that fits (3s completes the set of threes): play goes on.
        let open = vec![
            meld(0, "3c 3d 3h"),
            meld(1, "4h 5h 6h"),
            meld(2, "7c 7d 7h 7s"),
        ];
        let mut h = placed(["Kc", "Qd"], open, "2c 3s", "Jh");
        h.start_turn(Seat::FIRST);
        assert!(!h.is_over());
        // Two cards in a hand: play goes on.
        let mut h = placed(["Kc Ks", "Qd"], table, "2c 9d", "Jh");
        h.start_turn(Seat::FIRST);
        assert!(!h.is_over());
    }

    #[test]
    fn precise_point_1_one_card_check_comes_before_the_stock_and_a_lone_top_card_is_a_stalemate() {
        let table = vec![
            meld(0, "3c 3d 3h 3s"),
            meld(1, "4h 5h 6h"),
            meld(2, "7c 7d 7h 7s"),
        ];
        // Empty stock too: the one-card stalemate is found first.
        let mut h = placed(["Kc", "Qd"], table, "", "Jh 9d");
        h.start_turn(Seat::FIRST);
        assert_eq!(h.end().unwrap().stalemate, Some(Stalemate::NoPlayCanFinish));
        // An empty stock and a pile of one card: nothing to rebuild, a stalemate.
        let mut h = placed(["Kc 2d", "Qd 2s"], vec![], "", "Jh");
        h.start_turn(Seat::FIRST);
        assert_eq!(h.end().unwrap().stalemate, Some(Stalemate::StockExhausted));
        assert!(h.rebuilds().is_empty());
    }

    #[test]
    fn precise_point_2_a_swap_may_not_take_back_the_pile_joker_to_leave_it_alone() {
        let options =
            RummyOptions::from_json(r#"{"jokers": 2, "must_discard_to_go_out": true}"#).unwrap();
        let run = meld(0, "8c 9c Tc Jc Qc Kc");
        let mut h = placed_with(options, ["7c", "5d 6d"], vec![run], "2c 3c", "4h X2");
        h.start_turn(Seat::FIRST);
        h.apply(Action::DrawDiscard).unwrap();
        let seven: ginrummy_cards::Card = "7c".parse().unwrap();
        let lay = Action::LayOff {
            card: AnyCard::X2,
            meld: 0,
            stands_for: Some(seven),
        };
        h.apply(lay).unwrap();
        let back = Action::SwapJoker {
            card: seven,
            joker: AnyCard::X2,
        };
        let e = h.resolve(&back).unwrap_err();
        assert_eq!(e.reason(), Some(Reason::JustTaken), "{e}");
        assert_eq!(
            h.legal_actions(),
            vec![Action::Discard { card: seven.into() }]
        );
    }
}
