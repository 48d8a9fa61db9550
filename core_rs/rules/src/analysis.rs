//! Analysis: the expected value of every legal action of a seat, and the decisions of a
//! finished deal or match with their expected losses.
//!
//! # One position: [`analyze`]
//! From one seat's [`Observation`] only (never hidden state), every legal action (and, if
//! given, an extra action such as a knock with declared melds) is valued by the expert's
//! determinised Monte Carlo: `playouts` determinisations of the opponent's hidden cards and
//! the stock order consistent with the observation (the expert's sampler, soft evidence
//! included); in each, every action is played and then both seats follow the medium policy to
//! the end of the deal (common random numbers: the actions are compared on the same
//! determinisations). An action's value is the mean of the deal points for the seat (negative
//! when the opponent scores) with its standard error over the determinisations; in a match
//! (not Hollywood) also the mean match equity after the deal ([`crate::equity`]: the chance of
//! winning the match). The defender's lay-off decisions are exact (everything is known then):
//! their standard error is 0.
//!
//! # Best action, loss and labels
//! With [`Objective::Points`] (the default) actions are compared by their mean points; with
//! [`Objective::Match`], in a match, by their equity in points at the current exchange rate
//! ([`crate::equity::MatchEquity::rate`]; outside a match it falls back to points). The
//! *best* action is the medium policy's choice (a sound default) unless another action beats
//! it clearly: by more than [`INDIFFERENCE`] points beyond [`Z_BEST`] standard errors of the
//! paired difference; then the one with the highest such lower bound. Near-equal actions are
//! thus not named best by chance, and a bigger search agrees with a smaller one (lay-off
//! positions are exact: the highest value). The loss of an action is the best's value minus
//! its own (at least 0), with the standard error of the paired difference.
//! The equity loss (percentage points of match-winning chance, against the action of highest
//! equity) is reported in a match whatever the objective.
//!
//! Labels by the loss in points ([`Label::of`]): **good** below 2 points, **inaccuracy** from
//! 2 to below 5, **mistake** from 5 to below 10, **blunder** 10 and more. (A deal is worth
//! about ±20 points on average between good players; a decision that gives away 10 points of
//! expectation throws away half a deal.)
//!
//! # A finished match or deal: [`analyze_match`], [`analyze_deal`]
//! Replays every move from the start; each move made when the acting seat had at least two
//! legal actions is a *decision* and is analysed from that seat's observation at that moment
//! with the seed [`decision_seed`]`(seed, k)` (`k`: the move's index in the whole game), so
//! [`analyze`] on that observation with that seed reproduces the entry exactly. Per seat: the
//! number of decisions, the total and average loss, the count per label.
//!
//! # Determinism and cost
//! The result depends only on the inputs, the seed and the playout count (no clock, no
//! threads): an analysis can be reproduced and cached. The cost is about `playouts × actions`
//! playouts of a few microseconds each; `make bench` measures whole matches.
//!
//! ```
//! use ginrummy_rules::analysis::{analyze, AnalysisConfig};
//! use ginrummy_rules::deal::Deal;
//! use ginrummy_rules::rules::Rules;
//! let deal = Deal::new(Rules::default(), 7, ginrummy_rules::Seat::FIRST).unwrap();
//! let seat = deal.to_act().unwrap();
//! let config = AnalysisConfig { playouts: 20, ..AnalysisConfig::default() };
//! let a = analyze(&deal.observation(seat).unwrap(), None, &config).unwrap();
//! assert_eq!(a.actions.len(), 2); // take or pass the upcard
//! assert_eq!(a, analyze(&deal.observation(seat).unwrap(), None, &config).unwrap());
//! ```

use serde::{Deserialize, Serialize};

use crate::action::Action;
use crate::bots::analysis_support::{medium_choice, Evaluator, RootMove};
use crate::cards::CardSet;
use crate::deal::{Deal, Phase};
use crate::equity::MatchEquity;
use crate::error::{GinError, Reason, Result};
use crate::game::Match;
use crate::melds;
use crate::observation::Observation;
use crate::scoring::{score_hand, HandEnd};
use crate::seats::OtherSeat;
use crate::shuffle::{deal_seed, SplitMix64};
use ginrummy_cards::game::{Game, Turn};
use ginrummy_cards::seat::{BySeat, Seat};

