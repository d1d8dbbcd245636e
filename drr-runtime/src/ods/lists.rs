//! Lists as template arguments of library constraints, of any length.
//!
//! ODS writes lists in brackets: `AnyTypeOf<[I8, I16, …]>` (type
//! constraints), `ConfinedAttr<I64Attr, [IntMinValue<0>, …]>` (attribute
//! constraints), `TensorRankOf<[F32], [1, 2]>` (integers), and some
//! classes take strings (`TypedArrayAttrBase<I32Attr, "summary">`). Rust
//! has no variadic generics, so `ods!` and `pat!` write such a list as a
//! cons list of types, one cell per element, with no length limit:
//!
//! | ODS | Rust |
//! |---|---|
//! | `[I8, I16, F32]` (types) | `Types<I8, Types<I16, Types<F32, End>>>` |
//! | `[IntMinValue<0>]` (attributes) | `Attrs<IntMinValue<0>, End>` |
//! | `[1, 2]` | `Ints<1, Ints<2, End>>` |
//! | `"some text"` | `Chunk<…, End>` (16 bytes per chunk, see [`Chunk`]) |
//!
//! Hand-written Rust may also use tuples for short lists of constraints
//! (`AnyTypeOf<(I8, I16)>`, up to 12 members).
//!
//! Each list exposes its members' summaries as one [`ConstText`] of items
//! (see [`ConstText::join`]), so that a combinator computes its own summary
//! in a `const`.

use std::marker::PhantomData;

use super::const_text::ConstText;
use super::constraint::{AttrConstraint, TypeConstraint};
use super::storage::AttrStorage;
use crate::{Attribute, Context, Type};

/// The end of a list (`[]`).
#[derive(Clone, Copy, Debug, Default)]
pub struct End;

/// A list of type constraints: `H` then the list `T`.
#[derive(Clone, Copy, Debug, Default)]
pub struct Types<H, T>(PhantomData<(H, T)>);

/// A list of attribute constraints: `H` then the list `T`.
#[derive(Clone, Copy, Debug, Default)]
pub struct Attrs<H, T>(PhantomData<(H, T)>);

/// A list of integers: `N` then the list `T`.
#[derive(Clone, Copy, Debug, Default)]
pub struct Ints<const N: i64, T>(PhantomData<T>);

/// A string template argument: up to 16 bytes of UTF-8 in `C` (first byte
/// in the lowest 8 bits; a zero byte ends the chunk early), then the rest
/// of the string in `T`.
#[derive(Clone, Copy, Debug, Default)]
pub struct Chunk<const C: u128, T>(PhantomData<T>);

/// A list of type constraints (see the module docs).
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a list of type constraints",
    label = "expected a list of type constraints, such as `[I32, F32]`"
)]
#[doc(hidden)]
pub trait TypeConstraintList {
    /// The number of members.
    const LEN: usize;
    /// The members' summaries, one item each (see [`ConstText::join`]).
    const ITEMS: ConstText;
    /// True if `ty` satisfies some member.
    fn any_matches(ctx: &Context, ty: Type) -> bool;
    /// True if `ty` satisfies every member.
    fn all_match(ctx: &Context, ty: Type) -> bool;
    /// The members' summaries joined with `sep`.
    fn join_summaries(sep: &str) -> String {
        Self::ITEMS.join(sep).as_str().to_owned()
    }
}

impl TypeConstraintList for End {
    const LEN: usize = 0;
    const ITEMS: ConstText = ConstText::new();
    fn any_matches(_: &Context, _: Type) -> bool {
        false
    }
    fn all_match(_: &Context, _: Type) -> bool {
        true
    }
}

impl<H: TypeConstraint, T: TypeConstraintList> TypeConstraintList for Types<H, T> {
    const LEN: usize = 1 + T::LEN;
    const ITEMS: ConstText = prepend_item(H::SUMMARY, &T::ITEMS, T::LEN);
    #[inline]
    fn any_matches(ctx: &Context, ty: Type) -> bool {
        H::matches(ctx, ty) || T::any_matches(ctx, ty)
    }
    #[inline]
    fn all_match(ctx: &Context, ty: Type) -> bool {
        H::matches(ctx, ty) && T::all_match(ctx, ty)
    }
}

