//! The shape every game of the house has, after OpenSpiel's `State`: whose turn it is (a seat,
//! chance, or nobody once the game is over), the legal actions, `apply` (which leaves the state
//! unchanged when it refuses), what each seat may observe, and the returns per seat.
//!
//! [`check_apply_contract`] plays random games of any [`Game`] and checks its promises; each
//! game's tests run it over their own table of rule options and seeds.

use std::fmt::Debug;
use std::hash::Hash;

use rustc_hash::FxHashSet as HashSet;

use crate::seat::{BySeat, Seat, Seats};
use crate::shuffle::SplitMix64;
use crate::vocabulary::ActionKind;

/// Who acts next.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Turn {
    /// This seat chooses among the legal actions.
    Seat(Seat),
    /// Chance chooses (the legal actions are its outcomes). Games whose randomness is drawn
    /// from a seed up front, as Gin's deals, never have chance turns.
    Chance,
    /// The game is over; nobody acts.
    Terminal,
}

/// A game state, as OpenSpiel's `State`.
pub trait Game {
    /// One move.
    type Action: Clone;
    /// What one seat may see.
    type Observation;
    /// Why an action (or a request for a seat's observation) was refused.
    type Refusal;

    /// The kinds of action, with their fields and events: the game's vocabulary.
    const ACTION_KINDS: &'static [ActionKind];

    /// The table's seats.
    fn seats(&self) -> Seats;

    /// Who acts next.
    fn turn(&self) -> Turn;

    /// The legal actions of whoever acts next (empty once terminal).
    fn legal_actions(&self) -> Vec<Self::Action>;

    /// Applies `action` for whoever acts next. A refused action leaves the state unchanged.
    fn apply(&mut self, action: Self::Action) -> Result<(), Self::Refusal>;

    /// What `seat` may see now. Refused for a seat that is not at this table.
    fn observation(&self, seat: Seat) -> Result<Self::Observation, Self::Refusal>;

    /// Each seat's total reward so far (zero-sum for Gin; 0 for everyone until something is
    /// scored).
    fn returns(&self) -> BySeat<f64>;

    /// Whether the game is over.
    fn is_terminal(&self) -> bool {
        self.turn() == Turn::Terminal
    }
}

/// What [`check_apply_contract`] checked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ContractReport {
    /// States visited.
    pub states: usize,
    /// Candidate actions tried on them (each on a copy of the state).
    pub probes: usize,
    /// Actions played.
    pub moves: usize,
}

/// Plays `start` to its end (or `max_moves` moves) with random legal actions (seeded by `seed`)
/// and checks, at every state, each action of `candidates(state)` on a copy: it is legal
/// exactly when `apply` succeeds, and a refused `apply` leaves the copy equal to the state
/// (the refusals share one copy, compared after each of them at every 8th state and after all
/// of them at the others: a change that a later refusal undid is caught at the 8th states).
/// Also: every legal action is among the candidates (so the check covers them), every seat's
/// observation is given, and a terminal state has no legal action.
///
/// # Errors
/// The first broken promise, described with the state's move number.
pub fn check_apply_contract<G>(
    start: &G,
    candidates: impl Fn(&G) -> Vec<G::Action>,
    seed: u64,
    max_moves: usize,
) -> Result<ContractReport, String>
where
    G: Game + Clone + PartialEq + Debug,
    G::Action: Eq + Hash + Debug,
    G::Refusal: Debug,
{
    let mut rng = SplitMix64::new(seed);
    let mut state = start.clone();
    let mut report = ContractReport::default();
    loop {
        report.states += 1;
        let at = report.moves;
        let legal = state.legal_actions();
        // Membership by hash: a hand with jokers lists a thousand melds and its candidates
        // twice that (a linear search per probe was most of the check's time).
        let listed: HashSet<&G::Action> = legal.iter().collect();
        for seat in state.seats().iter() {
            if let Err(e) = state.observation(seat) {
                return Err(format!(
                    "move {at}: seat {seat}'s observation refused: {e:?}"
                ));
            }
        }
        let tried = candidates(&state);
        let tried_set: HashSet<&G::Action> = tried.iter().collect();
        if let Some(missing) = legal.iter().find(|a| !tried_set.contains(a)) {
            return Err(format!(
                "move {at}: legal action {missing:?} is not among the candidates"
            ));
        }
        report.probes += tried.len();
        // Every 8th state compares the copy after each refusal; the others once after all of
        // them (and, if that finds a change, again one by one to name the action).
        let each = report.states % 8 == 1;
        if let Err(e) = probe_each(&state, &tried, &listed, at, each) {
            return Err(if each {
                e
            } else {
                probe_each(&state, &tried, &listed, at, true)
                    .err()
                    .unwrap_or(e)
            });
        }
        if state.is_terminal() {
            if !legal.is_empty() {
                return Err(format!("move {at}: a terminal state lists legal actions"));
            }
            return Ok(report);
        }
        if legal.is_empty() {
            return Err(format!("move {at}: {:?} has no legal action", state.turn()));
        }
        if report.moves == max_moves {
            return Ok(report);
        }
        let pick = legal[rng.bounded(legal.len() as u64) as usize].clone();
        if let Err(e) = state.apply(pick.clone()) {
            return Err(format!(
                "move {at}: the legal action {pick:?} was refused: {e:?}"
            ));
        }
        report.moves += 1;
    }
}

