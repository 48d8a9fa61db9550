//! `ginrummy._core.rummy`: classic Rummy (the `ginrummy-rummy` crate) as its own submodule: a
//! [`Match`] (new state, legal actions, apply, observation, standings, a bot's action, the
//! hand's deck), the bot levels ([`bot_levels`]), the vocabulary
//! ([`action_kinds`]), the option table ([`options`]) and the refusal codes. Actions, what they
//! did, observations and standings cross as the crate's JSON forms (dicts); no game logic here.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyTuple;

use ginrummy_rules::shuffle::SplitMix64;
use ginrummy_rummy::bots::{
    choose, duplicate_range, BotConfig, Comparison, Level, DEFAULT_BUDGET_MS,
};

use ginrummy_rummy::error::Reason;
use ginrummy_rummy::options::{MAX_SEATS, MIN_SEATS};
use ginrummy_rummy::vocabulary::ACTION_KINDS;
use ginrummy_rummy::{Action, RummyError, RummyOptions, Seats};

use crate::game::{json_dumps, json_loads};
use crate::{illegal_action_code_err, InvalidCardsError, InvalidRulesError, InvalidStateError};

/// Maps the Rummy crate's error to the house's Python exceptions.
fn to_py_err(err: RummyError) -> PyErr {
    let msg = err.to_string();
    match err {
        RummyError::InvalidCards(_) => InvalidCardsError::new_err(msg),
        RummyError::IllegalAction(r) => illegal_action_code_err(r.reason.as_str(), r.message),
        RummyError::InvalidOptions(_) => InvalidRulesError::new_err(msg),
        RummyError::InvalidState(_) => InvalidStateError::new_err(msg),
    }
}

fn to_py<'py, T: serde::Serialize>(py: Python<'py>, value: &T) -> PyResult<Bound<'py, PyAny>> {
    json_loads(
        py,
        &serde_json::to_string(value).expect("Rummy values serialize"),
    )
}

/// A match of classic Rummy for 2 to 4 seats: hands until a score reaches the target.
#[pyclass(module = "ginrummy._core.rummy", name = "Match")]
pub struct RummyMatch {
    inner: ginrummy_rummy::Match,
}

#[pymethods]
impl RummyMatch {
    /// A match of `seats` seats from `seed`, with `options` (a dict of the option table's
    /// names; missing ones take their defaults). Raises `InvalidRulesError`.
    #[new]
    #[pyo3(signature = (seats, seed, options = None))]
    fn new(seats: usize, seed: u64, options: Option<&Bound<'_, PyAny>>) -> PyResult<Self> {
        let options = match options {
            None => RummyOptions::default(),
            Some(o) => RummyOptions::from_json(&json_dumps(o)?).map_err(to_py_err)?,
        };
        let inner = ginrummy_rummy::Match::new(options, seats, seed).map_err(to_py_err)?;
        Ok(RummyMatch { inner })
    }

    /// The number of seats.
    #[getter]
    fn seats(&self) -> usize {
        self.inner.seats().count()
    }

    /// The seat to act, `None` once the match is over.
    #[getter]
    fn to_act(&self) -> Option<u8> {
        self.inner.to_act().map(|s| s.number())
    }

    /// Whether the match is over.
    #[getter]
    fn is_over(&self) -> bool {
        self.inner.is_over()
    }

    /// The dealer of the first hand, drawn by the match.
    #[getter]
    fn first_dealer(&self) -> u8 {
        self.inner.first_dealer().number()
    }

