//! Bindings of the bots and the simulation (`ginrummy-rules`'s `bots` and `simulate`).
//!
//! `Bot(level, seed=0, budget_ms=50, playouts=None).act(observation)` and
//! `simulate(a, b, deals=None, matches=None, seed=0, rules=None, threads=1, start=0)`. Both
//! release the GIL while they compute.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyString};

use ginrummy_rules::bots::{Bot as RustBot, BotConfig, Level};
use ginrummy_rules::observation::Observation as RustObservation;
use ginrummy_rules::shuffle::deal_seed;
use ginrummy_rules::simulate::{
    replay_deal_game as rust_replay_deal_game, replay_match_game as rust_replay_match_game,
    simulate as rust_simulate, SimConfig, SimMode, SimResult,
};

use crate::game::{Action, Observation, Rules};
use crate::IntoPyResult;

fn level_arg(level: &str) -> PyResult<Level> {
    level.parse().map_err(|_| {
        PyValueError::new_err(format!(
            "unknown bot level {level:?}: expected beginner, easy, medium or expert"
        ))
    })
}

pub(crate) fn json_loads<'py>(py: Python<'py>, text: &str) -> PyResult<Bound<'py, PyAny>> {
    py.import("json")?.call_method1("loads", (text,))
}

/// An observation argument: an `Observation`, its dict form or its JSON text.
pub(crate) fn observation_arg(
    py: Python<'_>,
    observation: &Bound<'_, PyAny>,
) -> PyResult<RustObservation> {
    if let Ok(o) = observation.cast::<Observation>() {
        Ok(o.get().inner.clone())
    } else if let Ok(d) = observation.cast::<PyDict>() {
        let text: String = py.import("json")?.call_method1("dumps", (d,))?.extract()?;
        RustObservation::from_json(&text).py()
    } else if let Ok(s) = observation.cast::<PyString>() {
        RustObservation::from_json(s.to_str()?).py()
    } else {
        Err(PyValueError::new_err(
            "an observation is an Observation, its dict form or its JSON text",
        ))
    }
}

/// A bot of one level, deciding from one seat's observation only.
#[pyclass(module = "ginrummy._core")]
pub struct Bot {
    inner: RustBot,
    seed: u64,
}

#[pymethods]
impl Bot {
    /// `level`: beginner, easy, medium or expert. `budget_ms` bounds an expert decision;
    /// `playouts` caps its determinisations instead (deterministic for a seed).
    /// `match_aware`: medium and expert play for the match, not the deal alone (in a match);
    /// `False` is the deal-only play of before.
    #[new]
    #[pyo3(signature = (level, seed=0, budget_ms=50, playouts=None, match_aware=true))]
    fn new(
        level: &str,
        seed: u64,
        budget_ms: u64,
        playouts: Option<u32>,
        match_aware: bool,
    ) -> PyResult<Bot> {
        if playouts == Some(0) {
            return Err(PyValueError::new_err(
                "playouts must be at least 1 (or None)",
            ));
        }
        Ok(Bot {
            inner: RustBot::new(level_arg(level)?, seed, budget_ms)
                .with_playouts(playouts)
                .with_match_aware(match_aware),
            seed,
        })
    }

    /// The move for the observing seat: an `Observation`, or its dict form (as
    /// `Observation.from_dict`). Raises `IllegalActionError` when the seat has no move.
    fn act(&mut self, py: Python<'_>, observation: &Bound<'_, PyAny>) -> PyResult<Action> {
        let obs = observation_arg(py, observation)?;
        let inner = &mut self.inner;
        let action = py.detach(|| inner.try_act(&obs)).py()?;
        Ok(Action { inner: action })
    }

    #[getter]
    fn level(&self) -> &'static str {
        self.inner.level().name()
    }

    #[getter]
    fn seed(&self) -> u64 {
        self.seed
    }

    #[getter]
    fn budget_ms(&self) -> u64 {
        self.inner.config().budget_ms
    }

    #[getter]
    fn playouts(&self) -> Option<u32> {
        self.inner.config().playouts
    }

    #[getter]
    fn match_aware(&self) -> bool {
        self.inner.config().match_aware
    }

    /// What the last decision's search cost: `searched`, `candidates`, `determinisations`,
    /// `micros` (zeros when nothing was searched).
    fn last_search<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let text =
            serde_json::to_string(&self.inner.last_search()).expect("search stats serialize");
        json_loads(py, &text)
    }

    fn __repr__(&self) -> String {
        let c = self.inner.config();
        format!(
            "Bot('{}', seed={}, budget_ms={}, playouts={}, match_aware={})",
            c.level,
            self.seed,
            c.budget_ms,
            c.playouts.map_or("None".to_string(), |p| p.to_string()),
            if c.match_aware { "True" } else { "False" }
        )
    }
}

