//! One hand of Gin Rummy as a state machine (`DESIGN.md`, "Deal").
//!
//! A [`Deal`] is dealt from a 64-bit seed ([`Deal::new`], with the shuffle of
//! [`crate::shuffle`]) or from an explicit deck order ([`Deal::from_deck`], so that a service
//! can commit to a deck before play). The seat to act ([`Deal::to_act`]) chooses among
//! [`Deal::legal_actions`] and [`Deal::apply`]s one; an illegal action is rejected with
//! [`GinError::IllegalAction`] and a precise reason, and leaves the deal untouched.
//!
//! # Phases
//! - `upcard_offer`: the non-dealer, then the dealer, may `take_upcard` or `pass_upcard`.
//!   Taking it moves to `discard` (the taker may then discard any other card, knock or declare
//!   big gin). If both pass, the non-dealer must `draw_stock` (`draw_discard` is illegal on
//!   that turn).
//! - `draw`: `draw_stock` or `draw_discard` (the top of the discard pile).
//! - `discard` (holding 11): `discard CARD` (not the card just taken from the discard pile);
//!   `knock CARD` (same restriction on the face-down discard; the 10 kept cards must have
//!   deadwood ≤ the effective knock limit, see [`Rules::knock_limit_for`]; deadwood 0 is gin,
//!   which ends the deal at once); `big_gin` (option `big_gin`: all 11 cards meld, the deal
//!   ends without a discard).
//! - `layoff` (after a knock with deadwood > 0): the defender lays off one card at a time onto
//!   a knocker meld as extended so far (so chains work), then `finish_layoff`; the defender's
//!   deadwood is the minimum deadwood of the cards left.
//! - `ended`: [`Deal::outcome`] is set.
//!
//! **Stock exhaustion**: a plain discard that leaves the stock with 2 cards or fewer ends the
//! deal as `draw` (or `void` with option `reshuffle`). A knock or big gin after drawing one of
//! the last cards still ends the hand normally. Since every discard checks this, the stock
//! always holds at least 3 cards when a player draws.
//!
//! # Card accounting
//! The 52 cards are always exactly: both hands, the stock, the face-up discard pile, the
//! knocker's face-down discard and the defender's cards laid off onto the knocker's melds
//! ([`Deal::check_invariants`]). A knocker's hand keeps its 10 laid-out cards.
//!
//! # Serialization
//! A deal serializes with its deck, its moves and its derived state. Deserializing replays the
//! moves from the deck and rejects ([`GinError::InvalidState`]) any state that is not exactly
//! the result of its own moves, so a stored deal can never be inconsistent.

use serde::{Deserialize, Serialize};

use crate::action::Action;
use crate::cards::{Card, CardSet, DECK_SIZE, FULL_DECK};
use crate::deck::check_deck;
/// A deck order as text (52 distinct cards in dealing order); see [`crate::deck`].
pub use crate::deck::parse_deck;
use crate::error::{GinError, Reason, Result};
use crate::legal::{self, Checked, TurnView};
use crate::melds;
use crate::observation::Observation;
use crate::rules::Rules;
use crate::scoring::{score_hand, HandEnd, Outcome};
use crate::seats::{is_seat, OtherSeat, SEATS};
use crate::shuffle::shuffled_deck;
use ginrummy_cards::seat::{BySeat, Seat};

/// Cards dealt to each player.
pub const HAND_SIZE: usize = 10;
/// Position of the upcard in the dealt deck.
pub const UPCARD_POSITION: usize = 20;
/// A plain discard leaving the stock at this many cards or fewer ends the hand.
pub const STOCK_EXHAUSTED_AT: usize = 2;

/// The phase of a deal (serde snake_case: `upcard_offer`, `draw`, `discard`, `layoff`,
/// `ended`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// First turn: the non-dealer, then the dealer, may take or pass the upcard.
    UpcardOffer,
    /// The seat to act draws (holding 10).
    Draw,
    /// The seat to act holds 11: discard, knock or big gin.
    Discard,
    /// After a knock: the defender lays off, then finishes.
    Layoff,
    /// The deal is over; see the outcome.
    Ended,
}