    /// The legal actions of the seat to act, as action dicts that `apply` takes back as they
    /// are.
    fn legal_actions<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        to_py(py, &self.inner.legal_actions())
    }

    /// Applies an action dict for the seat to act; returns what it did (the event's payload).
    /// Raises `IllegalActionError` (with `reason`) and changes nothing when refused.
    fn apply<'py>(
        &mut self,
        py: Python<'py>,
        action: &Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let action = Action::from_json(&json_dumps(action)?).map_err(to_py_err)?;
        let resolved = self.inner.apply(action).map_err(to_py_err)?;
        to_py(py, &resolved)
    }

    /// What `seat` may see now, as a dict. Raises `InvalidStateError` for a seat not at the
    /// table.
    fn observation<'py>(&self, py: Python<'py>, seat: usize) -> PyResult<Bound<'py, PyAny>> {
        let seat = self
            .inner
            .seats()
            .seat(seat)
            .map_err(|e| InvalidStateError::new_err(e.to_string()))?;
        to_py(py, &self.inner.observation(seat).map_err(to_py_err)?)
    }

    /// The scores, the target, whether the match is over and its winners.
    fn standings<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        to_py(py, &self.inner.standings())
    }

    /// The finished hands: number, seed, dealer and how each ended (every hand counted).
    fn hands<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        to_py(py, &self.inner.records())
    }

    /// Each seat's zero-sum return.
    fn returns(&self) -> Vec<f64> {
        self.inner.returns().to_vec()
    }

    /// The deck of the hand in play (or the last one), in dealing order: what the service
    /// commits to when the hand is dealt.
    fn current_deck(&self) -> Vec<String> {
        self.inner
            .hand()
            .deck()
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    /// Each stock rebuild of the hand in play so far: the new stock's order, its top first
    /// (what the service commits to before its first draw; secret while the hand is live).
    fn current_rebuilds(&self) -> Vec<Vec<String>> {
        self.inner
            .hand()
            .rebuilds()
            .iter()
            .map(|r| r.order.iter().map(ToString::to_string).collect())
            .collect()
    }

    /// How many hands have been dealt (grows exactly when a new hand is dealt).
    #[getter]
    fn hands_dealt(&self) -> usize {
        let finished = self.inner.records().len();
        if self.inner.is_over() {
            finished
        } else {
            finished + 1
        }
    }

    /// The action a built-in bot of `level` (`bot_levels()`) takes for the seat to act, from
    /// that seat's observation and legal actions (and the match's options), with its choices
    /// drawn from `seed`; the expert searches for `budget_ms` or, with `playouts`, that many
    /// determinisations (deterministic). Raises `InvalidStateError` once the match is over,
    /// `ValueError` for another level.
    #[pyo3(signature = (level, seed, budget_ms = DEFAULT_BUDGET_MS, playouts = None))]
    fn bot_action<'py>(
        &self,
        py: Python<'py>,
        level: &str,
        seed: u64,
        budget_ms: u64,
        playouts: Option<u32>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let bot = bot_config(level, budget_ms, playouts)?;
        let seat = self
            .inner
            .to_act()
            .ok_or_else(|| InvalidStateError::new_err("the match is over: no seat acts"))?;
        let obs = self.inner.observation(seat).map_err(to_py_err)?;
        let legal = self.inner.legal_actions();
        let options = self.inner.options().clone();
        let action = py
            .detach(|| choose(&bot, &options, &obs, &legal, &mut SplitMix64::new(seed)))
            .map_err(to_py_err)?;
        to_py(py, &action)
    }

    /// A private copy (the service decides each command on one).
    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> RummyMatch {
        RummyMatch {
            inner: self.inner.clone(),
        }
    }
}

/// The bot of a level name, or `ValueError`.
fn bot_config(level: &str, budget_ms: u64, playouts: Option<u32>) -> PyResult<BotConfig> {
    let level: Level = level
        .parse()
        .map_err(|e: RummyError| PyValueError::new_err(e.to_string()))?;
    Ok(BotConfig {
        level,
        budget_ms,
        playouts,
    })
}

/// Duplicate play: the deals `start..start + deals` of the run seeded `seed` at a table of
/// `seats`, each deal once per rotation of the seats, bot `a` at one seat and `b` at the
/// others (`a` holds every hand of the deal). Returns `a`'s points per hand with their 95%
/// interval and the hands' counts (`merge_simulations` adds two runs). The expert seats search
/// for `budget_ms` or `playouts` determinisations. Raises `ValueError` for an unknown level,
/// `InvalidRulesError` for bad options or seats.
#[pyfunction]
#[pyo3(signature = (a, b, *, seats, deals, seed = 0, start = 0, options = None, budget_ms = DEFAULT_BUDGET_MS, playouts = None))]
#[allow(clippy::too_many_arguments)]
fn simulate<'py>(
    py: Python<'py>,
    a: &str,
    b: &str,
    seats: usize,
    deals: usize,
    seed: u64,
    start: usize,
    options: Option<&Bound<'py, PyAny>>,
    budget_ms: u64,
    playouts: Option<u32>,
) -> PyResult<Bound<'py, PyAny>> {
    let options = match options {
        None => RummyOptions::default(),
        Some(o) => RummyOptions::from_json(&json_dumps(o)?).map_err(to_py_err)?,
    };
    let (a, b) = (
        bot_config(a, budget_ms, playouts)?,
        bot_config(b, budget_ms, playouts)?,
    );
    let c = py
        .detach(|| duplicate_range(&options, seats, a, b, seed, start..start + deals))
        .map_err(to_py_err)?;
    to_py(py, &c)
}

