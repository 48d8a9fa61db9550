//! Seats at a table and values held per seat.
//!
//! How many seats a table has is a property of the game (Gin: always 2; classic Rummy: 2 to 4,
//! chosen per match), so it is a value, [`Seats`], not a constant written into types. A
//! [`Seat`] is made from an index by a bound check against a [`Seats`] ([`Seats::seat`]), and
//! [`BySeat`] holds one value per seat of a table (as shakmaty's `ByColor` holds one per
//! colour), indexable by [`Seat`], inline (no allocation) up to [`MAX_SEATS`].
//!
//! Both serialize as plain numbers and lists: `Seat` as its index, `BySeat` as the list of its
//! values in seat order, so `[3, 0]` is the JSON of two seats' scores.
//!
//! ```
//! use ginrummy_cards::seat::{BySeat, Seats};
//! let seats = Seats::new(3);
//! let scores = BySeat::from_fn(seats, |s| 10 * s.index() as u32);
//! let second = seats.seat(1).unwrap();
//! assert_eq!(scores[second], 10);
//! assert_eq!(seats.next(seats.seat(2).unwrap()), seats.seat(0).unwrap());
//! assert!(seats.seat(3).is_err());
//! assert_eq!(scores.iter().sum::<u32>(), 30);
//! assert_eq!(serde_json::to_string(&scores).unwrap(), "[0,10,20]");
//! ```

use std::fmt;
use std::ops::{Deref, Index, IndexMut};

use serde::de::{Deserializer, SeqAccess, Visitor};
use serde::ser::{SerializeSeq, Serializer};
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// The most seats any game of the house seats (classic Rummy: 4). [`BySeat`] holds this many
/// values inline.
pub const MAX_SEATS: usize = 4;

/// How many seats a table has: `1..=MAX_SEATS`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Seats(u8);

/// A seat index that is not a seat of the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
#[error("there is no seat {index}: seats are {}", .seats.describe())]
pub struct SeatError {
    /// The index asked for.
    pub index: usize,
    /// The table's seats.
    pub seats: Seats,
}

impl Seats {
    /// A table of `count` seats. Panics (at compile time in a `const`) unless
    /// `1 <= count <= MAX_SEATS`; see [`Seats::try_new`] for a count from outside.
    pub const fn new(count: u8) -> Seats {
        assert!(
            count >= 1 && count as usize <= MAX_SEATS,
            "1..=MAX_SEATS seats"
        );
        Seats(count)
    }

    /// A table of `count` seats, or `None` unless `1 <= count <= MAX_SEATS`.
    pub const fn try_new(count: usize) -> Option<Seats> {
        if count >= 1 && count <= MAX_SEATS {
            Some(Seats(count as u8))
        } else {
            None
        }
    }

    /// The number of seats.
    pub const fn count(self) -> usize {
        self.0 as usize
    }

    /// The seat of this index, checked against the number of seats.
    pub fn seat(self, index: usize) -> Result<Seat, SeatError> {
        if index < self.count() {
            Ok(Seat(index as u8))
        } else {
            Err(SeatError { index, seats: self })
        }
    }

    /// Whether `seat` is a seat of this table (a seat read from outside, say JSON, is not
    /// checked until it is asked).
    pub const fn contains(self, seat: Seat) -> bool {
        seat.0 < self.0
    }

    /// The seats in order, from seat 0.
    pub fn iter(self) -> impl DoubleEndedIterator<Item = Seat> + ExactSizeIterator + Clone {
        (0..self.0).map(Seat)
    }

    /// The seat after `seat` in turn order, going round (the last seat's next is seat 0).
    pub const fn next(self, seat: Seat) -> Seat {
        Seat((seat.0 + 1) % self.0)
    }

    /// The seats as a phrase: `0 and 1`, `0 to 3`.
    fn describe(self) -> String {
        match self.0 {
            1 => "0 only".to_owned(),
            2 => "0 and 1".to_owned(),
            n => format!("0 to {}", n - 1),
        }
    }
}

/// One seat of a table: an index `0..seats`. Made by [`Seats::seat`] (or [`Seats::iter`]);
/// the first seat, [`Seat::FIRST`], exists at every table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(u8);

