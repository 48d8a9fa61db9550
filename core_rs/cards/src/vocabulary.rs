//! The shape of a game's action vocabulary: for each kind of action, the fields a seat sends,
//! the event that records it and that event's fields, and which of those are secret from whom.
//! A game publishes its table as a `static` ([`crate::game::Game::ACTION_KINDS`]); the service's
//! request and event shapes, its redaction rules and its export and audit maps are checked
//! against it (`tests/core/test_action_kinds.py`), so a kind is written down once. The kinds
//! every game of the house has the same ([`DRAW_STOCK`], [`DRAW_DISCARD`], [`DISCARD`]) are
//! written here.

use serde::Serialize;

/// One kind of action.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct ActionKind {
    /// The action's name, its `type` in the JSON form (`discard`).
    pub name: &'static str,
    /// The fields a seat sends with it, beside `type`.
    pub fields: &'static [Field],
    /// The name of the event that records it (`Discarded`).
    pub event: &'static str,
    /// The event's fields beside the acting seat (`seat`, always recorded and public): what
    /// the action did, resolved against the state (a draw records the card drawn).
    pub records: &'static [Field],
}

/// One field of an action or of its event.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Field {
    /// The field's name in the JSON forms.
    pub name: &'static str,
    /// What it holds.
    #[serde(rename = "type")]
    pub ty: FieldType,
    /// Whether it must be given (an optional action field has a default; an event field is
    /// always recorded, and a secret one is left out of what a viewer may not see).
    pub required: bool,
    /// Who may not see it, and until when; `None` for a public field.
    pub secret: Option<Secret>,
}

impl Field {
    /// A required public field.
    pub const fn new(name: &'static str, ty: FieldType) -> Field {
        Field {
            name,
            ty,
            required: true,
            secret: None,
        }
    }

    /// The same field, optional.
    pub const fn optional(self) -> Field {
        Field {
            required: false,
            ..self
        }
    }

    /// The same field, secret from `from` until `until`.
    pub const fn secret(self, from: SecretFrom, until: Until) -> Field {
        Field {
            secret: Some(Secret { from, until }),
            ..self
        }
    }
}

/// The types of fields (serde: snake_case names).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum FieldType {
    /// One card, its text form (`7h`).
    Card,
    /// A list of melds, each a list of cards.
    Melds,
    /// The index of a meld on the table (from 0).
    MeldIndex,
    /// A list of cards (classic Rummy: one meld's cards, jokers `X1` `X2` included).
    Cards,
    /// What each joker of a meld stands for: an object from joker (`X1`) to card (`7h`).
    JokerStandIns,
}

/// Who may not see a secret field, and until when.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct Secret {
    /// Who may not see it.
    pub from: SecretFrom,
    /// When it becomes public.
    pub until: Until,
}

/// Who may not see a secret field (serde: snake_case).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SecretFrom {
    /// Everyone but the acting seat: the other seats and spectators.
    Others,
}

/// When a secret field becomes public (serde: snake_case).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Until {
    /// When the deal (hand) it belongs to ends.
    DealEnd,
}

/// The field `card`: one card (what a discard names, what a draw records).
pub const CARD: Field = Field::new("card", FieldType::Card);

/// The field `meld`: the index of a meld on the table.
pub const MELD_INDEX: Field = Field::new("meld", FieldType::MeldIndex);

/// Drawing the top card of the stock: recorded with the card drawn, the drawer's alone until
/// the deal (hand) ends.
pub const DRAW_STOCK: ActionKind = ActionKind {
    name: "draw_stock",
    fields: &[],
    event: "DrewStock",
    records: &[CARD.secret(SecretFrom::Others, Until::DealEnd)],
};

/// Drawing the top card of the discard pile: recorded with the card drawn, public.
pub const DRAW_DISCARD: ActionKind = ActionKind {
    name: "draw_discard",
    fields: &[],
    event: "DrewDiscard",
    records: &[CARD],
};

/// Discarding a card of the hand, face up.
pub const DISCARD: ActionKind = ActionKind {
    name: "discard",
    fields: &[CARD],
    event: "Discarded",
    records: &[CARD],
};

/// Finds the kind named `name` in a table.
pub fn kind<'a>(table: &'a [ActionKind], name: &str) -> Option<&'a ActionKind> {
    table.iter().find(|k| k.name == name)
}