/// Two `simulate` results of disjoint deals at the same table, together. Raises
/// `InvalidStateError` for different tables, `ValueError` for a dict that is no result.
#[pyfunction]
fn merge_simulations<'py>(
    py: Python<'py>,
    first: &Bound<'py, PyAny>,
    second: &Bound<'py, PyAny>,
) -> PyResult<Bound<'py, PyAny>> {
    let read = |d: &Bound<'py, PyAny>| -> PyResult<Comparison> {
        serde_json::from_str(&json_dumps(d)?)
            .map_err(|e| PyValueError::new_err(format!("not a simulation result: {e}")))
    };
    let merged = read(first)?.merge(&read(second)?).map_err(to_py_err)?;
    to_py(py, &merged)
}

/// The built-in bot levels, weakest first.
#[pyfunction]
fn bot_levels() -> Vec<&'static str> {
    Level::ALL.iter().map(|l| l.name()).collect()
}

/// The action a built-in bot of `level` takes from a seat's `observation` (its JSON form, as
/// `Match.observation` gives it or a seat's view over HTTP serves it: other keys are ignored),
/// the seat's `legal_actions` and the match's `options`, with its choices drawn from `seed`
/// (the expert searches for `budget_ms`, or `playouts` determinisations): what
/// `Match.bot_action` takes for the seat to act, for a bot that plays away from the match (the
/// bot runner's built-in levels). Raises `ValueError` for an unreadable observation, action or
/// level, `InvalidRulesError` for bad options, `InvalidStateError` with no legal action.
#[pyfunction]
#[pyo3(signature = (level, seed, options, observation, legal_actions, budget_ms = DEFAULT_BUDGET_MS, playouts = None))]
#[allow(clippy::too_many_arguments)]
fn bot_choose<'py>(
    py: Python<'py>,
    level: &str,
    seed: u64,
    options: &Bound<'py, PyAny>,
    observation: &Bound<'py, PyAny>,
    legal_actions: &Bound<'py, PyAny>,
    budget_ms: u64,
    playouts: Option<u32>,
) -> PyResult<Bound<'py, PyAny>> {
    let bot = bot_config(level, budget_ms, playouts)?;
    let options = RummyOptions::from_json(&json_dumps(options)?).map_err(to_py_err)?;
    let obs: ginrummy_rummy::Observation = serde_json::from_str(&json_dumps(observation)?)
        .map_err(|e| PyValueError::new_err(format!("not a Rummy observation: {e}")))?;
    let legal: Vec<Action> = serde_json::from_str(&json_dumps(legal_actions)?)
        .map_err(|e| PyValueError::new_err(format!("not Rummy actions: {e}")))?;
    let action = py
        .detach(|| choose(&bot, &options, &obs, &legal, &mut SplitMix64::new(seed)))
        .map_err(to_py_err)?;
    to_py(py, &action)
}

/// Rummy's action kinds, in the order of the core's `Action` (the shape of Gin's).
#[pyfunction]
fn action_kinds(py: Python<'_>) -> PyResult<Bound<'_, PyAny>> {
    to_py(py, &ACTION_KINDS)
}

/// The option table for a table of `seats` (the `target_score` default depends on it).
/// Raises `InvalidRulesError` unless `seats` is 2 to 4.
#[pyfunction]
fn options(py: Python<'_>, seats: usize) -> PyResult<Bound<'_, PyAny>> {
    let table: Seats = ginrummy_rummy::options::seats(seats).map_err(to_py_err)?;
    to_py(py, &RummyOptions::options(table))
}

/// Adds the `rummy` submodule to `core` (registered in `sys.modules` as
/// `ginrummy._core.rummy`).
pub fn register(core: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = core.py();
    let rummy = PyModule::new(py, "ginrummy._core.rummy")?;
    rummy.add_class::<RummyMatch>()?;
    rummy.add_function(wrap_pyfunction!(action_kinds, &rummy)?)?;
    rummy.add_function(wrap_pyfunction!(options, &rummy)?)?;
    rummy.add_function(wrap_pyfunction!(bot_levels, &rummy)?)?;
    rummy.add_function(wrap_pyfunction!(bot_choose, &rummy)?)?;
    rummy.add_function(wrap_pyfunction!(simulate, &rummy)?)?;
    rummy.add_function(wrap_pyfunction!(merge_simulations, &rummy)?)?;
    rummy.add("DEFAULT_BUDGET_MS", DEFAULT_BUDGET_MS)?;
    rummy.add("MIN_SEATS", MIN_SEATS)?;
    rummy.add("MAX_SEATS", MAX_SEATS)?;
    rummy.add(
        "ILLEGAL_ACTION_REASONS",
        PyTuple::new(py, Reason::ALL.iter().map(|r| r.as_str()))?,
    )?;
    core.add("rummy", &rummy)?;
    py.import("sys")?
        .getattr("modules")?
        .set_item("ginrummy._core.rummy", &rummy)?;
    Ok(())
}