/// One card put on the discard pile, in the order of play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DiscardEntry {
    /// The card.
    pub card: Card,
    /// Who discarded it; `None` for the initial upcard.
    pub by: Option<Seat>,
    /// Who took it from the pile (upcard or draw), if anyone. Cards not taken form the pile.
    pub taken_by: Option<Seat>,
}

/// One applied action and the seat that made it.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Move {
    /// The seat that acted.
    pub seat: Seat,
    /// What it did (as given: a knock with `melds: None` stays so).
    pub action: Action,
}

/// What a legal action does, resolved against the deal: the payload of the event a service
/// records for it (serde, internally tagged by `type`, the action's name):
/// `{"type": "take_upcard", "card": "7h"}` (the card taken), `{"type": "pass_upcard"}`,
/// `{"type": "draw_stock", "card": ..}` (the card drawn: hidden information),
/// `{"type": "draw_discard", "card": ..}`, `{"type": "discard", "card": ..}`,
/// `{"type": "knock", "discard": .., "melds": [[..], ..]}` (the melds laid: as declared, or the
/// best arrangement of the 10 kept cards when none were declared),
/// `{"type": "big_gin", "melds": [..]}` (the melds of all 11 cards),
/// `{"type": "lay_off", "card": .., "meld": 0}`, `{"type": "finish_layoff"}`.
/// See [`Deal::resolve`].
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Resolved {
    /// The upcard was taken: `card`.
    TakeUpcard {
        /// The card taken.
        card: Card,
    },
    /// The upcard was passed.
    PassUpcard,
    /// `card` was drawn from the stock.
    DrawStock {
        /// The card drawn.
        card: Card,
    },
    /// `card` was drawn from the discard pile.
    DrawDiscard {
        /// The card drawn.
        card: Card,
    },
    /// `card` was discarded.
    Discard {
        /// The card discarded.
        card: Card,
    },
    /// A knock (or gin) discarding `discard` face down and laying `melds`.
    Knock {
        /// The face-down discard.
        discard: Card,
        /// The melds laid: as declared, or the best arrangement of the kept cards.
        melds: Vec<CardSet>,
    },
    /// Big gin laying `melds` (all 11 cards).
    BigGin {
        /// The melds laid.
        melds: Vec<CardSet>,
    },
    /// `card` laid off onto the knocker's meld number `meld`.
    LayOff {
        /// The card laid off.
        card: Card,
        /// The knocker meld's index.
        meld: usize,
    },
    /// The defender finished laying off.
    FinishLayoff,
}

/// The knocker's side of the showdown.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct KnockInfo {
    /// The seat that knocked (or went gin or big gin).
    pub knocker: Seat,
    /// The card discarded face down; `None` for big gin (no discard) and, in an observation,
    /// for the defender while the deal is still live.
    pub discard: Option<Card>,
    /// The knocker's melds, as extended by the defender's lay-offs so far: in the order
    /// declared, or for a knock without melds (and big gin) in [`melds::arrange`]'s order (by
    /// lowest card). Lay-offs name a meld by its index here.
    pub melds: Vec<CardSet>,
    /// The knocker's deadwood cards.
    pub deadwood_cards: CardSet,
    /// The knocker's deadwood (value of `deadwood_cards`).
    pub deadwood: u32,
    /// The defender's lay-offs so far: `(card, index into melds)`, in order. JSON: objects
    /// `{"card": "6d", "meld": 1}` (the `[card, meld]` pairs of older states are read too).
    #[serde(with = "layoff_json")]
    pub layoffs: Vec<(Card, usize)>,
}

/// Lay-offs as JSON objects `{card, meld}`; pairs `[card, meld]` (the earlier form, kept in
/// stored snapshots) are accepted when reading.
mod layoff_json {
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    use crate::cards::Card;

    #[derive(Serialize, Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Layoff {
        card: Card,
        meld: usize,
    }

    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Either {
        Object(Layoff),
        Pair(Card, usize),
    }

    pub fn serialize<S: Serializer>(layoffs: &[(Card, usize)], s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(layoffs.iter().map(|&(card, meld)| Layoff { card, meld }))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<(Card, usize)>, D::Error> {
        let read = Vec::<Either>::deserialize(d)?;
        Ok(read
            .into_iter()
            .map(|e| match e {
                Either::Object(Layoff { card, meld }) => (card, meld),
                Either::Pair(card, meld) => (card, meld),
            })
            .collect())
    }
}