/// Applies each of `tried` to a copy of `state`: an action outside `listed` must be refused,
/// leaving the copy equal to `state` (checked after each refusal when `each`, else once after
/// all the refusals: a refused probe needs no fresh copy), and one in `listed` must apply.
fn probe_each<G>(
    state: &G,
    tried: &[G::Action],
    listed: &HashSet<&G::Action>,
    at: usize,
    each: bool,
) -> Result<(), String>
where
    G: Game + Clone + PartialEq + Debug,
    G::Action: Eq + Hash + Debug,
    G::Refusal: Debug,
{
    let mut probe = state.clone();
    for action in tried.iter().filter(|a| !listed.contains(a)) {
        if probe.apply(action.clone()).is_ok() {
            return Err(format!(
                "move {at}: {action:?} applies but is not a legal action"
            ));
        }
        if each && probe != *state {
            return Err(format!("move {at}: refusing {action:?} changed the state"));
        }
    }
    if probe != *state {
        return Err(format!("move {at}: refusing an action changed the state"));
    }
    for action in tried.iter().filter(|a| listed.contains(a)) {
        if let Err(e) = probe.apply(action.clone()) {
            return Err(format!(
                "move {at}: legal action {action:?} is refused: {e:?}"
            ));
        }
        probe.clone_from(state);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vocabulary::{Field, FieldType};

    /// A toy game for the checker's own test: seats take turns adding 1 or 2 to a count; the
    /// one who reaches 5 wins. `Flaw` breaks one promise.
    #[derive(Debug, Clone, PartialEq)]
    struct Race {
        count: u8,
        to_act: Seat,
        flaw: Flaw,
    }

    #[derive(Debug, Clone, Copy, PartialEq)]
    enum Flaw {
        None,
        /// A refused action still bumps the count.
        MutatesOnRefusal,
        /// Adding 3 is accepted but not listed.
        Unlisted,
    }

    const SEATS: Seats = Seats::new(2);
    static KINDS: &[ActionKind] = &[ActionKind {
        name: "add",
        fields: &[Field::new("meld", FieldType::MeldIndex)],
        event: "Added",
        records: &[],
    }];

    impl Game for Race {
        type Action = u8;
        type Observation = u8;
        type Refusal = String;
        const ACTION_KINDS: &'static [ActionKind] = KINDS;

        fn seats(&self) -> Seats {
            SEATS
        }
        fn turn(&self) -> Turn {
            if self.count >= 5 {
                Turn::Terminal
            } else {
                Turn::Seat(self.to_act)
            }
        }
        fn legal_actions(&self) -> Vec<u8> {
            if self.is_terminal() {
                vec![]
            } else {
                vec![1, 2]
            }
        }
        fn apply(&mut self, n: u8) -> Result<(), String> {
            let allowed = match self.flaw {
                Flaw::Unlisted => (1..=3).contains(&n),
                _ => (1..=2).contains(&n),
            };
            if self.is_terminal() || !allowed {
                if self.flaw == Flaw::MutatesOnRefusal {
                    self.count += 1;
                }
                return Err(format!("cannot add {n}"));
            }
            self.count += n;
            self.to_act = SEATS.next(self.to_act);
            Ok(())
        }
        fn observation(&self, seat: Seat) -> Result<u8, String> {
            SEATS
                .contains(seat)
                .then_some(self.count)
                .ok_or("no".into())
        }
        fn returns(&self) -> BySeat<f64> {
            BySeat::from_fn(SEATS, |s| match self.turn() {
                Turn::Terminal if s == self.to_act => -1.0,
                Turn::Terminal => 1.0,
                _ => 0.0,
            })
        }
    }

    fn race(flaw: Flaw) -> Race {
        Race {
            count: 0,
            to_act: Seat::FIRST,
            flaw,
        }
    }

    #[test]
    fn a_sound_game_passes() {
        for seed in 0..20 {
            let r =
                check_apply_contract(&race(Flaw::None), |_| vec![0, 1, 2, 3], seed, 100).unwrap();
            assert!(r.moves >= 3 && r.probes == 4 * r.states);
        }
    }

    #[test]
    fn broken_promises_are_found() {
        let e = check_apply_contract(&race(Flaw::MutatesOnRefusal), |_| vec![0, 1, 2], 1, 100)
            .unwrap_err();
        assert!(e.contains("changed the state"), "{e}");
        let e = check_apply_contract(&race(Flaw::Unlisted), |_| vec![1, 2, 3], 1, 100).unwrap_err();
        assert!(e.contains("applies but is not a legal action"), "{e}");
        let e = check_apply_contract(&race(Flaw::None), |_| vec![1], 1, 100).unwrap_err();
        assert!(e.contains("not among the candidates"), "{e}");
    }
}