/// The default number of determinisations per position.
pub const DEFAULT_PLAYOUTS: u32 = 200;

/// What "best" means (serde and text: `points`, `match`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Objective {
    /// The deal's expected points.
    #[default]
    Points,
    /// The match equity (in a match; points otherwise).
    Match,
}

impl std::str::FromStr for Objective {
    type Err = GinError;

    fn from_str(s: &str) -> Result<Objective> {
        match s {
            "points" => Ok(Objective::Points),
            "match" => Ok(Objective::Match),
            _ => Err(GinError::InvalidState(format!(
                "unknown objective {s:?}: expected points or match"
            ))),
        }
    }
}

/// The arguments of an analysis.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct AnalysisConfig {
    /// Determinisations per position (at least 1).
    pub playouts: u32,
    /// The seed of the determinisations.
    pub seed: u64,
    /// What "best" means.
    pub objective: Objective,
}

impl Default for AnalysisConfig {
    fn default() -> AnalysisConfig {
        AnalysisConfig {
            playouts: DEFAULT_PLAYOUTS,
            seed: 0,
            objective: Objective::Points,
        }
    }
}

/// One action's value for the acting seat.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ActionValue {
    /// The action.
    pub action: Action,
    /// Mean deal points for the seat (negative: the opponent scores).
    pub points: f64,
    /// Standard error of `points`.
    pub points_se: f64,
    /// Mean match equity after the deal (in a match), in `[0, 1]`.
    pub equity: Option<f64>,
    /// Standard error of `equity`.
    pub equity_se: Option<f64>,
}

/// The analysis of one position.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PositionAnalysis {
    /// The acting seat.
    pub seat: Seat,
    /// The phase.
    pub phase: Phase,
    /// The objective used (`points` when `match` was asked outside a match).
    pub objective: Objective,
    /// Determinisations sampled (0 for an exact lay-off position).
    pub determinisations: u32,
    /// The legal actions (then the extra action, if any), each with its value.
    pub actions: Vec<ActionValue>,
    /// Index of the best action in `actions` (see the module docs: the highest value, or the
    /// medium policy's choice when no action is clearly better).
    pub best: usize,
    /// Index of the default action (the medium policy's choice; `None` for lay-offs).
    pub default: Option<usize>,
    /// The match equity rate (equity per deal point) used by the match objective.
    pub equity_rate: Option<f64>,
    #[serde(skip)]
    samples: Samples,
}

/// Per-determinisation values, for paired standard errors.
#[derive(Debug, Clone, Default, PartialEq)]
struct Samples {
    points: Vec<Vec<f64>>,
    equity: Vec<Vec<f64>>,
}

/// The label of a decision by its loss in points (see the module docs).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Label {
    /// Loss below 2 points.
    Good,
    /// Loss from 2 to below 5 points.
    Inaccuracy,
    /// Loss from 5 to below 10 points.
    Mistake,
    /// Loss of 10 points or more.
    Blunder,
}

impl Label {
    /// The lower bounds of inaccuracy, mistake and blunder, in points.
    pub const THRESHOLDS: [f64; 3] = [2.0, 5.0, 10.0];

    /// The label of a loss in points.
    pub fn of(loss: f64) -> Label {
        let [i, m, b] = Label::THRESHOLDS;
        if loss >= b {
            Label::Blunder
        } else if loss >= m {
            Label::Mistake
        } else if loss >= i {
            Label::Inaccuracy
        } else {
            Label::Good
        }
    }
}

impl PositionAnalysis {
    /// The best action.
    pub fn best_action(&self) -> &Action {
        &self.actions[self.best].action
    }

    /// The index of `action` among the analysed actions.
    pub fn index_of(&self, action: &Action) -> Option<usize> {
        self.actions.iter().position(|v| &v.action == action)
    }