impl KnockInfo {
    /// The cards the defender laid off.
    pub fn laid_off(&self) -> CardSet {
        self.layoffs.iter().map(|&(c, _)| c).collect()
    }
}

/// The face-up discard pile of a discard history, bottom first: the entries not taken back.
pub fn face_up_pile(discards: &[DiscardEntry]) -> Vec<Card> {
    discards
        .iter()
        .filter(|e| e.taken_by.is_none())
        .map(|e| e.card)
        .collect()
}

/// The top card of the face-up pile of a discard history.
pub fn top_of_pile(discards: &[DiscardEntry]) -> Option<Card> {
    discards
        .iter()
        .rev()
        .find(|e| e.taken_by.is_none())
        .map(|e| e.card)
}

/// One hand of Gin Rummy. See the module docs.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "DealData")]
pub struct Deal {
    /// The rules.
    rules: Rules,
    /// The seed the deck was shuffled from, if dealt from a seed.
    seed: Option<u64>,
    /// The dealer's seat.
    dealer: Seat,
    /// The deck in dealing order (public in the audit record once the deal is over).
    deck: Vec<Card>,
    /// Every applied move, in order.
    moves: Vec<Move>,
    /// The phase.
    phase: Phase,
    /// The seat to act; `None` once ended.
    to_act: Option<Seat>,
    /// Both hands (a knocker keeps the 10 laid-out cards).
    hands: BySeat<CardSet>,
    /// The stock, top first (always the last `stock.len()` cards of `deck`).
    stock: Vec<Card>,
    /// Every card put on the discard pile, in order, with who took it.
    discards: Vec<DiscardEntry>,
    /// The seats that passed the upcard, in order.
    upcard_passed_by: Vec<Seat>,
    /// The card the seat to act just took from the discard pile (may not be discarded).
    taken_card: Option<Card>,
    /// The knocker's showdown, after a knock, gin or big gin.
    knock: Option<KnockInfo>,
    /// The outcome once ended.
    outcome: Option<Outcome>,
}

impl Deal {
    /// Deals a hand from `seed` ([`shuffled_deck`]) with `dealer` (0 or 1) dealing.
    /// Errors: `InvalidRules`, `InvalidState` (bad dealer).
    pub fn new(rules: Rules, seed: u64, dealer: Seat) -> Result<Deal> {
        let mut deal = Deal::from_deck(rules, dealer, shuffled_deck(seed))?;
        deal.seed = Some(seed);
        Ok(deal)
    }

    /// Deals a hand from an explicit deck order (position 0 is dealt first, to the
    /// non-dealer; see [`crate::shuffle`]). Errors: `InvalidRules`, `InvalidState` (bad
    /// dealer), `InvalidCards` (the deck is not a permutation of the 52 cards).
    pub fn from_deck(rules: Rules, dealer: Seat, deck: [Card; DECK_SIZE]) -> Result<Deal> {
        rules.validate()?;
        if !is_seat(dealer) {
            return Err(GinError::InvalidState(format!(
                "the dealer must be seat 0 or 1, got {dealer}"
            )));
        }
        let deck = check_deck(&deck)?;
        let non_dealer = dealer.other();
        let mut hands = BySeat::splat(SEATS, CardSet::EMPTY);
        for (i, &c) in deck[..2 * HAND_SIZE].iter().enumerate() {
            let seat = if i % 2 == 0 { non_dealer } else { dealer };
            hands[seat].insert(c);
        }
        Ok(Deal {
            rules,
            seed: None,
            dealer,
            deck: deck.to_vec(),
            moves: Vec::new(),
            phase: Phase::UpcardOffer,
            to_act: Some(non_dealer),
            hands,
            stock: deck[UPCARD_POSITION + 1..].to_vec(),
            discards: vec![DiscardEntry {
                card: deck[UPCARD_POSITION],
                by: None,
                taken_by: None,
            }],
            upcard_passed_by: Vec::new(),
            taken_card: None,
            knock: None,
            outcome: None,
        })
    }

