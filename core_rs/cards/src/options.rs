//! The shape in which a game publishes its rule options (Gin: `ginrummy_rules::Rules::options`,
//! classic Rummy: `ginrummy_rummy::RummyOptions::options`): one [`RuleOption`] per option, with
//! its kind and allowed values (the very bounds the game's validation enforces), its default
//! and one line of meaning. The service serves these tables as they are.

use serde::Serialize;

/// The kind of a rule option and its allowed values (serde: `"kind": "int"` with `minimum`
/// and `maximum`, `"kind": "int_choice"` with `choices`, `"kind": "bool"`, or
/// `"kind": "choice"` with `choices`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum OptionKind {
    /// An integer in `minimum..=maximum`.
    Int {
        /// The smallest allowed value.
        minimum: u32,
        /// The largest allowed value.
        maximum: u32,
    },
    /// An integer among `choices` (classic Rummy's `jokers`: 0 or 2).
    IntChoice {
        /// The allowed values.
        choices: &'static [u32],
    },
    /// `true` or `false`.
    Bool,
    /// One of the names in `choices`.
    Choice {
        /// The allowed names.
        choices: &'static [&'static str],
    },
}

impl OptionKind {
    /// Whether `value` is allowed by this kind (always `true` for a value of another kind,
    /// which the game's types check).
    pub fn allows(self, value: OptionValue) -> bool {
        match (self, value) {
            (OptionKind::Int { minimum, maximum }, OptionValue::Int(v)) => {
                (minimum..=maximum).contains(&v)
            }
            (OptionKind::IntChoice { choices }, OptionValue::Int(v)) => choices.contains(&v),
            (OptionKind::Choice { choices }, OptionValue::Choice(v)) => choices.contains(&v),
            _ => true,
        }
    }

    /// The allowed values as a phrase for a refusal: `between 10 and 1000`, `0 or 2`.
    pub fn describe(self) -> String {
        match self {
            OptionKind::Int { minimum, maximum } => format!("between {minimum} and {maximum}"),
            OptionKind::IntChoice { choices } => {
                let texts: Vec<String> = choices.iter().map(u32::to_string).collect();
                one_of(&texts)
            }
            OptionKind::Bool => "true or false".to_owned(),
            OptionKind::Choice { choices } => {
                let texts: Vec<String> = choices.iter().map(|c| (*c).to_owned()).collect();
                one_of(&texts)
            }
        }
    }
}

/// `a`, `a or b`, `a, b or c`.
fn one_of(texts: &[String]) -> String {
    match texts.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
    }
}

/// A rule option's value (serde: a plain number, boolean or string).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum OptionValue {
    /// An `int` or `int_choice` option's value.
    Int(u32),
    /// A `bool` option's value.
    Bool(bool),
    /// A `choice` option's value.
    Choice(&'static str),
}

/// One rule option as a game describes it (serde: `{"name", "kind", ["minimum", "maximum" |
/// "choices"], "default", "description"}`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct RuleOption {
    /// The option's name (the field of the game's options, the API's name).
    pub name: &'static str,
    /// Its kind and allowed values: the very ranges the game's validation enforces.
    #[serde(flatten)]
    pub kind: OptionKind,
    /// Its default value.
    pub default: OptionValue,
    /// One line saying what it does.
    pub description: &'static str,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_allow_and_describe_their_values() {
        let jokers = OptionKind::IntChoice { choices: &[0, 2] };
        assert!(jokers.allows(OptionValue::Int(2)) && !jokers.allows(OptionValue::Int(1)));
        assert_eq!(jokers.describe(), "0 or 2");
        let target = OptionKind::Int {
            minimum: 50,
            maximum: 1000,
        };
        assert!(!target.allows(OptionValue::Int(49)));
        assert_eq!(target.describe(), "between 50 and 1000");
        let mode = OptionKind::Choice {
            choices: &["shuffle", "turn", "x"],
        };
        assert_eq!(mode.describe(), "shuffle, turn or x");
        assert_eq!(
            serde_json::to_value(jokers).unwrap(),
            serde_json::json!({"kind": "int_choice", "choices": [0, 2]})
        );
    }
}
