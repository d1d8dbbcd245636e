//! Typed attribute storage: newtypes over [`Attribute`] that an `ods!`
//! accessor returns and a builder takes (ODS's `storageType`).
//!
//! Invariant: a wrapper only ever holds an attribute of its kind
//! ([`AttrStorage::from_attr`] checks it; the constructors build one). The
//! wrappers are `Copy` handles, like [`Attribute`] itself; read their values
//! through the [`Context`] that uniqued them.

use crate::{
    AttrData, Attribute, Context, FloatKind, NamedAttribute, Signedness, Symbol, Type, TypeData,
};

/// Marker: the [`AttrStorage::Domain`] of attribute kinds.
#[derive(Clone, Copy, Debug)]
pub struct AttrDomain;

/// Marker: the [`AttrStorage::Domain`] of an ODS property's attribute form
/// ([`PropAttr`](super::PropAttr), [`PropValue`](super::property::PropValue)).
#[derive(Clone, Copy, Debug)]
pub struct PropDomain;

/// A typed view of an attribute kind.
pub trait AttrStorage: Copy + Into<Attribute> {
    /// The kind's name, for messages (`integer attribute`).
    const KIND: &'static str;
    /// [`AttrDomain`] for an attribute, [`PropDomain`] for a property's
    /// attribute form: a pattern's leaf constraint must be of its
    /// argument's domain (DRR: `the N-th argument of op '…' should be an
    /// attribute` / `… should be a property`).
    type Domain;
    /// `attr` as this kind, or `None` if it is of another kind.
    fn from_attr(ctx: &Context, attr: Attribute) -> Option<Self>;
    /// True if [`from_attr`](Self::from_attr) also decides for attributes
    /// the runtime keeps as text (an interface's Rust `isa` says which
    /// dialect attributes implement it), so converting `<{…}>` asks it
    /// instead of letting them pass (see
    /// [`AttrConstraint::storage_matches`](super::AttrConstraint::storage_matches)).
    const DECIDES_OPAQUE: bool = false;
    /// The underlying attribute.
    fn attr(self) -> Attribute {
        self.into()
    }
}

impl AttrStorage for Attribute {
    const KIND: &'static str = "attribute";
    type Domain = AttrDomain;
    fn from_attr(_: &Context, attr: Attribute) -> Option<Self> {
        Some(attr)
    }
}