    /// The rules.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The seed, if the deal was dealt from one.
    pub fn seed(&self) -> Option<u64> {
        self.seed
    }

    /// The dealer's seat.
    pub fn dealer(&self) -> Seat {
        self.dealer
    }

    /// The non-dealer's seat (who is offered the upcard first).
    pub fn non_dealer(&self) -> Seat {
        self.dealer.other()
    }

    /// The deck in dealing order. Secret while the deal is live: for audit records only.
    pub fn deck(&self) -> &[Card] {
        &self.deck
    }

    /// Every applied move in order.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The phase.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The seat to act, `None` once the deal has ended.
    pub fn to_act(&self) -> Option<Seat> {
        self.to_act
    }

    /// Whether the deal has ended.
    pub fn is_over(&self) -> bool {
        self.phase == Phase::Ended
    }

    /// The outcome, once the deal has ended.
    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    /// The hand of `seat` (a knocker's 10 laid-out cards after a knock). Panics if `seat > 1`.
    pub fn hand(&self, seat: Seat) -> CardSet {
        assert!(is_seat(seat), "there is no seat {seat}: seats are 0 and 1");
        self.hands[seat]
    }

    /// The stock, top card first. Secret while the deal is live.
    pub fn stock(&self) -> &[Card] {
        &self.stock
    }

    /// Number of cards in the stock.
    pub fn stock_size(&self) -> usize {
        self.stock.len()
    }

    /// Every card put on the discard pile, in order, with who discarded and who took it.
    pub fn discards(&self) -> &[DiscardEntry] {
        &self.discards
    }

    /// The face-up discard pile now, bottom first (the last card is the top).
    pub fn discard_pile(&self) -> Vec<Card> {
        face_up_pile(&self.discards)
    }

    /// The top card of the discard pile.
    pub fn top_discard(&self) -> Option<Card> {
        top_of_pile(&self.discards)
    }

    /// The first upcard (decides the Oklahoma knock limit and spade doubling).
    pub fn first_upcard(&self) -> Card {
        self.discards[0].card
    }

    /// The seats that passed the upcard, in order.
    pub fn upcard_passed_by(&self) -> &[Seat] {
        &self.upcard_passed_by
    }

    /// The card the seat to act just took from the discard pile, if any.
    pub fn taken_card(&self) -> Option<Card> {
        self.taken_card
    }

    /// The effective knock limit of this deal ([`Rules::knock_limit_for`] its first upcard).
    pub fn knock_limit(&self) -> u32 {
        self.rules.knock_limit_for(self.first_upcard())
    }

    /// The knocker's showdown (melds as extended, deadwood, lay-offs), after a knock.
    pub fn knock(&self) -> Option<&KnockInfo> {
        self.knock.as_ref()
    }

    /// Whether the seat to act must draw from the stock: both players passed the upcard and
    /// nothing was discarded since (one rule, shared with
    /// [`crate::observation::Observation::must_draw_stock`]).
    pub fn must_draw_stock(&self) -> bool {
        must_draw_stock(self.phase, self.upcard_passed_by.len(), self.discards.len())
    }

