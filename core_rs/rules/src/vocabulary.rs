//! Gin's action vocabulary, written once: [`ACTION_KINDS`], each kind's name (its `type` in the
//! JSON form of [`Action`](crate::action::Action)), the fields a seat sends, the event the
//! service records for it and that event's fields (what [`Resolved`](crate::deal::Resolved)
//! names, beside the acting seat), and which are secret from whom.
//!
//! The tests below derive the table's field names from the serde forms of `Action` and
//! `Resolved`; `tests/core/test_action_kinds.py` checks the service's tables against it (through
//! `ginrummy._core.gin.action_kinds()`).
//!
//! ```
//! use ginrummy_rules::vocabulary::ACTION_KINDS;
//! use ginrummy_cards::vocabulary::kind;
//! let draw = kind(ACTION_KINDS, "draw_stock").unwrap();
//! assert_eq!(draw.event, "DrewStock");
//! assert!(draw.records[0].secret.is_some()); // the card drawn: the drawer's alone
//! ```

use ginrummy_cards::vocabulary::{ActionKind, Field, FieldType, SecretFrom, Until};

const CARD: Field = Field::new("card", FieldType::Card);
const MELDS: Field = Field::new("melds", FieldType::Melds);
const MELD: Field = Field::new("meld", FieldType::MeldIndex);
const DISCARD: Field = Field::new("discard", FieldType::Card);

/// Every kind of Gin action, in the order of [`Action`](crate::action::Action)'s variants.
pub static ACTION_KINDS: &[ActionKind] = &[
    ActionKind {
        name: "take_upcard",
        fields: &[],
        event: "UpcardTaken",
        records: &[CARD],
    },
    ActionKind {
        name: "pass_upcard",
        fields: &[],
        event: "UpcardPassed",
        records: &[],
    },
    ActionKind {
        name: "draw_stock",
        fields: &[],
        event: "DrewStock",
        records: &[CARD.secret(SecretFrom::Others, Until::DealEnd)],
    },
    ActionKind {
        name: "draw_discard",
        fields: &[],
        event: "DrewDiscard",
        records: &[CARD],
    },
    ActionKind {
        name: "discard",
        fields: &[CARD],
        event: "Discarded",
        records: &[CARD],
    },
    ActionKind {
        name: "knock",
        fields: &[DISCARD, MELDS.optional()],
        event: "Knocked",
        records: &[DISCARD.secret(SecretFrom::Others, Until::DealEnd), MELDS],
    },
    ActionKind {
        name: "big_gin",
        fields: &[],
        event: "BigGinDeclared",
        records: &[MELDS],
    },
    ActionKind {
        name: "lay_off",
        fields: &[CARD, MELD],
        event: "LaidOff",
        records: &[CARD, MELD],
    },
    ActionKind {
        name: "finish_layoff",
        fields: &[],
        event: "LayoffFinished",
        records: &[],
    },
];

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use serde_json::Value;

    use super::*;
    use crate::action::Action;
    use crate::cards::{Card, CardSet};
    use crate::deal::Resolved;

    /// One action of every kind, every optional field given, and its resolution.
    fn samples() -> Vec<(Action, Resolved)> {
        let c: Card = "7h".parse().unwrap();
        let melds: Vec<CardSet> = vec!["As 2s 3s".parse().unwrap()];
        vec![
            (Action::TakeUpcard, Resolved::TakeUpcard { card: c }),
            (Action::PassUpcard, Resolved::PassUpcard),
            (Action::DrawStock, Resolved::DrawStock { card: c }),
            (Action::DrawDiscard, Resolved::DrawDiscard { card: c }),
            (Action::Discard(c), Resolved::Discard { card: c }),
            (
                Action::Knock {
                    discard: c,
                    melds: Some(melds.clone()),
                },
                Resolved::Knock {
                    discard: c,
                    melds: melds.clone(),
                },
            ),
            (Action::BigGin, Resolved::BigGin { melds }),
            (
                Action::LayOff { card: c, meld: 0 },
                Resolved::LayOff { card: c, meld: 0 },
            ),
            (Action::FinishLayoff, Resolved::FinishLayoff),
        ]
    }

    /// The `type` and the other keys of a serde form.
    fn shape(value: Value) -> (String, BTreeSet<String>) {
        let Value::Object(mut map) = value else {
            panic!("an object")
        };
        let Some(Value::String(kind)) = map.remove("type") else {
            panic!("a type")
        };
        (kind, map.keys().cloned().collect())
    }

    fn names(fields: &[Field]) -> BTreeSet<String> {
        fields.iter().map(|f| f.name.to_owned()).collect()
    }

    #[test]
    fn the_table_is_the_serde_forms() {
        let samples = samples();
        assert_eq!(samples.len(), ACTION_KINDS.len());
        for ((action, resolved), kind) in samples.into_iter().zip(ACTION_KINDS) {
            assert_eq!(action.name(), kind.name);
            let (name, keys) = shape(serde_json::to_value(&action).unwrap());
            assert_eq!((name.as_str(), keys), (kind.name, names(kind.fields)));
            let (name, keys) = shape(serde_json::to_value(&resolved).unwrap());
            assert_eq!((name.as_str(), keys), (kind.name, names(kind.records)));
        }
    }

    #[test]
    fn exactly_the_optional_fields_may_be_left_out() {
        for ((action, _), kind) in samples().into_iter().zip(ACTION_KINDS) {
            for field in kind.fields {
                let mut json = serde_json::to_value(&action).unwrap();
                json.as_object_mut().unwrap().remove(field.name);
                let parsed = Action::from_json(&json.to_string());
                assert_eq!(parsed.is_ok(), !field.required, "{json}");
            }
        }
    }
}