impl Seat {
    /// Seat 0, at every table.
    pub const FIRST: Seat = Seat(0);

    /// The index, `0..seats`, for indexing and arithmetic.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The index as the number written in the wire forms.
    pub const fn number(self) -> u8 {
        self.0
    }
}

impl From<Seat> for usize {
    fn from(seat: Seat) -> usize {
        seat.index()
    }
}

impl From<Seat> for u8 {
    fn from(seat: Seat) -> u8 {
        seat.0
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// One value per seat of a table, in seat order, indexable by [`Seat`]. Held inline; derefs
/// to the slice of the table's values (so `iter`, `len`, `contains`, ... are the slice's).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct BySeat<T> {
    seats: Seats,
    /// The values; those past `seats` are `T::default()`, so that the derives see equal values
    /// as equal.
    values: [T; MAX_SEATS],
}

impl<T: Default> BySeat<T> {
    /// The value of each seat from `f(seat)`, in seat order.
    pub fn from_fn(seats: Seats, mut f: impl FnMut(Seat) -> T) -> BySeat<T> {
        BySeat {
            seats,
            values: std::array::from_fn(|i| {
                if i < seats.count() {
                    f(Seat(i as u8))
                } else {
                    T::default()
                }
            }),
        }
    }

    /// Each seat's value from `f` applied to this one's.
    pub fn map<U: Default>(&self, mut f: impl FnMut(&T) -> U) -> BySeat<U> {
        BySeat::from_fn(self.seats, |s| f(&self[s]))
    }

    /// The values of a list with one value per seat; `None` unless it has 1 to
    /// [`MAX_SEATS`] values.
    pub fn from_values(values: impl IntoIterator<Item = T>) -> Option<BySeat<T>> {
        let mut out: [T; MAX_SEATS] = Default::default();
        let mut n = 0;
        for v in values {
            if n == MAX_SEATS {
                return None;
            }
            out[n] = v;
            n += 1;
        }
        Some(BySeat {
            seats: Seats::try_new(n)?,
            values: out,
        })
    }
}

impl<T: Default + Clone> BySeat<T> {
    /// The same value at every seat.
    pub fn splat(seats: Seats, value: T) -> BySeat<T> {
        BySeat::from_fn(seats, |_| value.clone())
    }
}

impl<T> BySeat<T> {
    /// The table's seats.
    pub const fn seats(&self) -> Seats {
        self.seats
    }

    /// The values in seat order.
    pub fn as_slice(&self) -> &[T] {
        &self.values[..self.seats.count()]
    }

    /// The values in seat order, mutable.
    pub fn as_mut_slice(&mut self) -> &mut [T] {
        &mut self.values[..self.seats.count()]
    }

    /// The value of `seat`, or `None` for a seat of a bigger table.
    pub fn get(&self, seat: Seat) -> Option<&T> {
        self.as_slice().get(seat.index())
    }

    /// Each seat with its value, in seat order.
    pub fn iter_seats(&self) -> impl DoubleEndedIterator<Item = (Seat, &T)> + ExactSizeIterator {
        self.as_slice()
            .iter()
            .enumerate()
            .map(|(i, v)| (Seat(i as u8), v))
    }
}

impl<T> Deref for BySeat<T> {
    type Target = [T];

    fn deref(&self) -> &[T] {
        self.as_slice()
    }
}

impl<T> Index<Seat> for BySeat<T> {
    type Output = T;

    /// Panics for a seat of a bigger table.
    fn index(&self, seat: Seat) -> &T {
        &self.as_slice()[seat.index()]
    }
}

impl<T> IndexMut<Seat> for BySeat<T> {
    fn index_mut(&mut self, seat: Seat) -> &mut T {
        &mut self.as_mut_slice()[seat.index()]
    }
}

impl<'a, T> IntoIterator for &'a BySeat<T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;

    fn into_iter(self) -> Self::IntoIter {
        self.as_slice().iter()
    }
}