macro_rules! storage {
    ($(#[$doc:meta])* $name:ident, $kind:literal, |$ctx:ident, $data:ident| $check:expr) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub struct $name(Attribute);

        impl From<$name> for Attribute {
            fn from(a: $name) -> Attribute {
                a.0
            }
        }

        impl AttrStorage for $name {
            const KIND: &'static str = $kind;
            type Domain = AttrDomain;
            #[inline]
            fn from_attr($ctx: &Context, attr: Attribute) -> Option<Self> {
                let $data = $ctx.attr_data(attr);
                if $check { Some($name(attr)) } else { None }
            }
        }
    };
}

storage!(
    /// An integer attribute (`10 : i32`, `true`, `3 : index`), of any
    /// width (wider than an `i128` as [`AttrData::BigInteger`]).
    IntegerAttr, "integer attribute", |ctx, d| matches!(d, AttrData::Integer { .. } | AttrData::BigInteger { .. })
);
storage!(
    /// A float attribute (`1.0 : f32`).
    FloatAttr, "float attribute", |ctx, d| matches!(d, AttrData::Float { .. })
);
storage!(
    /// A boolean attribute: an `i1` integer attribute (`true`, `false`).
    BoolAttr, "bool attribute", |ctx, d| matches!(d, AttrData::Integer { ty, .. }
        if matches!(ctx.type_data(*ty), TypeData::Integer { width: 1, signedness: Signedness::Signless }))
);
storage!(
    /// A string attribute (`"text"`).
    StringAttr, "string attribute", |ctx, d| matches!(d, AttrData::String { .. })
);
storage!(
    /// The unit attribute (`unit`), whose presence is the information.
    UnitAttr, "unit attribute", |ctx, d| matches!(d, AttrData::Unit)
);
storage!(
    /// An array attribute (`[1, "a"]`).
    ArrayAttr, "array attribute", |ctx, d| matches!(d, AttrData::Array(_))
);
storage!(
    /// A dictionary attribute (`{a = 1}`).
    DictionaryAttr, "dictionary attribute", |ctx, d| matches!(d, AttrData::Dictionary(_))
);
storage!(
    /// A type attribute (`i32` used as an attribute).
    TypeAttr, "type attribute", |ctx, d| matches!(d, AttrData::Type(_))
);
storage!(
    /// A symbol reference (`@f`, `@m::@f`).
    SymbolRefAttr, "symbol reference attribute", |ctx, d| matches!(d, AttrData::SymbolRef { .. })
);
storage!(
    /// A dense elements attribute (`dense<[1, 2]> : tensor<2xi32>`).
    ElementsAttr, "elements attribute",
    |ctx, d| matches!(d, AttrData::DenseElements { .. } | AttrData::DenseStrings { .. })
);
storage!(
    /// A dense array attribute (`array<i32: 1, 2>`).
    DenseArrayAttr, "dense array attribute", |ctx, d| matches!(d, AttrData::DenseArray { .. })
);

impl IntegerAttr {
    /// The integer attribute `value : ty` (`ty` an integer or index type;
    /// the value is truncated to its width).
    pub fn get(ctx: &mut Context, ty: Type, value: i128) -> Self {
        IntegerAttr(ctx.integer_attr(ty, value))
    }
    /// The value (sign-extended for signless and signed types; its low 128
    /// bits for a value wider than an `i128`).
    pub fn value(self, ctx: &Context) -> i128 {
        match ctx.attr_data(self.0) {
            AttrData::Integer { value, .. } => *value,
            AttrData::BigInteger { value, .. } => crate::attributes::low_i128(value),
            _ => 0,
        }
    }
    /// The integer or index type.
    pub fn ty(self, ctx: &Context) -> Type {
        match ctx.attr_data(self.0) {
            AttrData::Integer { ty, .. } | AttrData::BigInteger { ty, .. } => *ty,
            _ => unreachable_kind(),
        }
    }
}

impl FloatAttr {
    /// The float attribute `value : ty` (rounded to `ty`'s format).
    pub fn get(ctx: &mut Context, ty: Type, value: f64) -> Self {
        FloatAttr(ctx.float_attr(ty, value))
    }
    /// The value as an `f64` (exact for `f16`, `bf16`, `f32` and `f64`).
    pub fn value(self, ctx: &Context) -> f64 {
        match ctx.attr_data(self.0) {
            AttrData::Float { ty, bits } => match ctx.type_data(*ty) {
                TypeData::Float(crate::FloatKind::F32) => f32::from_bits(*bits as u32) as f64,
                TypeData::Float(crate::FloatKind::F16) => f16_to_f64(*bits as u16),
                TypeData::Float(crate::FloatKind::BF16) => {
                    f32::from_bits((*bits as u32) << 16) as f64
                }
                _ => f64::from_bits(*bits as u64),
            },
            _ => 0.0,
        }
    }
    /// The float type.
    pub fn ty(self, ctx: &Context) -> Type {
        match ctx.attr_data(self.0) {
            AttrData::Float { ty, .. } => *ty,
            _ => unreachable_kind(),
        }
    }
}

fn f16_to_f64(h: u16) -> f64 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let exp = ((h >> 10) & 0x1f) as i32;
    let frac = (h & 0x3ff) as f64;
    match exp {
        0 => sign * frac * 2f64.powi(-24),
        31 if frac == 0.0 => sign * f64::INFINITY,
        31 => f64::NAN,
        e => sign * (1.0 + frac / 1024.0) * 2f64.powi(e - 15),
    }
}

#[cold]
fn unreachable_kind() -> ! {
    unreachable!("typed attribute storage holds an attribute of another kind")
}

impl BoolAttr {
    /// `true` or `false`.
    pub fn get(ctx: &mut Context, value: bool) -> Self {
        BoolAttr(ctx.bool_attr(value))
    }
    /// The value.
    pub fn value(self, ctx: &Context) -> bool {
        matches!(ctx.attr_data(self.0), AttrData::Integer { value, .. } if *value != 0)
    }
}

