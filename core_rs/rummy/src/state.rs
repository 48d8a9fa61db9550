//! [`Hand`] and [`Match`] as the house's [`Game`] (after OpenSpiel's `State`): 2 to 4 seats,
//! the seat to act or the end (the deck and every rebuild are drawn from seeds, so there are no
//! chance turns), the legal actions, `apply` (a refusal changes nothing), each seat's
//! [`Observation`], zero-sum returns, and [`ACTION_KINDS`] as the vocabulary.

use ginrummy_cards::game::{Game, Turn};
use ginrummy_cards::vocabulary::ActionKind;
use ginrummy_cards::{BySeat, Seat, Seats};

use crate::action::Action;
use crate::error::{Result, RummyError};
use crate::game::Match;
use crate::hand::Hand;
use crate::observation::Observation;
use crate::vocabulary::ACTION_KINDS;

/// `impl Game` for a state whose inherent methods have the trait's names.
macro_rules! rummy_game {
    ($($state:ty),*) => {$(
        impl Game for $state {
            type Action = Action;
            type Observation = Observation;
            type Refusal = RummyError;

            const ACTION_KINDS: &'static [ActionKind] = ACTION_KINDS;

            fn seats(&self) -> Seats {
                <$state>::seats(self)
            }

            fn turn(&self) -> Turn {
                self.to_act().map_or(Turn::Terminal, Turn::Seat)
            }

            fn legal_actions(&self) -> Vec<Action> {
                <$state>::legal_actions(self)
            }

            fn apply(&mut self, action: Action) -> Result<()> {
                <$state>::apply(self, action).map(|_| ())
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

rummy_game!(Hand, Match);