impl<T: PartialEq, const N: usize> PartialEq<[T; N]> for BySeat<T> {
    /// Equal to an array of one value per seat, in seat order.
    fn eq(&self, other: &[T; N]) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<T: fmt::Debug> fmt::Debug for BySeat<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl<T: Serialize> Serialize for BySeat<T> {
    /// The list of the values in seat order.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut seq = s.serialize_seq(Some(self.seats.count()))?;
        for v in self.as_slice() {
            seq.serialize_element(v)?;
        }
        seq.end()
    }
}

impl<'de, T: Deserialize<'de> + Default> Deserialize<'de> for BySeat<T> {
    /// A list of 1 to [`MAX_SEATS`] values (the game checks that it has its number of seats).
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<BySeat<T>, D::Error> {
        struct Values<T>(std::marker::PhantomData<T>);

        impl<'de, T: Deserialize<'de> + Default> Visitor<'de> for Values<T> {
            type Value = BySeat<T>;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "a list of one value per seat (1 to {MAX_SEATS})")
            }

            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<BySeat<T>, A::Error> {
                let mut values: [T; MAX_SEATS] = Default::default();
                let mut n = 0;
                while let Some(v) = seq.next_element()? {
                    if n == MAX_SEATS {
                        return Err(serde::de::Error::invalid_length(n + 1, &self));
                    }
                    values[n] = v;
                    n += 1;
                }
                let seats =
                    Seats::try_new(n).ok_or_else(|| serde::de::Error::invalid_length(n, &self))?;
                Ok(BySeat { seats, values })
            }
        }

        d.deserialize_seq(Values(std::marker::PhantomData))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_are_bound_checked() {
        let two = Seats::new(2);
        assert_eq!(two.seat(1).unwrap().index(), 1);
        let err = two.seat(2).unwrap_err();
        assert_eq!(err.to_string(), "there is no seat 2: seats are 0 and 1");
        assert_eq!(
            Seats::new(4).seat(9).unwrap_err().to_string(),
            "there is no seat 9: seats are 0 to 3"
        );
        assert!(Seats::try_new(0).is_none());
        assert!(Seats::try_new(MAX_SEATS + 1).is_none());
        assert!(!two.contains(Seats::new(3).seat(2).unwrap()));
    }

    #[test]
    fn turn_order_goes_round() {
        for n in 1..=MAX_SEATS {
            let seats = Seats::try_new(n).unwrap();
            let order: Vec<usize> = std::iter::successors(Some(Seat::FIRST), |&s| {
                Some(seats.next(s)).filter(|&t| t != Seat::FIRST)
            })
            .map(Seat::index)
            .collect();
            assert_eq!(order, (0..n).collect::<Vec<_>>());
        }
    }

    #[test]
    fn by_seat_holds_one_value_per_seat() {
        let seats = Seats::new(3);
        let mut v = BySeat::splat(seats, 1u32);
        v[seats.seat(2).unwrap()] += 5;
        assert_eq!(v.as_slice(), &[1, 1, 6]);
        assert_eq!(v.map(|x| x * 2).as_slice(), &[2, 2, 12]);
        assert_eq!(v.get(Seats::new(4).seat(3).unwrap()), None);
        let pairs: Vec<(usize, u32)> = v.iter_seats().map(|(s, &x)| (s.index(), x)).collect();
        assert_eq!(pairs, [(0, 1), (1, 1), (2, 6)]);
        assert_eq!(format!("{v:?}"), "[1, 1, 6]");
        assert_eq!(v, [1, 1, 6]);
        assert_ne!(v, [1, 1]);
        assert_eq!(BySeat::from_values([1u32, 1, 6]), Some(v));
        assert_eq!(BySeat::<u32>::from_values([]), None);
        assert_eq!(BySeat::from_values([0u32; MAX_SEATS + 1]), None);
    }

    #[test]
    fn by_seat_json_is_a_list() {
        let v: BySeat<u32> = serde_json::from_str("[3, 0]").unwrap();
        assert_eq!(v.seats(), Seats::new(2));
        assert_eq!(serde_json::to_string(&v).unwrap(), "[3,0]");
        assert!(serde_json::from_str::<BySeat<u32>>("[]").is_err());
        assert!(serde_json::from_str::<BySeat<u32>>("[1, 2, 3, 4, 5]").is_err());
        let seat: Seat = serde_json::from_str("1").unwrap();
        assert_eq!(seat.index(), 1);
    }
}