impl StringAttr {
    /// The untyped string attribute `"value"`.
    pub fn get(ctx: &mut Context, value: &str) -> Self {
        StringAttr(ctx.string_attr(value))
    }
    /// The string's bytes.
    pub fn bytes(self, ctx: &Context) -> &[u8] {
        match ctx.attr_data(self.0) {
            AttrData::String { value, .. } => value,
            _ => &[],
        }
    }
    /// The string, if it is valid UTF-8.
    pub fn value(self, ctx: &Context) -> Option<&str> {
        std::str::from_utf8(self.bytes(ctx)).ok()
    }
}

impl UnitAttr {
    /// The unit attribute.
    pub fn get(ctx: &mut Context) -> Self {
        UnitAttr(ctx.unit_attr())
    }
}

impl ArrayAttr {
    /// The array attribute of `elements`.
    pub fn get(ctx: &mut Context, elements: Vec<Attribute>) -> Self {
        ArrayAttr(ctx.array_attr(elements))
    }
    /// The elements.
    pub fn elements(self, ctx: &Context) -> &[Attribute] {
        match ctx.attr_data(self.0) {
            AttrData::Array(e) => e,
            _ => &[],
        }
    }
}

impl DictionaryAttr {
    /// The dictionary of `entries` (sorted by name, last duplicate wins).
    pub fn get(ctx: &mut Context, entries: Vec<NamedAttribute>) -> Self {
        DictionaryAttr(ctx.dictionary(entries))
    }
    /// The entries, sorted by name.
    pub fn entries(self, ctx: &Context) -> &[NamedAttribute] {
        ctx.dict_entries(self.0)
    }
    /// The entry named `name`.
    pub fn get_entry(self, ctx: &Context, name: &str) -> Option<Attribute> {
        let sym = ctx.lookup_symbol(name)?;
        ctx.dict_get(self.0, sym)
    }
}

impl TypeAttr {
    /// The type attribute of `ty`.
    pub fn get(ctx: &mut Context, ty: Type) -> Self {
        TypeAttr(ctx.type_attr(ty))
    }
    /// The type.
    pub fn ty(self, ctx: &Context) -> Type {
        match ctx.attr_data(self.0) {
            AttrData::Type(t) => *t,
            _ => unreachable_kind(),
        }
    }
}

impl SymbolRefAttr {
    /// `@root`.
    pub fn get(ctx: &mut Context, root: &str) -> Self {
        SymbolRefAttr(ctx.symbol_ref_attr(root))
    }
    /// The root symbol's name.
    pub fn root(self, ctx: &Context) -> &str {
        match ctx.attr_data(self.0) {
            AttrData::SymbolRef { root, .. } => ctx.str(*root),
            _ => "",
        }
    }
    /// The nested references.
    pub fn nested(self, ctx: &Context) -> &[Symbol] {
        match ctx.attr_data(self.0) {
            AttrData::SymbolRef { nested, .. } => nested,
            _ => &[],
        }
    }
}