/// `head` followed by the `len` items of `tail`.
const fn prepend_item(head: &str, tail: &ConstText, len: usize) -> ConstText {
    let t = ConstText::new().push_item(head, true);
    if len == 0 {
        t
    } else {
        t.push_item(tail.as_str(), false)
    }
}

/// A list of attribute constraints (see the module docs).
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a list of attribute constraints",
    label = "expected a list of attribute constraints, such as `[IntMinValue<0>, IntMaxValue<9>]`"
)]
#[doc(hidden)]
pub trait AttrConstraintList {
    /// The number of members.
    const LEN: usize;
    /// The members' summaries, one item each (see [`ConstText::join`]).
    const ITEMS: ConstText;
    /// True if an absent attribute satisfies some member (see
    /// [`AttrConstraint::MATCHES_ABSENT`]).
    const ANY_ABSENT: bool;
    /// True if an absent attribute satisfies every member.
    const ALL_ABSENT: bool;
    /// The storage type of the first member ([`Attribute`] for `[]`).
    type FirstStorage: AttrStorage;
    /// True if `attr` satisfies every member.
    fn all_match(ctx: &Context, attr: Attribute) -> bool;
    /// True if `attr` satisfies some member.
    fn any_match(ctx: &Context, attr: Attribute) -> bool;
    /// True if an absent attribute satisfies every member (see
    /// [`AttrConstraint::matches_absent`]).
    fn all_absent(ctx: &Context) -> bool;
    /// True if an absent attribute satisfies some member.
    fn any_absent(ctx: &Context) -> bool;
    /// The members' summaries joined with `sep`.
    fn join_summaries(sep: &str) -> String {
        Self::ITEMS.join(sep).as_str().to_owned()
    }
}

impl AttrConstraintList for End {
    const LEN: usize = 0;
    const ITEMS: ConstText = ConstText::new();
    const ANY_ABSENT: bool = false;
    const ALL_ABSENT: bool = true;
    type FirstStorage = Attribute;
    fn all_match(_: &Context, _: Attribute) -> bool {
        true
    }
    fn any_match(_: &Context, _: Attribute) -> bool {
        false
    }
    fn all_absent(_: &Context) -> bool {
        true
    }
    fn any_absent(_: &Context) -> bool {
        false
    }
}

impl<H: AttrConstraint, T: AttrConstraintList> AttrConstraintList for Attrs<H, T> {
    const LEN: usize = 1 + T::LEN;
    const ITEMS: ConstText = prepend_item(H::SUMMARY, &T::ITEMS, T::LEN);
    const ANY_ABSENT: bool = H::MATCHES_ABSENT || T::ANY_ABSENT;
    const ALL_ABSENT: bool = H::MATCHES_ABSENT && T::ALL_ABSENT;
    type FirstStorage = H::Storage;
    #[inline]
    fn all_match(ctx: &Context, attr: Attribute) -> bool {
        H::matches(ctx, attr) && T::all_match(ctx, attr)
    }
    #[inline]
    fn any_match(ctx: &Context, attr: Attribute) -> bool {
        H::matches(ctx, attr) || T::any_match(ctx, attr)
    }
    fn all_absent(ctx: &Context) -> bool {
        H::matches_absent(ctx) && T::all_absent(ctx)
    }
    fn any_absent(ctx: &Context) -> bool {
        H::matches_absent(ctx) || T::any_absent(ctx)
    }
}

