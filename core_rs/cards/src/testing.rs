//! What the games' data-driven tests share (feature `testing`; the games take it as a
//! dev-dependency feature, so nothing here is in a build that plays):
//!
//! - [`load_goldens`]: every golden file of a folder, parsed, each named by its file, and the
//!   required ones present.
//! - [`walk_script`]: a scripted deal step by step, with the probes of illegal actions tried
//!   before the steps they name.
//! - [`assert_table_is_serde_forms`]: a game's [`ActionKind`] table checked against the serde
//!   forms of its actions and of what they did.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;

use crate::vocabulary::{ActionKind, Field};

/// A golden file's content: a complete scripted deal (or hand) of one game.
pub trait Golden: DeserializeOwned {
    /// The golden's name, which must be its file's name without `.json`.
    fn name(&self) -> &str;
}

/// A probe of a golden: an illegal action tried before one step of the script.
pub trait Probe {
    /// The step (from 0) the probe is tried before.
    fn before(&self) -> usize;
}

/// Every `*.json` of `dir` in path order, parsed as `G`. Panics (naming the file) on a file
/// that does not parse or whose name is not the golden's, and when a name of `required` is not
/// among them.
pub fn load_goldens<G: Golden>(dir: &Path, required: &[&str]) -> Vec<G> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    files.sort();
    let goldens: Vec<G> = files
        .iter()
        .map(|f| {
            let text = std::fs::read_to_string(f).unwrap();
            let g: G =
                serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
            assert_eq!(
                f.file_stem().unwrap().to_str().unwrap(),
                g.name(),
                "file name and name"
            );
            g
        })
        .collect();
    for name in required {
        assert!(
            goldens.iter().any(|g| g.name() == *name),
            "missing golden {name}"
        );
    }
    goldens
}

/// Walks the script `steps` of the golden `name` on `state`: before step `i`, `probe` with every
/// probe whose [`Probe::before`] is `i`, then `step` with step `i`. Panics when a probe stands
/// after the last step (it would never be tried).
pub fn walk_script<S, A, P: Probe>(
    name: &str,
    state: &mut S,
    steps: &[A],
    probes: &[P],
    probe: impl Fn(&mut S, usize, &P),
    step: impl Fn(&mut S, usize, &A),
) {
    for (i, a) in steps.iter().enumerate() {
        for p in probes.iter().filter(|p| p.before() == i) {
            probe(state, i, p);
        }
        step(state, i, a);
    }
    assert!(
        probes.iter().all(|p| p.before() < steps.len()),
        "{name}: a probe after the last step"
    );
}

/// Checks a game's action-kind `table` against the serde forms: `samples` holds, in the
/// table's order, one action of every kind with every optional field given and what it did.
/// For each, `name` of the action and the `type` of both forms are the kind's name, the
/// action's other keys are the kind's `fields` and the record's its `records`; and leaving one
/// field out of the action's JSON is refused by `parse` exactly when the field is required.
pub fn assert_table_is_serde_forms<A: Serialize, R: Serialize, E>(
    table: &[ActionKind],
    samples: &[(A, R)],
    name: impl Fn(&A) -> &'static str,
    parse: impl Fn(&str) -> Result<A, E>,
) {
    assert_eq!(samples.len(), table.len(), "one sample a kind");
    for ((action, resolved), kind) in samples.iter().zip(table) {
        assert_eq!(name(action), kind.name);
        let json = serde_json::to_value(action).unwrap();
        assert_eq!(
            tagged_keys(json.clone()),
            (kind.name.to_owned(), field_names(kind.fields)),
            "the action's form"
        );
        assert_eq!(
            tagged_keys(serde_json::to_value(resolved).unwrap()),
            (kind.name.to_owned(), field_names(kind.records)),
            "the record's form"
        );
        for field in kind.fields {
            let mut without = json.clone();
            without.as_object_mut().unwrap().remove(field.name);
            assert_eq!(
                parse(&without.to_string()).is_ok(),
                !field.required,
                "{without}"
            );
        }
    }
}

/// The `type` of a tagged serde form (an object) and its other keys.
fn tagged_keys(value: Value) -> (String, BTreeSet<String>) {
    let Value::Object(mut map) = value else {
        panic!("an object: {value}")
    };
    let Some(Value::String(kind)) = map.remove("type") else {
        panic!("a type")
    };
    (kind, map.keys().cloned().collect())
}

fn field_names(fields: &[Field]) -> BTreeSet<String> {
    fields.iter().map(|f| f.name.to_owned()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vocabulary::FieldType;

    #[derive(Serialize)]
    #[serde(tag = "type", rename_all = "snake_case")]
    enum Move {
        Play { card: String },
    }

    const TABLE: &[ActionKind] = &[ActionKind {
        name: "play",
        fields: &[Field::new("card", FieldType::Card)],
        event: "Played",
        records: &[Field::new("card", FieldType::Card)],
    }];

    fn parse(json: &str) -> Result<Move, String> {
        let v: Value = serde_json::from_str(json).map_err(|e| e.to_string())?;
        match v.get("card").and_then(Value::as_str) {
            Some(c) => Ok(Move::Play { card: c.to_owned() }),
            None => Err("no card".to_owned()),
        }
    }

    fn play() -> Move {
        Move::Play {
            card: "7h".to_owned(),
        }
    }

    #[test]
    fn a_table_that_is_the_serde_forms_passes() {
        assert_table_is_serde_forms(TABLE, &[(play(), play())], |_| "play", parse);
    }

    #[test]
    #[should_panic(expected = "the record's form")]
    fn a_record_with_another_field_fails() {
        #[derive(Serialize)]
        #[serde(tag = "type", rename_all = "snake_case")]
        enum Did {
            Play { card: String, seat: usize },
        }
        let did = Did::Play {
            card: "7h".to_owned(),
            seat: 0,
        };
        assert_table_is_serde_forms(TABLE, &[(play(), did)], |_| "play", parse);
    }

    #[test]
    #[should_panic(expected = "{\"type\":\"play\"}")]
    fn a_required_field_the_parser_does_without_fails() {
        let lenient = |_: &str| Ok::<Move, String>(play());
        assert_table_is_serde_forms(TABLE, &[(play(), play())], |_| "play", lenient);
    }

    struct Before(usize);

    impl Probe for Before {
        fn before(&self) -> usize {
            self.0
        }
    }

    #[test]
    fn a_script_walk_tries_each_probe_before_its_step() {
        let mut log: Vec<String> = Vec::new();
        walk_script(
            "walk",
            &mut log,
            &["a", "b"],
            &[Before(1), Before(0)],
            |log, i, p| log.push(format!("probe {} at {i}", p.0)),
            |log, i, s| log.push(format!("step {i} {s}")),
        );
        assert_eq!(
            log,
            ["probe 0 at 0", "step 0 a", "probe 1 at 1", "step 1 b"]
        );
    }

    #[test]
    #[should_panic(expected = "walk: a probe after the last step")]
    fn a_probe_after_the_last_step_fails() {
        walk_script(
            "walk",
            &mut (),
            &["a"],
            &[Before(1)],
            |_, _, _| {},
            |_, _, _| {},
        );
    }
}