impl ElementsAttr {
    /// The shaped type (`tensor<2xi32>`).
    pub fn ty(self, ctx: &Context) -> Type {
        match ctx.attr_data(self.0) {
            AttrData::DenseElements { ty, .. } | AttrData::DenseStrings { ty, .. } => *ty,
            _ => unreachable_kind(),
        }
    }
    /// The element type (`i32` of `tensor<2xi32>`); for a shaped dialect
    /// type, the element type [`Context::shaped_element_type`] knows, else
    /// the type itself (as MLIR's `getElementTypeOrSelf`).
    pub fn element_type(self, ctx: &Context) -> Type {
        let ty = self.ty(ctx);
        match ctx.type_data(ty) {
            TypeData::RankedTensor { element, .. } | TypeData::Vector { element, .. } => *element,
            _ => ctx.shaped_element_type(ty).unwrap_or(ty),
        }
    }
    /// The number of elements: the product of the shaped type's
    /// dimensions (a splat stores one value for all of them).
    pub fn len(self, ctx: &Context) -> usize {
        match ctx.type_data(self.ty(ctx)) {
            TypeData::RankedTensor { shape, .. } | TypeData::Vector { shape, .. } => shape
                .iter()
                .map(|&d| usize::try_from(d).unwrap_or(0))
                .product(),
            _ => 0,
        }
    }
    /// True if the shaped type has no elements (a zero dimension).
    pub fn is_empty(self, ctx: &Context) -> bool {
        self.len(ctx) == 0
    }
    /// True if one value stands for every element (`dense<7> :
    /// tensor<4xi32>`; MLIR's `isSplat()`).
    pub fn is_splat(self, ctx: &Context) -> bool {
        match ctx.attr_data(self.0) {
            AttrData::DenseElements { splat, .. } | AttrData::DenseStrings { splat, .. } => *splat,
            _ => false,
        }
    }
    /// The elements of integer or `index` elements in row-major order
    /// (MLIR's `getValues<APInt>()`), each as [`IntegerAttr::value`] reads
    /// a scalar: sign-extended for signless and signed element types,
    /// zero-extended for unsigned ones; a splat's value is repeated
    /// [`len`](Self::len) times. `None` for float, complex or string
    /// elements and for integers wider than 128 bits. Build the result of
    /// a fold with [`Context::dense_int_elements_attr`].
    ///
    /// ```
    /// use drr_runtime::ods::{AttrStorage, storage::ElementsAttr};
    /// let mut ctx = drr_runtime::Context::new();
    /// let a = drr_runtime::text::parse_attribute(&mut ctx, "dense<-1> : tensor<3xi8>").unwrap();
    /// let e = ElementsAttr::from_attr(&ctx, a).unwrap();
    /// assert!(e.is_splat(&ctx));
    /// assert_eq!(e.int_values(&ctx), Some(vec![-1, -1, -1]));
    /// ```
    pub fn int_values(self, ctx: &Context) -> Option<Vec<i128>> {
        let AttrData::DenseElements { ty, splat, values } = ctx.attr_data(self.0) else {
            return None;
        };
        let _ = ty;
        if !matches!(
            ctx.type_data(self.element_type(ctx)),
            TypeData::Integer { width: ..=128, .. } | TypeData::Index
        ) {
            return None;
        }
        let value = |v: &u128| *v as i128;
        Some(if *splat {
            vec![values.first().map_or(0, value); self.len(ctx)]
        } else {
            values.iter().map(value).collect()
        })
    }
}

