//! Gin is played by two seats. This module is the one place that knows it: [`SEATS`], the
//! seat count every Gin state reports, and [`OtherSeat::other`], the seat across the table
//! (the defender of a knocker, the next dealer, the seat whose cards one does not see).
//! Everything else asks a [`BySeat`](ginrummy_cards::BySeat) or [`Seats`] instead of counting
//! to two.

use ginrummy_cards::seat::{Seat, Seats};

use crate::error::{GinError, Result};

/// A Gin table: two seats.
pub const SEATS: Seats = Seats::new(2);

/// The seat across the table, in a two-seat game.
pub trait OtherSeat {
    /// The other seat of Gin's two.
    fn other(self) -> Seat;
}

impl OtherSeat for Seat {
    fn other(self) -> Seat {
        SEATS.next(self)
    }
}

/// The Gin seat of this index. Errors: `InvalidState` ("there is no seat 2: seats are 0 and 1").
pub fn seat(index: usize) -> Result<Seat> {
    SEATS
        .seat(index)
        .map_err(|e| GinError::InvalidState(e.to_string()))
}

/// Whether `seat` (read from outside, say JSON) is one of Gin's two.
pub fn is_seat(seat: Seat) -> bool {
    SEATS.contains(seat)
}