    /// The acting seat's view for the legality rules.
    fn view(&self, seat: Seat) -> TurnView<'_> {
        TurnView {
            rules: &self.rules,
            phase: self.phase,
            seat,
            hand: self.hands[seat],
            taken_card: self.taken_card,
            top_discard: self.top_discard(),
            first_upcard: self.first_upcard(),
            must_draw_stock: self.must_draw_stock(),
            knock_limit: self.knock_limit(),
            knock_melds: self.knock.as_ref().map_or(&[], |k| &k.melds),
        }
    }

    /// Every legal action of the seat to act (empty once ended). Knocks are listed as
    /// `Knock { melds: None }`, one per legal discard. This is exactly the acting seat's
    /// [`Observation::legal_actions`].
    pub fn legal_actions(&self) -> Vec<Action> {
        match self.to_act {
            Some(seat) => legal::legal_actions(&self.view(seat)),
            None => Vec::new(),
        }
    }

    /// The one legality check behind [`Deal::check`], [`Deal::resolve`] and
    /// [`Deal::apply_for`]: `seat` (the seat to act if `None`) must be to act
    /// (`not_your_turn`; `deal_over` once ended), then [`legal::check`] on its view.
    /// The messages use only what the acting seat may see: whose turn it is is public.
    fn check_for(&self, seat: Option<Seat>, action: &Action) -> Result<(Seat, Checked)> {
        let Some(to_act) = self.to_act else {
            return Err(GinError::illegal(
                Reason::DealOver,
                format!("cannot {}: the deal has ended", action.name()),
            ));
        };
        let seat = seat.unwrap_or(to_act);
        if seat != to_act {
            return Err(GinError::illegal(
                Reason::NotYourTurn,
                format!("it is seat {to_act}'s turn"),
            ));
        }
        Ok((seat, legal::check(&self.view(seat), action)?))
    }

    /// Whether the seat to act may take `action` (the reason if not), without applying it.
    pub fn check(&self, action: &Action) -> Result<()> {
        self.check_for(None, action).map(|_| ())
    }

    /// What `action` would do for `seat` (the seat to act if `None`), without applying it:
    /// `Ok` exactly when [`Deal::apply_for`] would succeed, with the same error otherwise.
    /// The result names the card a draw takes (the stock's top card is hidden information:
    /// this is for the engine that records events) and the melds a knock or big gin lays.
    pub fn resolve(&self, seat: Option<Seat>, action: &Action) -> Result<Resolved> {
        let (_, checked) = self.check_for(seat, action)?;
        let top = || self.top_discard().expect("legal: the pile is not empty");
        Ok(match (action, checked) {
            (Action::TakeUpcard, _) => Resolved::TakeUpcard { card: top() },
            (Action::PassUpcard, _) => Resolved::PassUpcard,
            (Action::DrawStock, _) => Resolved::DrawStock {
                card: *self.stock.first().expect("legal: the stock is not empty"),
            },
            (Action::DrawDiscard, _) => Resolved::DrawDiscard { card: top() },
            (Action::Discard(card), _) => Resolved::Discard { card: *card },
            (Action::Knock { discard, .. }, Checked::Knock { melds, .. }) => Resolved::Knock {
                discard: *discard,
                melds,
            },
            (Action::BigGin, Checked::BigGin { melds }) => Resolved::BigGin { melds },
            (Action::LayOff { card, meld }, _) => Resolved::LayOff {
                card: *card,
                meld: *meld,
            },
            (Action::FinishLayoff, _) => Resolved::FinishLayoff,
            (Action::Knock { .. } | Action::BigGin, _) => {
                unreachable!("a legal knock or big gin resolves to its melds")
            }
        })
    }

    /// Applies `action` for the seat to act. An illegal action returns `IllegalAction` with
    /// the reason and leaves the deal unchanged.
    pub fn apply(&mut self, action: Action) -> Result<()> {
        let (seat, checked) = self.check_for(None, &action)?;
        self.perform(seat, &action, checked);
        self.moves.push(Move { seat, action });
        Ok(())
    }

    /// Applies `action` for `seat`, which must be the seat to act (else `IllegalAction` with
    /// reason `not_your_turn`: "it is seat 1's turn"). An illegal action leaves the deal
    /// unchanged.
    pub fn apply_for(&mut self, seat: Seat, action: Action) -> Result<()> {
        let (seat, checked) = self.check_for(Some(seat), &action)?;
        self.perform(seat, &action, checked);
        self.moves.push(Move { seat, action });
        Ok(())
    }

    /// Carries out a checked, legal action.
    fn perform(&mut self, seat: Seat, action: &Action, checked: Checked) {
        let s = seat;
        let other = seat.other();
        match action {
            Action::TakeUpcard | Action::DrawDiscard => {
                let entry = self
                    .discards
                    .iter_mut()
                    .rev()
                    .find(|e| e.taken_by.is_none())
                    .expect("legal: the pile is not empty");
                entry.taken_by = Some(seat);
                self.hands[s].insert(entry.card);
                self.taken_card = Some(entry.card);
                self.phase = Phase::Discard;
            }
            Action::PassUpcard => {
                self.upcard_passed_by.push(seat);
                if self.upcard_passed_by.len() == 1 {
                    self.to_act = Some(other);
                } else {
                    self.phase = Phase::Draw;
                    self.to_act = Some(self.non_dealer());
                }
            }
            Action::DrawStock => {
                let card = self.stock.remove(0);
                self.hands[s].insert(card);
                self.taken_card = None;
                self.phase = Phase::Discard;
            }
            Action::Discard(card) => {
                self.hands[s].remove(*card);
                self.discards.push(DiscardEntry {
                    card: *card,
                    by: Some(seat),
                    taken_by: None,
                });
                self.taken_card = None;
                if self.stock.len() <= STOCK_EXHAUSTED_AT {
                    self.end(HandEnd::StockExhausted);
                } else {
                    self.phase = Phase::Draw;
                    self.to_act = Some(other);
                }
            }
            Action::Knock { discard, .. } => {
                let Checked::Knock {
                    melds,
                    deadwood_cards,
                    deadwood,
                } = checked
                else {
                    unreachable!("a legal knock resolves to Checked::Knock")
                };
                self.hands[s].remove(*discard);
                self.taken_card = None;
                self.knock = Some(KnockInfo {
                    knocker: seat,
                    discard: Some(*discard),
                    melds,
                    deadwood_cards,
                    deadwood,
                    layoffs: Vec::new(),
                });
                if deadwood == 0 {
                    let defender_deadwood = melds::min_deadwood(self.hands[other]);
                    self.end(HandEnd::Gin {
                        knocker: seat,
                        defender_deadwood,
                    });
                } else {
                    self.phase = Phase::Layoff;
                    self.to_act = Some(other);
                }
            }
            Action::BigGin => {
                let Checked::BigGin { melds } = checked else {
                    unreachable!("a legal big gin resolves to Checked::BigGin")
                };
                self.taken_card = None;
                self.knock = Some(KnockInfo {
                    knocker: seat,
                    discard: None,
                    melds,
                    deadwood_cards: CardSet::EMPTY,
                    deadwood: 0,
                    layoffs: Vec::new(),
                });
                let defender_deadwood = melds::min_deadwood(self.hands[other]);
                self.end(HandEnd::BigGin {
                    knocker: seat,
                    defender_deadwood,
                });
            }
            Action::LayOff { card, meld } => {
                self.hands[s].remove(*card);
                let knock = self.knock.as_mut().expect("layoff phase has a knock");
                knock.melds[*meld].insert(*card);
                knock.layoffs.push((*card, *meld));
            }
            Action::FinishLayoff => {
                let knock = self.knock.as_ref().expect("layoff phase has a knock");
                let end = HandEnd::Knock {
                    knocker: knock.knocker,
                    knocker_deadwood: knock.deadwood,
                    defender_deadwood: melds::min_deadwood(self.hands[s]),
                };
                self.end(end);
            }
        }
    }

    /// Ends the deal with the scored outcome.
    fn end(&mut self, end: HandEnd) {
        self.outcome = Some(score_hand(&self.rules, self.first_upcard(), end));
        self.phase = Phase::Ended;
        self.to_act = None;
    }

    /// Each seat's points from the deal, zero-sum: the hand's points to its winner, as many
    /// taken from the other seat; 0 each while the deal is live and for a draw. (The
    /// [`Game`](ginrummy_cards::game::Game) returns.)
    pub fn returns(&self) -> BySeat<f64> {
        let won = self
            .outcome
            .as_ref()
            .and_then(|o| o.winner.map(|w| (w, f64::from(o.points))));
        BySeat::from_fn(SEATS, |s| match won {
            Some((w, points)) if w == s => points,
            Some((_, points)) => -points,
            None => 0.0,
        })
    }

    /// What `seat` may see now (`scores` are zeros: a lone deal). Errors: `InvalidState` if
    /// `seat > 1`.
    pub fn observation(&self, seat: Seat) -> Result<Observation> {
        if !is_seat(seat) {
            return Err(GinError::InvalidState(format!(
                "there is no seat {seat}: seats are 0 and 1"
            )));
        }
        let s = seat;
        let o = seat.other();
        let ended = self.phase == Phase::Ended;
        let opponent_hand = self.hands[o];
        // Cards the opponent took from the pile and still holds; all of a knocker's laid-out
        // cards; everything once the deal has ended.
        let opponent_laid_out = self.knock.as_ref().is_some_and(|k| k.knocker == o);
        let opponent_known = if ended || opponent_laid_out {
            opponent_hand
        } else {
            self.discards
                .iter()
                .filter(|e| e.taken_by == Some(o))
                .map(|e| e.card)
                .collect::<CardSet>()
                .intersection(opponent_hand)
        };
        let knock = self.knock.as_ref().map(|k| KnockInfo {
            discard: if ended || k.knocker == s {
                k.discard
            } else {
                None
            },
            ..k.clone()
        });
        Ok(Observation {
            seat,
            dealer: self.dealer,
            phase: self.phase,
            to_act: self.to_act,
            hand: self.hands[s],
            discards: self.discards.clone(),
            upcard_passed_by: self.upcard_passed_by.clone(),
            opponent_known,
            opponent_card_count: opponent_hand.len() as u32,
            stock_size: self.stock.len() as u32,
            rules: self.rules.clone(),
            knock_limit: self.knock_limit(),
            taken_card: self.taken_card.filter(|_| self.to_act == Some(seat)),
            knock,
            outcome: self.outcome.clone(),
            opponent_hand: ended.then_some(opponent_hand),
            scores: BySeat::splat(SEATS, 0),
            game_scores: Vec::new(),
        })
    }

    /// Checks the invariants: every one of the 52 cards is in exactly one place (hands, stock,
    /// discard pile, the knocker's face-down discard, cards laid off), the stock is the tail
    /// of the deck, and the hand sizes fit the phase. Errors: `InvalidState` saying what is
    /// wrong. Tests call this after every action.
    pub fn check_invariants(&self) -> Result<()> {
        let bad = |msg: String| Err(GinError::InvalidState(msg));
        let mut places: Vec<(String, Vec<Card>)> = SEATS
            .iter()
            .map(|s| (format!("seat {s}'s hand"), self.hands[s].iter().collect()))
            .collect();
        places.push(("the stock".into(), self.stock.clone()));
        places.push(("the discard pile".into(), self.discard_pile()));
        if let Some(k) = &self.knock {
            places.push(("the knock discard".into(), k.discard.into_iter().collect()));
            places.push((
                "the lay-offs".into(),
                k.layoffs.iter().map(|&(c, _)| c).collect(),
            ));
        }
        let mut seen = CardSet::EMPTY;
        let mut count = 0;
        for (place, cards) in &places {
            for &c in cards {
                if seen.contains(c) {
                    return bad(format!("{c} is in two places (one is {place})"));
                }
                seen.insert(c);
                count += 1;
            }
        }
        if count != DECK_SIZE || seen.bits() != FULL_DECK {
            let missing = CardSet(FULL_DECK).difference(seen);
            return bad(format!("cards unaccounted for: {missing}"));
        }
        if self.stock[..] != self.deck[DECK_SIZE - self.stock.len()..] {
            return bad("the stock is not the undealt tail of the deck".into());
        }
        let sizes = self.hands.map(|h| h.len());
        let expect_sizes = |acting: usize, other: usize, seat: Seat| -> Result<()> {
            if sizes[seat] != acting || sizes[seat.other()] != other {
                return bad(format!(
                    "hand sizes {sizes:?} do not fit phase {:?} with seat {seat} to act",
                    self.phase
                ));
            }
            Ok(())
        };
        match (self.phase, self.to_act) {
            (Phase::UpcardOffer | Phase::Draw, Some(seat)) => expect_sizes(10, 10, seat)?,
            (Phase::Discard, Some(seat)) => expect_sizes(11, 10, seat)?,
            (Phase::Layoff, Some(seat)) => {
                let k = self
                    .knock
                    .as_ref()
                    .ok_or_else(|| GinError::InvalidState("layoff phase without a knock".into()))?;
                expect_sizes(10 - k.layoffs.len(), 10, seat)?;
            }
            (Phase::Ended, None) => {
                if self.outcome.is_none() {
                    return bad("an ended deal without an outcome".into());
                }
            }
            (phase, to_act) => return bad(format!("phase {phase:?} with to_act {to_act:?}")),
        }
        if let Some(k) = &self.knock {
            let laid = k.laid_off();
            let own = k
                .melds
                .iter()
                .fold(CardSet::EMPTY, |a, m| a.union(*m))
                .difference(laid)
                .union(k.deadwood_cards);
            if own != self.hands[k.knocker] {
                return bad("the knocker's melds and deadwood are not the knocker's hand".into());
            }
        }
        Ok(())
    }

    /// Whether all 52 cards are accounted for and the state is consistent
    /// ([`Deal::check_invariants`] without the reason).
    pub fn all_cards_accounted(&self) -> bool {
        self.check_invariants().is_ok()
    }

    /// The deal as JSON (deck, moves and derived state).
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("deals serialize")
    }

    /// Parses a deal from JSON, replaying its moves to check it. Errors: `InvalidState`.
    pub fn from_json(json: &str) -> Result<Deal> {
        serde_json::from_str(json).map_err(|e| GinError::InvalidState(format!("invalid deal: {e}")))
    }
}

