//! Constant values written in ODS's C++ spelling (`ConstantAttr<I64Attr,
//! "1LL << 40">`, `DefaultValuedAttr<Arith_IntegerOverflowAttr,
//! "::mlir::arith::IntegerOverflowFlags::none">`): `ods!` and `patterns!`
//! read the string at compile time into one of the literal types here
//! ([`CppInt`], [`CppFloat`], [`CppStr`], [`CppCase`], [`CppList`],
//! [`CppEmpty`]) and convert it to the attribute constraint's value type
//! (`ConstantAttrBuilder::Value`) through [`FromCppConst`], as C++'s
//! implicit conversions would (an integer becomes a `bool`, a float, or a
//! narrower integer by truncation). A literal of a kind the value type
//! cannot take (a string for an integer attribute) fails the trait bound,
//! which the compiler reports at the string.

/// An integer literal (`42`, `0x1F`, `1LL << 40`, `true`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[doc(hidden)]
pub struct CppInt(pub i128);

/// A floating-point literal (`1.5f`, `-1e-3`).
#[derive(Clone, Copy, Debug, PartialEq)]
#[doc(hidden)]
pub struct CppFloat(pub f64);

/// A string literal (`"\"text\""` in ODS).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[doc(hidden)]
pub struct CppStr(pub &'static str);

/// One enum case, or several OR'ed together for a bit enum
/// (`::ns::Enum::a | ::ns::Enum::b`): the cases' symbols.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[doc(hidden)]
pub struct CppCase(pub &'static [&'static str]);

/// A braced list of numbers (`{3.0f, 4.0f}`).
#[derive(Clone, Copy, Debug, PartialEq)]
#[doc(hidden)]
pub struct CppList(pub &'static [f64]);

/// A braced list of integers (`{0, 2, 3, 1}`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[doc(hidden)]
pub struct CppIntList(pub &'static [i128]);

/// A braced list of one number (`{0}`): C++ reads it as the number where
/// a scalar is expected (`ArrayRef({0})` of a 0-d elements constant is
/// `ArrayRef(0)`) and as a one-element list where a list is.
#[derive(Clone, Copy, Debug, PartialEq)]
#[doc(hidden)]
pub struct CppBraced<L>(pub L);

/// An empty braced list (`{}`, `::llvm::ArrayRef<int64_t>{}`): C++
/// value-initializes any list or scalar from it (an `ArrayAttrBase`'s
/// `getArrayAttr({})` is the empty array attribute, `getStringAttr({})`
/// the empty string).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[doc(hidden)]
pub struct CppEmptyList;

/// No value (`""`, the constant of `UnitAttr`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[doc(hidden)]
pub struct CppEmpty;

/// Conversion of a C++ literal to an attribute's value type.
#[diagnostic::on_unimplemented(
    message = "the constant cannot be read as a value of type `{Self}`",
    label = "this C++ value does not convert to `{Self}` (the attribute's value type)",
    note = "write a literal of the attribute's kind (`\"42\"`, `\"1.5\"`, `\"true\"`, `\"\\\"text\\\"\"`, `\"::ns::Enum::case\"`), or a Rust expression in `{{ … }}`"
)]
pub trait FromCppConst<L>: Sized {
    /// The value of `literal`.
    fn from_cpp(literal: L) -> Self;
}

macro_rules! ints {
    ($($t:ty),*) => {$(
        impl FromCppConst<CppInt> for $t {
            fn from_cpp(l: CppInt) -> Self {
                // C++'s integral conversion: modulo 2^N.
                l.0 as $t
            }
        }
    )*};
}
ints!(
    i8, i16, i32, i64, i128, u8, u16, u32, u64, u128, isize, usize
);

macro_rules! braced_scalars {
    ($($l:ty => [$($t:ty),*]),*) => {$($(
        impl FromCppConst<CppBraced<$l>> for $t {
            fn from_cpp(l: CppBraced<$l>) -> Self {
                <$t as FromCppConst<$l>>::from_cpp(l.0)
            }
        }
    )*)*};
}
braced_scalars!(
    CppInt => [i8, i16, i32, i64, i128, u8, u16, u32, u64, u128, isize, usize, bool, f32, f64],
    CppFloat => [f32, f64]
);

macro_rules! braced_lists {
    ($($l:ty),*) => {$(
        impl<const N: usize> FromCppConst<CppBraced<$l>> for [f32; N] {
            fn from_cpp(l: CppBraced<$l>) -> Self {
                let first = <f32 as FromCppConst<$l>>::from_cpp(l.0);
                std::array::from_fn(|i| if i == 0 { first } else { 0.0 })
            }
        }
        impl<const N: usize> FromCppConst<CppBraced<$l>> for [f64; N] {
            fn from_cpp(l: CppBraced<$l>) -> Self {
                let first = <f64 as FromCppConst<$l>>::from_cpp(l.0);
                std::array::from_fn(|i| if i == 0 { first } else { 0.0 })
            }
        }
    )*};
}
braced_lists!(CppInt, CppFloat);

