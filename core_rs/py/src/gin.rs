//! `ginrummy._core.gin`: Gin as its own submodule. It holds Gin's vocabulary
//! ([`action_kinds`]), its seat count and the Gin names of the top-level module (the same
//! objects: `ginrummy._core.gin.Match is ginrummy._core.Match`), which stay where they were.
//! The shared card primitives (`Hand`, `deadwood`, `arrange`, ...) stay top-level only.

use pyo3::prelude::*;

use ginrummy_rules::vocabulary::ACTION_KINDS;
use ginrummy_rules::SEATS;

use crate::game::json_loads;

/// The names of the top-level module that are Gin's, re-exported by the submodule.
const GIN_NAMES: &[&str] = &[
    "ILLEGAL_ACTION_REASONS",
    "Rules",
    "Action",
    "Observation",
    "Deal",
    "Match",
    "Bot",
    "simulate",
    "merge_simulations",
    "replay_match_game",
    "replay_deal_game",
    "analyze",
    "analyze_match",
    "analyze_deal",
    "decision_seed",
];

/// Gin's action kinds, in the order of the core's `Action`: dicts with `name` (the action's
/// `type`), `fields` (what a seat sends), `event` (the name of the event that records it) and
/// `records` (that event's fields beside `seat`). A field is `{"name", "type"` (`"card"`,
/// `"melds"` or `"meld_index"`), `"required"`, `"secret"}`, `secret` being `None` or
/// `{"from": "others", "until": "deal_end"}` (only the acting seat sees it while the deal is
/// live).
#[pyfunction]
fn action_kinds(py: Python<'_>) -> PyResult<Bound<'_, PyAny>> {
    let json = serde_json::to_string(ACTION_KINDS).expect("the table serializes");
    json_loads(py, &json)
}

/// Adds the `gin` submodule to `core` (registered in `sys.modules` as `ginrummy._core.gin`, so
/// that `import ginrummy._core.gin` works), after the Gin names were added to `core`.
pub fn register(core: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = core.py();
    let gin = PyModule::new(py, "ginrummy._core.gin")?;
    gin.add_function(wrap_pyfunction!(action_kinds, &gin)?)?;
    gin.add("SEATS", SEATS.count())?;
    for name in GIN_NAMES {
        gin.add(*name, core.getattr(*name)?)?;
    }
    core.add("gin", &gin)?;
    py.import("sys")?
        .getattr("modules")?
        .set_item("ginrummy._core.gin", &gin)?;
    Ok(())
}