impl DenseArrayAttr {
    /// `array<i32: values…>`.
    pub fn get_i32(ctx: &mut Context, values: &[i32]) -> Self {
        DenseArrayAttr(ctx.dense_i32_array_attr(values))
    }
    /// `array<i64: values…>`.
    pub fn get_i64(ctx: &mut Context, values: &[i64]) -> Self {
        let ty = ctx.int_type(64);
        Self::get_ints(ctx, ty, values)
    }
    /// `array<i1: true, false, …>` (MLIR's `DenseBoolArrayAttr`).
    pub fn get_bool(ctx: &mut Context, values: &[bool]) -> Self {
        let ty = ctx.int_type(1);
        let values: Vec<i64> = values.iter().map(|&b| i64::from(b)).collect();
        Self::get_ints(ctx, ty, &values)
    }
    /// `array<f32: values…>`.
    pub fn get_f32(ctx: &mut Context, values: &[f32]) -> Self {
        let ty = ctx.float_type(FloatKind::F32);
        let bits = values.iter().map(|v| u64::from(v.to_bits())).collect();
        Self::from_raw(ctx, ty, bits)
    }
    /// `array<f64: values…>`.
    pub fn get_f64(ctx: &mut Context, values: &[f64]) -> Self {
        let ty = ctx.float_type(FloatKind::F64);
        let bits = values.iter().map(|v| v.to_bits()).collect();
        Self::from_raw(ctx, ty, bits)
    }
    /// A dense array of any integer element type (`i1`, `i8`, `ui16`,
    /// `si32`, `i64`, …): each value is truncated to the element's width,
    /// as MLIR's `APInt` would be.
    ///
    /// # Panics
    /// If `element` is not `i1` or an integer type of 8, 16, 32 or 64 bits
    /// (MLIR's dense arrays hold whole bytes, or bools).
    pub fn get_ints(ctx: &mut Context, element: Type, values: &[i64]) -> Self {
        let width = match ctx.type_data(element) {
            TypeData::Integer { width, .. } if matches!(*width, 1 | 8 | 16 | 32 | 64) => *width,
            _ => panic!(
                "DenseArrayAttr::get_ints: the element type must be i1 or an integer type of 8, 16, 32 or 64 bits"
            ),
        };
        let shift = 64 - width;
        let bits = values
            .iter()
            .map(|&v| ((v << shift) >> shift) as u64)
            .collect();
        Self::from_raw(ctx, element, bits)
    }
    /// A dense array from its elements' bit patterns as
    /// [`raw_values`](Self::raw_values) returns them: integers
    /// sign-extended from the element's width to 64 bits, floats as their
    /// IEEE bits (any float type: `f16`, `bf16`, `f32`, `f64`, …).
    pub fn from_raw(ctx: &mut Context, element: Type, bits: Vec<u64>) -> Self {
        DenseArrayAttr(ctx.intern_attr(AttrData::DenseArray {
            element,
            values: bits,
        }))
    }
    /// The number of elements.
    pub fn len(self, ctx: &Context) -> usize {
        self.raw_values(ctx).len()
    }
    /// True if the array has no element.
    pub fn is_empty(self, ctx: &Context) -> bool {
        self.raw_values(ctx).is_empty()
    }
    /// The elements of an integer array as `i64`s (MLIR's
    /// `DenseI64ArrayAttr::asArrayRef`; narrower elements sign-extended,
    /// `i1` as `0`/`-1` read as bools by [`bool_values`](Self::bool_values)),
    /// or `None` for a float array.
    pub fn i64_values(self, ctx: &Context) -> Option<Vec<i64>> {
        match ctx.type_data(self.element_type(ctx)) {
            TypeData::Integer { .. } => {
                Some(self.raw_values(ctx).iter().map(|&v| v as i64).collect())
            }
            _ => None,
        }
    }
    /// The elements of an `i1` array as bools, or `None` for another
    /// element type.
    pub fn bool_values(self, ctx: &Context) -> Option<Vec<bool>> {
        match ctx.type_data(self.element_type(ctx)) {
            TypeData::Integer { width: 1, .. } => {
                Some(self.raw_values(ctx).iter().map(|&v| v != 0).collect())
            }
            _ => None,
        }
    }
    /// The elements of an `f32` array, or `None` for another element type.
    pub fn f32_values(self, ctx: &Context) -> Option<Vec<f32>> {
        match ctx.type_data(self.element_type(ctx)) {
            TypeData::Float(FloatKind::F32) => Some(
                self.raw_values(ctx)
                    .iter()
                    .map(|&v| f32::from_bits(v as u32))
                    .collect(),
            ),
            _ => None,
        }
    }
    /// The elements of an `f64` array, or `None` for another element type.
    pub fn f64_values(self, ctx: &Context) -> Option<Vec<f64>> {
        match ctx.type_data(self.element_type(ctx)) {
            TypeData::Float(FloatKind::F64) => Some(
                self.raw_values(ctx)
                    .iter()
                    .map(|&v| f64::from_bits(v))
                    .collect(),
            ),
            _ => None,
        }
    }
    /// The element type.
    pub fn element_type(self, ctx: &Context) -> Type {
        match ctx.attr_data(self.0) {
            AttrData::DenseArray { element, .. } => *element,
            _ => unreachable_kind(),
        }
    }
    /// The elements' bit patterns (integers sign-extended to 64 bits).
    pub fn raw_values(self, ctx: &Context) -> &[u64] {
        match ctx.attr_data(self.0) {
            AttrData::DenseArray { values, .. } => values,
            _ => &[],
        }
    }
}

/// Checked conversion helpers shared by every storage type.
pub trait AttrStorageExt: AttrStorage {
    /// `attr` as this kind.
    ///
    /// # Panics
    /// If `attr` is of another kind.
    fn from_attr_checked(ctx: &Context, attr: Attribute) -> Self {
        Self::from_attr(ctx, attr)
            .unwrap_or_else(|| panic!("expected a {}, got another attribute kind", Self::KIND))
    }
}

impl<T: AttrStorage> AttrStorageExt for T {}
