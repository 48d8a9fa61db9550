//! Gin's [`Deal`] and [`Match`] as the house's [`Game`] (after OpenSpiel's `State`): two
//! seats, the seat to act or the end (Gin's deals are shuffled from a seed up front, so there
//! are no chance turns), the legal actions, `apply` (a refused action changes nothing), each
//! seat's [`Observation`], zero-sum returns, and [`ACTION_KINDS`] as the vocabulary. Each
//! method is the state's own, under the trait's name.

use ginrummy_cards::game::{Game, Turn};
use ginrummy_cards::seat::{BySeat, Seat, Seats};
use ginrummy_cards::vocabulary::ActionKind;

use crate::action::Action;
use crate::deal::Deal;
use crate::error::{GinError, Result};
use crate::game::Match;
use crate::observation::Observation;
use crate::seats::SEATS;
use crate::vocabulary::ACTION_KINDS;

/// `impl Game` for a Gin state whose inherent methods have the trait's names.
macro_rules! gin_game {
    ($($state:ty),*) => {$(
        impl Game for $state {
            type Action = Action;
            type Observation = Observation;
            type Refusal = GinError;

            const ACTION_KINDS: &'static [ActionKind] = ACTION_KINDS;

            fn seats(&self) -> Seats {
                SEATS
            }

            fn turn(&self) -> Turn {
                self.to_act().map_or(Turn::Terminal, Turn::Seat)
            }

            fn legal_actions(&self) -> Vec<Action> {
                <$state>::legal_actions(self)
            }

            fn apply(&mut self, action: Action) -> Result<()> {
                <$state>::apply(self, action)
            }

            fn observation(&self, seat: Seat) -> Result<Observation> {
                <$state>::observation(self, seat)
            }

            fn returns(&self) -> BySeat<f64> {
                <$state>::returns(self)
            }
        }
    )*};
}

gin_game!(Deal, Match);
