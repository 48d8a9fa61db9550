//! Bindings of the analysis (`ginrummy-rules`'s `analysis`): `analyze(observation, ...)`,
//! `analyze_match(match, ...)` and `analyze_deal(deal, ...)`, each returning the analysis as
//! plain Python data (dicts and lists, actions in their JSON form). All release the GIL.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use ginrummy_rules::analysis::{self, AnalysisConfig, Objective};

use crate::bots::{json_loads, observation_arg};
use crate::game::{action_arg, Deal, Match};
use crate::IntoPyResult;

fn config(playouts: u32, seed: u64, objective: &str) -> PyResult<AnalysisConfig> {
    if playouts == 0 {
        return Err(PyValueError::new_err("playouts must be at least 1"));
    }
    let objective: Objective = objective
        .parse()
        .map_err(|_| PyValueError::new_err("objective is 'points' or 'match'"))?;
    Ok(AnalysisConfig {
        playouts,
        seed,
        objective,
    })
}

/// Every legal action of the observing seat (and `action`, if given and not among them) with
/// its expected points for the seat to the end of the deal, the match equity after it (in a
/// match), their standard errors, and the best action. Deterministic for a seed.
#[pyfunction]
#[pyo3(signature = (observation, playouts=200, seed=0, objective="points", action=None))]
fn analyze<'py>(
    py: Python<'py>,
    observation: &Bound<'py, PyAny>,
    playouts: u32,
    seed: u64,
    objective: &str,
    action: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyAny>> {
    let obs = observation_arg(py, observation)?;
    let extra = action.map(action_arg).transpose()?;
    let cfg = config(playouts, seed, objective)?;
    let a = py
        .detach(|| analysis::analyze(&obs, extra.as_ref(), &cfg))
        .py()?;
    json_loads(py, &serde_json::to_string(&a).expect("analyses serialize"))
}

/// Every decision of a match (replayed from its rules and seed) with the best action, the
/// chosen one, the expected loss and its label, and per-seat totals.
#[pyfunction]
#[pyo3(signature = (game, playouts=200, seed=0, objective="points"))]
fn analyze_match<'py>(
    py: Python<'py>,
    game: &Match,
    playouts: u32,
    seed: u64,
    objective: &str,
) -> PyResult<Bound<'py, PyAny>> {
    let cfg = config(playouts, seed, objective)?;
    let m = game.inner.clone();
    let a = py.detach(|| analysis::analyze_match(&m, &cfg)).py()?;
    json_loads(py, &serde_json::to_string(&a).expect("analyses serialize"))
}

/// The seed with which `analyze_match` (or `analyze_deal`) seeded `seed` analyses the move of
/// index `k` (0-based, every move of the game counts): `analyze` on the acting seat's
/// observation at that moment with this seed reproduces that decision's values exactly.
#[pyfunction]
fn decision_seed(seed: u64, k: u64) -> u64 {
    analysis::decision_seed(seed, k)
}

/// Every decision of a lone deal, as `analyze_match`.
#[pyfunction]
#[pyo3(signature = (deal, playouts=200, seed=0))]
fn analyze_deal<'py>(
    py: Python<'py>,
    deal: &Deal,
    playouts: u32,
    seed: u64,
) -> PyResult<Bound<'py, PyAny>> {
    let cfg = config(playouts, seed, "points")?;
    let d = deal.inner.clone();
    let a = py.detach(|| analysis::analyze_deal(&d, &cfg)).py()?;
    json_loads(py, &serde_json::to_string(&a).expect("analyses serialize"))
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(analyze, m)?)?;
    m.add_function(wrap_pyfunction!(analyze_match, m)?)?;
    m.add_function(wrap_pyfunction!(analyze_deal, m)?)?;
    m.add_function(wrap_pyfunction!(decision_seed, m)?)?;
    Ok(())
}
