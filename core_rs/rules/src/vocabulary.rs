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

use ginrummy_cards::vocabulary::{
    ActionKind, Field, FieldType, SecretFrom, Until, CARD, DISCARD, DRAW_DISCARD, DRAW_STOCK,
    MELD_INDEX as MELD,
};

const MELDS: Field = Field::new("melds", FieldType::Melds);
/// The card a knock discards (face down until the deal ends).
const KNOCK_DISCARD: Field = Field::new("discard", FieldType::Card);

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
    DRAW_STOCK,
    DRAW_DISCARD,
    DISCARD,
    ActionKind {
        name: "knock",
        fields: &[KNOCK_DISCARD, MELDS.optional()],
        event: "Knocked",
        records: &[
            KNOCK_DISCARD.secret(SecretFrom::Others, Until::DealEnd),
            MELDS,
        ],
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

    #[test]
    fn the_table_is_the_serde_forms() {
        ginrummy_cards::testing::assert_table_is_serde_forms(
            ACTION_KINDS,
            &samples(),
            Action::name,
            Action::from_json,
        );
    }
}