impl FromCppConst<CppBraced<CppFloat>> for Vec<f64> {
    fn from_cpp(l: CppBraced<CppFloat>) -> Self {
        vec![l.0.0]
    }
}

/// A scalar where a list is taken: C++'s `ArrayRef(x)` (the
/// `constBuilderCall` of the ranked elements attributes) is the
/// one-element list.
impl FromCppConst<CppFloat> for Vec<f64> {
    fn from_cpp(l: CppFloat) -> Self {
        vec![l.0]
    }
}

impl FromCppConst<CppInt> for bool {
    fn from_cpp(l: CppInt) -> Self {
        l.0 != 0
    }
}

impl FromCppConst<CppInt> for f32 {
    fn from_cpp(l: CppInt) -> Self {
        l.0 as f32
    }
}

impl FromCppConst<CppInt> for f64 {
    fn from_cpp(l: CppInt) -> Self {
        l.0 as f64
    }
}

impl FromCppConst<CppFloat> for f32 {
    fn from_cpp(l: CppFloat) -> Self {
        l.0 as f32
    }
}

impl FromCppConst<CppFloat> for f64 {
    fn from_cpp(l: CppFloat) -> Self {
        l.0
    }
}

impl FromCppConst<CppStr> for &'static str {
    fn from_cpp(l: CppStr) -> Self {
        l.0
    }
}

/// `{}` where a scalar is expected (`DefaultValuedAttr<StrAttr, "{}">`, as
/// CIRCT's `sv.xmr.ref` declares; `DefaultValuedAttr<I64Attr, "{}">`):
/// C++ value-initialises the scalar (an empty `StringRef`, `0`, `false`),
/// which is a default (unlike `""`, which ODS reads as no default).
macro_rules! value_initialized {
    ($($t:ty => $v:expr),*) => {$(
        impl FromCppConst<CppEmptyList> for $t {
            fn from_cpp(_: CppEmptyList) -> Self {
                $v
            }
        }
    )*};
}
value_initialized!(
    &'static str => "", String => String::new(), bool => false, f32 => 0.0, f64 => 0.0,
    i8 => 0, i16 => 0, i32 => 0, i64 => 0, i128 => 0, u8 => 0, u16 => 0, u32 => 0, u64 => 0,
    u128 => 0, isize => 0, usize => 0
);

impl FromCppConst<CppStr> for String {
    fn from_cpp(l: CppStr) -> Self {
        l.0.to_string()
    }
}

macro_rules! unit_from {
    ($($l:ty),*) => {$(
        impl FromCppConst<$l> for () {
            fn from_cpp(_: $l) -> Self {}
        }
    )*};
}
unit_from!(
    CppEmpty,
    CppIntList,
    CppInt,
    CppFloat,
    CppStr,
    CppCase,
    CppList,
    CppBraced<CppInt>,
    CppBraced<CppFloat>
);

impl<const N: usize> FromCppConst<CppList> for [f32; N] {
    /// C++ aggregate initialization: missing elements are zero.
    fn from_cpp(l: CppList) -> Self {
        std::array::from_fn(|i| l.0.get(i).copied().unwrap_or(0.0) as f32)
    }
}

impl<const N: usize> FromCppConst<CppList> for [f64; N] {
    /// C++ aggregate initialization: missing elements are zero.
    fn from_cpp(l: CppList) -> Self {
        std::array::from_fn(|i| l.0.get(i).copied().unwrap_or(0.0))
    }
}

impl FromCppConst<CppList> for Vec<f64> {
    fn from_cpp(l: CppList) -> Self {
        l.0.to_vec()
    }
}

impl<T> FromCppConst<CppEmptyList> for Vec<T> {
    fn from_cpp(_: CppEmptyList) -> Self {
        Vec::new()
    }
}

impl<T: Default, const N: usize> FromCppConst<CppEmptyList> for [T; N] {
    /// C++ value-initialization: every element is zero.
    fn from_cpp(_: CppEmptyList) -> Self {
        std::array::from_fn(|_| T::default())
    }
}

macro_rules! int_lists {
    ($($t:ty),*) => {$(
        impl FromCppConst<CppIntList> for Vec<$t> {
            /// C++'s integral conversion of each element: modulo 2^N.
            fn from_cpp(l: CppIntList) -> Self {
                l.0.iter().map(|&v| v as $t).collect()
            }
        }
        impl<const N: usize> FromCppConst<CppIntList> for [$t; N] {
            /// C++ aggregate initialization: missing elements are zero.
            fn from_cpp(l: CppIntList) -> Self {
                std::array::from_fn(|i| l.0.get(i).map_or(0 as $t, |&v| v as $t))
            }
        }
        impl FromCppConst<CppBraced<CppInt>> for Vec<$t> {
            fn from_cpp(l: CppBraced<CppInt>) -> Self {
                vec![l.0.0 as $t]
            }
        }
        /// A scalar where a list is taken: C++'s `ArrayRef(x)`, the
        /// one-element list.
        impl FromCppConst<CppInt> for Vec<$t> {
            fn from_cpp(l: CppInt) -> Self {
                vec![l.0 as $t]
            }
        }
    )*};
}
int_lists!(i8, i16, i32, i64, i128, u8, u16, u32, u64, f32, f64);