    /// The loss of action `i` against the best in points (see the module docs), with the
    /// standard error of the paired difference.
    pub fn loss(&self, i: usize) -> (f64, f64) {
        let b = self.best;
        match (self.objective, self.equity_rate) {
            (Objective::Match, Some(rate)) => {
                let (d, se) = paired(&self.samples.equity, b, i);
                (d / rate, se / rate)
            }
            _ => paired(&self.samples.points, b, i),
        }
    }

    /// The equity loss of action `i` against the action of highest equity (in a match).
    pub fn equity_loss(&self, i: usize) -> Option<f64> {
        let top = self
            .actions
            .iter()
            .filter_map(|v| v.equity)
            .fold(f64::NEG_INFINITY, f64::max);
        self.actions[i].equity.map(|e| (top - e).max(0.0))
    }
}

/// How much (in points) an action must beat the default by, beyond its noise, to be named
/// best instead (see [`choose_best`]).
pub const INDIFFERENCE: f64 = 0.5;
/// Standard errors of the paired difference an action must beat the default by.
pub const Z_BEST: f64 = 2.0;

/// The best action by the per-determinisation values `x` (points or points-equivalents).
///
/// Without a default (`prior`: the lay-off positions, valued exactly) the highest mean, the
/// first on ties. With one (the medium policy's choice), the action whose advantage over the
/// default has the highest lower bound (mean minus [`Z_BEST`] standard errors of the paired
/// difference) if that bound exceeds [`INDIFFERENCE`], else the default: actions that the
/// sample cannot tell apart from the default are not named best, so that the choice is
/// stable between budgets (a bigger search only names a different best when it is better).
fn choose_best(x: &[Vec<f64>], prior: Option<usize>) -> usize {
    let mean = |v: &Vec<f64>| v.iter().sum::<f64>() / v.len().max(1) as f64;
    let Some(p) = prior else {
        let mut best = 0;
        for (i, v) in x.iter().enumerate() {
            if mean(v) > mean(&x[best]) + 1e-12 {
                best = i;
            }
        }
        return best;
    };
    let mut best = (INDIFFERENCE, p);
    for i in 0..x.len() {
        if i == p {
            continue;
        }
        let (d, se) = paired(x, i, p);
        let lower = d - Z_BEST * se;
        if lower > best.0 + 1e-12 {
            best = (lower, i);
        }
    }
    best.1
}

/// Mean and standard error of `x[a] - x[b]` over the samples.
fn paired(x: &[Vec<f64>], a: usize, b: usize) -> (f64, f64) {
    if a == b || x.is_empty() {
        return (0.0, 0.0);
    }
    let d: Vec<f64> = x[a].iter().zip(&x[b]).map(|(p, q)| p - q).collect();
    mean_se(&d)
}

/// Mean and standard error of the mean.
fn mean_se(x: &[f64]) -> (f64, f64) {
    let n = x.len() as f64;
    if x.is_empty() {
        return (0.0, 0.0);
    }
    let mean = x.iter().sum::<f64>() / n;
    if x.len() < 2 {
        return (mean, 0.0);
    }
    let var = x.iter().map(|v| (v - mean) * (v - mean)).sum::<f64>() / (n - 1.0);
    (mean, (var / n).sqrt())
}

/// The seed of decision `k` (the move's index in the whole game) of an analysis seeded `seed`.
pub fn decision_seed(seed: u64, k: u64) -> u64 {
    deal_seed(seed ^ 0x3c6e_f372_fe94_f82b, k)
}