/// A bot argument of `simulate`: a level name or a `Bot` (its level, budget and cap).
fn bot_arg(obj: &Bound<'_, PyAny>) -> PyResult<BotConfig> {
    if let Ok(s) = obj.cast::<PyString>() {
        return Ok(BotConfig::new(level_arg(s.to_str()?)?));
    }
    if let Ok(b) = obj.cast::<Bot>() {
        return Ok(b.borrow().inner.config());
    }
    Err(PyValueError::new_err(
        "a bot is a level name ('beginner', 'easy', 'medium', 'expert') or a Bot",
    ))
}

/// Plays paired deals (`deals=N`: N deals, each twice with the seats swapped) or paired
/// matches (`matches=N`) between bots `a` and `b`; returns the counts and the mean points per
/// deal (per match) of A minus B with its 95% confidence interval. Releases the GIL; the same
/// arguments give the same result whatever `threads` (0: one per core), except for experts
/// limited by time rather than `playouts`. `start` is the index of the first pair, to run a
/// long simulation in chunks.
#[pyfunction]
#[pyo3(signature = (a, b, deals=None, matches=None, seed=0, rules=None, threads=1, start=0))]
#[allow(clippy::too_many_arguments)]
fn simulate<'py>(
    py: Python<'py>,
    a: &Bound<'py, PyAny>,
    b: &Bound<'py, PyAny>,
    deals: Option<u64>,
    matches: Option<u64>,
    seed: u64,
    rules: Option<&Rules>,
    threads: usize,
    start: u64,
) -> PyResult<Bound<'py, PyAny>> {
    let (mode, pairs) = match (deals, matches) {
        (Some(n), None) => (SimMode::Deals, n),
        (None, Some(n)) => (SimMode::Matches, n),
        _ => {
            return Err(PyValueError::new_err(
                "give exactly one of deals=N or matches=N",
            ))
        }
    };
    let config = SimConfig {
        a: bot_arg(a)?,
        b: bot_arg(b)?,
        mode,
        pairs,
        start,
        seed,
        rules: rules.map(|r| r.inner.clone()).unwrap_or_default(),
        threads,
    };
    let result = py.detach(|| rust_simulate(&config)).py()?;
    let mut value = serde_json::to_value(&result).expect("results serialize");
    let bot_json = |c: &BotConfig| {
        serde_json::json!({
            "level": c.level,
            "budget_ms": c.budget_ms,
            "playouts": c.playouts,
            "match_aware": c.match_aware,
        })
    };
    value["config"] = serde_json::json!({
        "a": bot_json(&config.a),
        "b": bot_json(&config.b),
        "seed": seed,
        "start": start,
        "threads": threads,
        "rules": config.rules,
    });
    json_loads(py, &value.to_string())
}

/// Merges two results of `simulate` over consecutive chunks of pairs (the core's
/// `SimResult::merge`: the counts added, the means and intervals recomputed); the first
/// result's `config` is kept.
#[pyfunction]
fn merge_simulations<'py>(
    py: Python<'py>,
    first: &Bound<'py, PyAny>,
    second: &Bound<'py, PyAny>,
) -> PyResult<Bound<'py, PyAny>> {
    let read = |obj: &Bound<'py, PyAny>| -> PyResult<(SimResult, serde_json::Value)> {
        let mut value: serde_json::Value = serde_json::from_str(&crate::game::json_dumps(obj)?)
            .map_err(|e| PyValueError::new_err(format!("not a simulation result: {e}")))?;
        let config = value
            .as_object_mut()
            .and_then(|o| o.remove("config"))
            .unwrap_or(serde_json::Value::Null);
        let result = serde_json::from_value(value)
            .map_err(|e| PyValueError::new_err(format!("not a simulation result: {e}")))?;
        Ok((result, config))
    };
    let (mut merged, config) = read(first)?;
    let (other, _) = read(second)?;
    if merged.mode != other.mode {
        return Err(PyValueError::new_err("cannot merge deals with matches"));
    }
    merged.merge(&other);
    let mut value = serde_json::to_value(&merged).expect("results serialize");
    if !config.is_null() {
        value["config"] = config;
    }
    json_loads(py, &value.to_string())
}