/// An enum (or bit enum) generated by `ods!`, convertible from the
/// symbols of its cases.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an enum: the constant names an enum case",
    label = "the attribute's value type is `{Self}`, not an enum"
)]
#[doc(hidden)]
pub trait CppEnum: Sized {
    /// The symbols of the cases, in declaration order.
    const CASE_SYMBOLS: &'static [&'static str];
    /// True for a bit enum (several cases may be OR'ed).
    const IS_BIT_ENUM: bool;
    /// The enum's qualified C++ name (`::mlir::LLVM::cconv::CConv`), or
    /// `""` if unknown: what a qualified case (`CConv::C`) must name.
    const CPP_NAME: &'static str = "";
    /// The value of the cases named `symbols` (OR'ed for a bit enum);
    /// `None` if one is unknown (the compile-time check reports that).
    fn from_case_symbols(symbols: &[&str]) -> Option<Self>;
    /// The first case (the value of a constant whose names the
    /// compile-time check rejected; never reached in compiled code).
    fn first_case() -> Self;
}

impl<T: CppEnum> FromCppConst<CppCase> for T {
    fn from_cpp(l: CppCase) -> Self {
        // `has_cpp_cases` checked the names at compile time.
        T::from_case_symbols(l.0).unwrap_or_else(T::first_case)
    }
}

/// `{}` for an enum (LLVM's `DefaultValuedAttr<LLVM_FastmathFlagsAttr,
/// "{}">`): C++ value-initializes it, the value 0 (a bit enum's empty
/// set of flags).
impl<T: CppEnum + super::enum_attr::EnumValue> FromCppConst<CppEmptyList> for T {
    fn from_cpp(_: CppEmptyList) -> Self {
        T::from_bits(0).unwrap_or_else(T::first_case)
    }
}

/// True if `qualifier` (the part of a C++ case name before the case:
/// `CConv` in `CConv::C`, `::mlir::LLVM::cconv::CConv`, or `""`) can name
/// enum `T` as C++ resolves it from the dialect's namespace: its last
/// segment is `T`'s class name and, where `T`'s namespace is known, its
/// segments end `T`'s qualified name. The compile-time check of a
/// qualified `CppCase` constant (`"Linkage::C"` for an enum `CConv` is C++
/// that does not compile).
#[doc(hidden)]
pub const fn names_cpp_enum<T: CppEnum>(qualifier: &str) -> bool {
    let q = trim_colons(qualifier.as_bytes());
    let full = trim_colons(T::CPP_NAME.as_bytes());
    if q.is_empty() || full.is_empty() {
        return true;
    }
    let (ql, fl) = (last_segment(q), last_segment(full));
    if !super::op::const_bytes_eq(ql, fl) {
        return false;
    }
    // No namespace known (`cppNamespace` unset): the class name decides.
    if fl.len() == full.len() || q.len() > full.len() {
        return fl.len() == full.len();
    }
    // A whole-segment suffix: it starts the name or follows a `::`.
    let start = full.len() - q.len();
    if start > 0 && !(start >= 2 && full[start - 1] == b':' && full[start - 2] == b':') {
        return false;
    }
    super::op::const_bytes_eq(q, full.split_at(start).1)
}

/// The bytes after the last `::` of `s` (all of `s` without one).
const fn last_segment(s: &[u8]) -> &[u8] {
    let mut i = s.len();
    while i >= 2 {
        if s[i - 1] == b':' && s[i - 2] == b':' {
            return s.split_at(i).1;
        }
        i -= 1;
    }
    s
}

/// `s` without leading `::`.
const fn trim_colons(s: &[u8]) -> &[u8] {
    match s {
        [b':', b':', rest @ ..] => rest,
        _ => s,
    }
}

/// True if enum `T` has every case in `symbols` (and, for several, is a
/// bit enum): the compile-time check of a `CppCase` constant.
#[doc(hidden)]
pub const fn has_cpp_cases<T: CppEnum>(symbols: &[&str]) -> bool {
    if symbols.len() != 1 && !T::IS_BIT_ENUM {
        return false;
    }
    let mut i = 0;
    while i < symbols.len() {
        let mut found = false;
        let mut k = 0;
        while k < T::CASE_SYMBOLS.len() {
            if super::const_str_eq(symbols[i], T::CASE_SYMBOLS[k]) {
                found = true;
            }
            k += 1;
        }
        if !found {
            return false;
        }
        i += 1;
    }
    true
}