/// Whether the non-dealer must draw from the stock: both passed the upcard (`passes == 2`) and
/// nobody has discarded since (the discard history holds only the upcard). The one definition
/// of the rule, used by deals, observations and the bots' compact playout states.
pub(crate) fn must_draw_stock(phase: Phase, passes: usize, discards: usize) -> bool {
    phase == Phase::Draw && passes == 2 && discards == 1
}

/// The serialized shape of a [`Deal`], checked by replaying its moves.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DealData {
    rules: Rules,
    seed: Option<u64>,
    dealer: Seat,
    deck: Vec<Card>,
    moves: Vec<Move>,
    phase: Phase,
    to_act: Option<Seat>,
    hands: BySeat<CardSet>,
    stock: Vec<Card>,
    discards: Vec<DiscardEntry>,
    upcard_passed_by: Vec<Seat>,
    taken_card: Option<Card>,
    knock: Option<KnockInfo>,
    outcome: Option<Outcome>,
}

impl TryFrom<DealData> for Deal {
    type Error = GinError;

    fn try_from(d: DealData) -> Result<Deal> {
        let deck = check_deck(&d.deck)?;
        if let Some(seed) = d.seed {
            if shuffled_deck(seed) != deck {
                return Err(GinError::InvalidState(format!(
                    "the deck is not the one shuffled from seed {seed}"
                )));
            }
        }
        let mut deal = Deal::from_deck(d.rules, d.dealer, deck)?;
        deal.seed = d.seed;
        for (i, m) in d.moves.into_iter().enumerate() {
            let text = m.action.to_string();
            deal.apply_for(m.seat, m.action).map_err(|e| {
                GinError::InvalidState(format!(
                    "move {i} (seat {}: {text}) cannot be replayed: {e}",
                    m.seat
                ))
            })?;
        }
        let mismatch = |field: &str| {
            Err(GinError::InvalidState(format!(
                "field {field} does not match the replay of the moves"
            )))
        };
        if deal.phase != d.phase {
            return mismatch("phase");
        }
        if deal.to_act != d.to_act {
            return mismatch("to_act");
        }
        if deal.hands != d.hands {
            return mismatch("hands");
        }
        if deal.stock != d.stock {
            return mismatch("stock");
        }
        if deal.discards != d.discards {
            return mismatch("discards");
        }
        if deal.upcard_passed_by != d.upcard_passed_by {
            return mismatch("upcard_passed_by");
        }
        if deal.taken_card != d.taken_card {
            return mismatch("taken_card");
        }
        if deal.knock != d.knock {
            return mismatch("knock");
        }
        if deal.outcome != d.outcome {
            return mismatch("outcome");
        }
        Ok(deal)
    }
}