/// Values every legal action of the observing seat (it must be its turn), and `extra` if it
/// is not among them (it must be legal: e.g. a knock with declared melds).
/// Errors: `IllegalAction` when the seat is not to act or `extra` is illegal, `InvalidState`
/// for an inconsistent observation or `playouts == 0`.
pub fn analyze(
    obs: &Observation,
    extra: Option<&Action>,
    config: &AnalysisConfig,
) -> Result<PositionAnalysis> {
    if config.playouts == 0 {
        return Err(GinError::InvalidState("playouts must be at least 1".into()));
    }
    if !obs.is_my_turn() {
        return Err(GinError::illegal(
            Reason::NotYourTurn,
            "the observing seat is not to act: there is nothing to analyse",
        ));
    }
    obs.validate()?;
    let mut actions = obs.legal_actions();
    if let Some(x) = extra {
        obs.check(x)?;
        if !actions.contains(x) {
            actions.push(x.clone());
        }
    }
    let model = MatchEquity::for_observation(obs);
    let (my_score, opp_score) = (obs.scores[obs.seat], obs.scores[obs.seat.other()]);
    let objective = match (config.objective, &model) {
        (Objective::Match, Some(_)) => Objective::Match,
        _ => Objective::Points,
    };
    let equity_rate = model.as_ref().map(|e| e.rate(my_score, opp_score));
    let to_equity = |p: f64| {
        model
            .as_ref()
            .map(|e| e.after_deal(my_score, opp_score, p as i32))
    };
    let mut samples = Samples::default();
    let determinisations;
    if obs.phase == Phase::Layoff {
        determinisations = 0;
        for a in &actions {
            let p = f64::from(layoff_value(obs, a)?);
            samples.points.push(vec![p]);
            if let Some(e) = to_equity(p) {
                samples.equity.push(vec![e]);
            }
        }
    } else {
        let moves: Vec<RootMove> = actions
            .iter()
            .map(RootMove::of)
            .collect::<Result<Vec<_>>>()?;
        let evaluator = Evaluator::new(obs, objective == Objective::Match)?;
        let mut rng = SplitMix64::new(config.seed);
        samples.points = vec![Vec::with_capacity(config.playouts as usize); actions.len()];
        let mut row = vec![0i32; actions.len()];
        for _ in 0..config.playouts {
            evaluator.playouts(&moves, &mut rng, &mut row);
            for (i, &p) in row.iter().enumerate() {
                samples.points[i].push(f64::from(p));
            }
        }
        determinisations = config.playouts;
        if let Some(e) = &model {
            samples.equity = samples
                .points
                .iter()
                .map(|v| {
                    v.iter()
                        .map(|&p| e.after_deal(my_score, opp_score, p as i32))
                        .collect()
                })
                .collect();
        }
    }
    let values: Vec<ActionValue> = actions
        .into_iter()
        .enumerate()
        .map(|(i, action)| {
            let (points, points_se) = mean_se(&samples.points[i]);
            let eq = samples.equity.get(i).map(|v| mean_se(v));
            ActionValue {
                action,
                points,
                points_se,
                equity: eq.map(|e| e.0),
                equity_se: eq.map(|e| e.1),
            }
        })
        .collect();
    let rate = match objective {
        Objective::Match => equity_rate,
        Objective::Points => None,
    };
    let work: Vec<Vec<f64>> = match rate {
        Some(r) => samples
            .equity
            .iter()
            .map(|v| v.iter().map(|e| e / r).collect())
            .collect(),
        None => samples.points.clone(),
    };
    let prior = if obs.phase == Phase::Layoff {
        None
    } else {
        let m = medium_choice(obs, objective == Objective::Match);
        values.iter().position(|v| v.action == m).or_else(|| {
            // A knock with declared melds: the same discard's knock.
            values.iter().position(|v| match (&v.action, &m) {
                (Action::Knock { discard: a, .. }, Action::Knock { discard: b, .. }) => a == b,
                _ => false,
            })
        })
    };
    let best = choose_best(&work, prior);
    Ok(PositionAnalysis {
        seat: obs.seat,
        phase: obs.phase,
        objective,
        determinisations,
        actions: values,
        best,
        default: prior,
        equity_rate: if objective == Objective::Match {
            equity_rate
        } else {
            None
        },
        samples,
    })
}