macro_rules! tuple_lists {
    ($(($first:ident $(, $t:ident)*))*) => {$(
        impl<$first: TypeConstraint $(, $t: TypeConstraint)*> TypeConstraintList for ($first, $($t,)*) {
            const LEN: usize = <Types<$first, tuple_lists!(@types $($t),*)> as TypeConstraintList>::LEN;
            const ITEMS: ConstText = <Types<$first, tuple_lists!(@types $($t),*)> as TypeConstraintList>::ITEMS;
            fn any_matches(ctx: &Context, ty: Type) -> bool {
                $first::matches(ctx, ty) $(|| $t::matches(ctx, ty))*
            }
            fn all_match(ctx: &Context, ty: Type) -> bool {
                $first::matches(ctx, ty) $(&& $t::matches(ctx, ty))*
            }
        }
        impl<$first: AttrConstraint $(, $t: AttrConstraint)*> AttrConstraintList for ($first, $($t,)*) {
            const LEN: usize = <Attrs<$first, tuple_lists!(@attrs $($t),*)> as AttrConstraintList>::LEN;
            const ITEMS: ConstText = <Attrs<$first, tuple_lists!(@attrs $($t),*)> as AttrConstraintList>::ITEMS;
            const ANY_ABSENT: bool = <Attrs<$first, tuple_lists!(@attrs $($t),*)> as AttrConstraintList>::ANY_ABSENT;
            const ALL_ABSENT: bool = <Attrs<$first, tuple_lists!(@attrs $($t),*)> as AttrConstraintList>::ALL_ABSENT;
            type FirstStorage = $first::Storage;
            fn all_match(ctx: &Context, attr: Attribute) -> bool {
                $first::matches(ctx, attr) $(&& $t::matches(ctx, attr))*
            }
            fn any_match(ctx: &Context, attr: Attribute) -> bool {
                $first::matches(ctx, attr) $(|| $t::matches(ctx, attr))*
            }
            fn all_absent(ctx: &Context) -> bool {
                $first::matches_absent(ctx) $(&& $t::matches_absent(ctx))*
            }
            fn any_absent(ctx: &Context) -> bool {
                $first::matches_absent(ctx) $(|| $t::matches_absent(ctx))*
            }
        }
    )*};
    (@types) => { End };
    (@types $h:ident $(, $t:ident)*) => { Types<$h, tuple_lists!(@types $($t),*)> };
    (@attrs) => { End };
    (@attrs $h:ident $(, $t:ident)*) => { Attrs<$h, tuple_lists!(@attrs $($t),*)> };
}
tuple_lists! {
    (A) (A, B) (A, B, C) (A, B, C, D) (A, B, C, D, E) (A, B, C, D, E, F)
    (A, B, C, D, E, F, G) (A, B, C, D, E, F, G, H) (A, B, C, D, E, F, G, H, I)
    (A, B, C, D, E, F, G, H, I, J) (A, B, C, D, E, F, G, H, I, J, K)
    (A, B, C, D, E, F, G, H, I, J, K, L)
}

/// A list of integers (see the module docs).
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a list of integers",
    label = "expected a list of integers, such as `[1, 2]`"
)]
#[doc(hidden)]
pub trait IntList {
    /// The number of members.
    const LEN: usize;
    /// The members in decimal, one item each (see [`ConstText::join`]).
    const ITEMS: ConstText;
    /// True if `n` is a member.
    fn contains(n: i64) -> bool;
    /// The `i`-th member.
    fn nth(i: usize) -> Option<i64>;
}

impl IntList for End {
    const LEN: usize = 0;
    const ITEMS: ConstText = ConstText::new();
    fn contains(_: i64) -> bool {
        false
    }
    fn nth(_: usize) -> Option<i64> {
        None
    }
}

impl<const N: i64, T: IntList> IntList for Ints<N, T> {
    const LEN: usize = 1 + T::LEN;
    const ITEMS: ConstText = prepend_item(ConstText::new().push_int(N).as_str(), &T::ITEMS, T::LEN);
    #[inline]
    fn contains(n: i64) -> bool {
        n == N || T::contains(n)
    }
    fn nth(i: usize) -> Option<i64> {
        if i == 0 { Some(N) } else { T::nth(i - 1) }
    }
}