/// The simulation of one pair's game `game` (0 or 1) of the pair unit `mode`, to replay it.
fn replay_config(
    a: &Bound<'_, PyAny>,
    b: &Bound<'_, PyAny>,
    game: u8,
    seed: u64,
    rules: Option<&Rules>,
    mode: SimMode,
) -> PyResult<SimConfig> {
    if game > 1 {
        return Err(PyValueError::new_err(format!(
            "game must be 0 (A in seat 0) or 1 (A in seat 1), not {game}"
        )));
    }
    Ok(SimConfig {
        seed,
        rules: rules.map(|r| r.inner.clone()).unwrap_or_default(),
        ..SimConfig::new(bot_arg(a)?, bot_arg(b)?, mode, 1)
    })
}

/// Game `game` (0: A in seat 0; 1: A in seat 1) of match pair `k` of
/// `simulate(a, b, matches=..., seed=seed, rules=rules)`, played again exactly (same deals,
/// same bot seeds): `{"match_seed", "moves": [{"seat", "action"}...], "deals", "result"}`, the
/// finished match's deal records and result as `Match.deals()` and `Match.result` give them.
/// Releases the GIL.
#[pyfunction]
#[pyo3(signature = (a, b, k, game, seed=0, rules=None))]
fn replay_match_game<'py>(
    py: Python<'py>,
    a: &Bound<'py, PyAny>,
    b: &Bound<'py, PyAny>,
    k: u64,
    game: u8,
    seed: u64,
    rules: Option<&Rules>,
) -> PyResult<Bound<'py, PyAny>> {
    let config = replay_config(a, b, game, seed, rules, SimMode::Matches)?;
    let (played, moves) = py
        .detach(|| rust_replay_match_game(&config, k, game == 1))
        .py()?;
    let value = serde_json::json!({
        "match_seed": deal_seed(config.seed, k),
        "moves": moves
            .iter()
            .map(|(seat, action)| serde_json::json!({"seat": seat, "action": action}))
            .collect::<Vec<_>>(),
        "deals": played.deals(),
        "result": played.result(),
    });
    json_loads(py, &value.to_string())
}

/// Game `game` (0: A in seat 0; 1: A in seat 1) of deal pair `k` of `simulate(a, b,
/// deals=..., seed=seed, rules=rules)`, played again exactly (the same deal, the same bot
/// seeds): `{"deal_seed", "dealer", "moves": [{"seat", "action"}...], "outcome"}`, the seed
/// and dealer of the core `Deal` that deals it and its outcome as `Deal.outcome` gives it.
/// Releases the GIL.
#[pyfunction]
#[pyo3(signature = (a, b, k, game, seed=0, rules=None))]
fn replay_deal_game<'py>(
    py: Python<'py>,
    a: &Bound<'py, PyAny>,
    b: &Bound<'py, PyAny>,
    k: u64,
    game: u8,
    seed: u64,
    rules: Option<&Rules>,
) -> PyResult<Bound<'py, PyAny>> {
    let config = replay_config(a, b, game, seed, rules, SimMode::Deals)?;
    let (played, moves) = py
        .detach(|| rust_replay_deal_game(&config, k, game == 1))
        .py()?;
    let value = serde_json::json!({
        "deal_seed": deal_seed(config.seed, k),
        "dealer": k % 2,
        "moves": moves
            .iter()
            .map(|(seat, action)| serde_json::json!({"seat": seat, "action": action}))
            .collect::<Vec<_>>(),
        "outcome": played.outcome(),
    });
    json_loads(py, &value.to_string())
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(replay_match_game, m)?)?;
    m.add_function(wrap_pyfunction!(replay_deal_game, m)?)?;
    m.add_class::<Bot>()?;
    m.add_function(wrap_pyfunction!(simulate, m)?)?;
    m.add_function(wrap_pyfunction!(merge_simulations, m)?)?;
    Ok(())
}