/// The exact deal points for the defender of a lay-off action: the action, then the best
/// lay-offs of what is left.
fn layoff_value(obs: &Observation, action: &Action) -> Result<i32> {
    let k = obs
        .knock
        .as_ref()
        .ok_or_else(|| GinError::InvalidState("a lay-off position without a knock".into()))?;
    let first_upcard = obs
        .first_upcard()
        .ok_or_else(|| GinError::InvalidState("an observation without an upcard".into()))?;
    let mut hand = obs.hand;
    let mut melds_: Vec<CardSet> = k.melds.clone();
    let defender_deadwood = match action {
        Action::LayOff { card, meld } => {
            hand = CardSet(hand.bits() & !card.bit());
            let m = melds_
                .get_mut(*meld)
                .ok_or_else(|| GinError::illegal(Reason::NoSuchMeld, format!("no meld {meld}")))?;
            *m = CardSet(m.bits() | card.bit());
            melds::best_layoffs(hand, &melds_).arrangement.deadwood
        }
        Action::FinishLayoff => melds::min_deadwood(hand),
        other => {
            return Err(GinError::illegal(
                Reason::WrongPhase,
                format!("{other} is not a lay-off action"),
            ))
        }
    };
    let o = score_hand(
        &obs.rules,
        first_upcard,
        HandEnd::Knock {
            knocker: k.knocker,
            knocker_deadwood: k.deadwood,
            defender_deadwood,
        },
    );
    Ok(match o.winner {
        Some(w) if w == obs.seat => o.points as i32,
        Some(_) => -(o.points as i32),
        None => 0,
    })
}

/// One analysed decision of a game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Decision {
    /// The move's index in the whole game (0-based, every move counts).
    pub index: usize,
    /// The deal's number in the match (0 for a lone deal).
    pub deal: u32,
    /// The acting seat.
    pub seat: Seat,
    /// The phase.
    pub phase: Phase,
    /// What the seat played.
    pub chosen: Action,
    /// The best action found.
    pub best: Action,
    /// The chosen action's mean points.
    pub chosen_points: f64,
    /// The best action's mean points.
    pub best_points: f64,
    /// The expected loss in points (0 when the best was played).
    pub loss: f64,
    /// Its standard error.
    pub loss_se: f64,
    /// The loss in match equity (in a match), in `[0, 1]`.
    pub equity_loss: Option<f64>,
    /// The label of `loss`.
    pub label: Label,
    /// The match score before the deal, by seat (zeros for a lone deal).
    pub scores: BySeat<u32>,
    /// Every analysed action with its value.
    pub actions: Vec<ActionValue>,
}

/// Per-seat totals of an analysis.
#[derive(Debug, Clone, Copy, PartialEq, Default, Serialize, Deserialize)]
pub struct SeatSummary {
    /// Decisions analysed.
    pub decisions: u32,
    /// Sum of the losses in points.
    pub total_loss: f64,
    /// Average loss per decision in points (0 without decisions).
    pub average_loss: f64,
    /// Average equity loss per decision (in a match).
    pub average_equity_loss: Option<f64>,
    /// Decisions labelled good.
    pub good: u32,
    /// Decisions labelled inaccuracy.
    pub inaccuracy: u32,
    /// Decisions labelled mistake.
    pub mistake: u32,
    /// Decisions labelled blunder.
    pub blunder: u32,
}

/// The analysis of a whole game (a match or a lone deal).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GameAnalysis {
    /// The arguments.
    pub config: AnalysisConfig,
    /// Moves replayed (decisions and forced moves).
    pub moves: usize,
    /// The decisions, in order.
    pub decisions: Vec<Decision>,
    /// Totals per seat.
    pub seats: BySeat<SeatSummary>,
}

/// The game being replayed: a match or a lone deal, as a [`Game`], with the number of the
/// deal in play.
trait Replay: Game<Action = Action, Observation = Observation, Refusal = GinError> {
    fn deal_number(&self) -> u32;
}

impl Replay for Match {
    fn deal_number(&self) -> u32 {
        Match::deal_number(self)
    }
}

impl Replay for Deal {
    fn deal_number(&self) -> u32 {
        0
    }
}