/// The members of `L` as a vector, in order.
#[cfg(test)]
pub(crate) fn int_list<L: IntList>() -> Vec<i64> {
    (0..L::LEN).filter_map(L::nth).collect()
}

/// A string template argument (see [`Chunk`]).
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a string argument",
    label = "expected a string literal"
)]
#[doc(hidden)]
pub trait TextArg {
    /// The string.
    const TEXT: ConstText;
}

impl TextArg for End {
    const TEXT: ConstText = ConstText::new();
}

impl<const C: u128, T: TextArg> TextArg for Chunk<C, T> {
    const TEXT: ConstText = chunk_text(C, &T::TEXT);
}

/// The bytes of `c` (see [`Chunk`]) followed by `rest`.
const fn chunk_text(c: u128, rest: &ConstText) -> ConstText {
    let mut bytes = [0u8; 16];
    let mut n = 0;
    while n < 16 {
        let b = (c >> (8 * n)) as u8;
        if b == 0 {
            break;
        }
        bytes[n] = b;
        n += 1;
    }
    // A chunk may end inside a multi-byte character: the two halves are
    // only valid UTF-8 together, so they are joined as bytes.
    let mut all = [0u8; ConstText::CAPACITY];
    let tail = rest.as_bytes();
    assert!(
        n + tail.len() <= ConstText::CAPACITY,
        "drr: a string argument is longer than ConstText::CAPACITY bytes"
    );
    let mut i = 0;
    while i < n {
        all[i] = bytes[i];
        i += 1;
    }
    let mut j = 0;
    while j < tail.len() {
        all[n + j] = tail[j];
        j += 1;
    }
    ConstText::from_bytes(all, n + tail.len())
}

/// The chunks of `s` (see [`Chunk`]), as `ods!` and `pat!` write them.
pub fn text_chunks(s: &str) -> Vec<u128> {
    s.as_bytes()
        .chunks(16)
        .map(|c| {
            c.iter()
                .enumerate()
                .fold(0u128, |acc, (i, &b)| acc | (u128::from(b) << (8 * i)))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ods::lib::{F32, I32, Index};

    type Three = Types<I32, Types<F32, Types<Index, End>>>;
    type Nums = Ints<-1, Ints<0, Ints<42, End>>>;

    #[test]
    fn lists_expose_members_and_summaries() {
        assert_eq!(<Three as TypeConstraintList>::LEN, 3);
        assert_eq!(
            <Three as TypeConstraintList>::ITEMS.join(" or ").as_str(),
            "32-bit signless integer or 32-bit float or index"
        );
        assert_eq!(
            <(I32, F32) as TypeConstraintList>::join_summaries("/"),
            "32-bit signless integer/32-bit float"
        );
        assert_eq!(<Nums as IntList>::ITEMS.join(", ").as_str(), "-1, 0, 42");
        assert!(<Nums as IntList>::contains(42) && !<Nums as IntList>::contains(1));
        assert_eq!(int_list::<Nums>(), vec![-1, 0, 42]);
        let mut ctx = Context::new();
        let i32_ = ctx.int_type(32);
        let i64_ = ctx.int_type(64);
        assert!(Three::any_matches(&ctx, i32_));
        assert!(!Three::any_matches(&ctx, i64_));
        assert!(!Three::all_match(&ctx, i32_));
    }

    #[test]
    fn text_chunks_round_trip() {
        for s in [
            "",
            "a",
            "exactly sixteen!",
            "a longer summary, é and ü across chunks ....",
        ] {
            let chunks = text_chunks(s);
            let mut t = ConstText::new();
            for &c in chunks.iter().rev() {
                t = chunk_text(c, &t);
            }
            assert_eq!(t.as_str(), s);
        }
        type Hi = Chunk<0x6968, End>;
        assert_eq!(<Hi as TextArg>::TEXT.as_str(), "hi");
    }
}