/// Analyses every decision of a match (finished or not, e.g. resigned), replayed from its
/// rules and seed. Errors: as [`analyze`], and `InvalidState` if the replay fails.
pub fn analyze_match(m: &Match, config: &AnalysisConfig) -> Result<GameAnalysis> {
    let mut actions: Vec<(Seat, Action)> = Vec::new();
    for r in m.deals() {
        actions.extend(r.deal.moves().iter().map(|mv| (mv.seat, mv.action.clone())));
    }
    if !m.is_over() {
        actions.extend(
            m.current_deal()
                .moves()
                .iter()
                .map(|mv| (mv.seat, mv.action.clone())),
        );
    }
    let replay = Match::new(m.rules().clone(), m.seed())?;
    walk(replay, &actions, config)
}

/// Analyses every decision of a lone deal, replayed from its deck and dealer.
pub fn analyze_deal(deal: &Deal, config: &AnalysisConfig) -> Result<GameAnalysis> {
    let deck: [crate::cards::Card; crate::cards::DECK_SIZE] = deal
        .deck()
        .try_into()
        .map_err(|_| GinError::InvalidState("a deal without its whole deck".into()))?;
    let replay = Deal::from_deck(deal.rules().clone(), deal.dealer(), deck)?;
    let actions: Vec<(Seat, Action)> = deal
        .moves()
        .iter()
        .map(|mv| (mv.seat, mv.action.clone()))
        .collect();
    walk(replay, &actions, config)
}

fn walk<G: Replay>(
    mut game: G,
    actions: &[(Seat, Action)],
    config: &AnalysisConfig,
) -> Result<GameAnalysis> {
    let mut decisions = Vec::new();
    let mut seats = BySeat::splat(game.seats(), SeatSummary::default());
    let mut equity_sums = BySeat::splat(game.seats(), None::<f64>);
    for (k, (seat, action)) in actions.iter().enumerate() {
        if game.turn() != Turn::Seat(*seat) {
            return Err(GinError::InvalidState(format!(
                "move {k}: seat {seat} acted out of turn in the replay"
            )));
        }
        let obs = game.observation(*seat)?;
        let legal = obs.legal_actions();
        let decision = legal.len() >= 2 || !legal.contains(action);
        if decision {
            let c = AnalysisConfig {
                seed: decision_seed(config.seed, k as u64),
                ..*config
            };
            let a = analyze(&obs, Some(action), &c)?;
            let i = a.index_of(action).expect("the chosen action is analysed");
            let (loss, loss_se) = a.loss(i);
            let loss = loss.max(0.0);
            let equity_loss = a.equity_loss(i);
            let label = Label::of(loss);
            let s = &mut seats[*seat];
            s.decisions += 1;
            s.total_loss += loss;
            match label {
                Label::Good => s.good += 1,
                Label::Inaccuracy => s.inaccuracy += 1,
                Label::Mistake => s.mistake += 1,
                Label::Blunder => s.blunder += 1,
            }
            if let Some(e) = equity_loss {
                *equity_sums[*seat].get_or_insert(0.0) += e;
            }
            decisions.push(Decision {
                index: k,
                deal: game.deal_number(),
                seat: *seat,
                phase: obs.phase,
                chosen: action.clone(),
                best: a.best_action().clone(),
                chosen_points: a.actions[i].points,
                best_points: a.actions[a.best].points,
                loss,
                loss_se,
                equity_loss,
                label,
                scores: obs.scores,
                actions: a.actions,
            });
        }
        game.apply(action.clone())
            .map_err(|e| GinError::InvalidState(format!("move {k} does not replay: {e}")))?;
    }
    for (s, eq) in seats.as_mut_slice().iter_mut().zip(equity_sums.iter()) {
        if s.decisions > 0 {
            s.average_loss = s.total_loss / f64::from(s.decisions);
            s.average_equity_loss = eq.map(|e| e / f64::from(s.decisions));
        }
    }
    Ok(GameAnalysis {
        config: *config,
        moves: actions.len(),
        decisions,
        seats,
    })
}
