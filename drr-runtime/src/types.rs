//! Builtin types, uniqued in the [`Context`](crate::Context).
//!
//! A [`Type`] is an index into the context's type table: two types are equal
//! exactly when their handles are equal. [`TypeData`] is the structural
//! description; types of dialects the runtime does not model (`!foo.bar<…>`)
//! are kept verbatim as [`TypeData::Opaque`], so they print back unchanged.

use crate::attributes::Attribute;
pub use crate::text::float::FloatKind;

/// A uniqued type. Cheap to copy and compare; resolve with
/// [`Context::type_data`](crate::Context::type_data).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Type(pub(crate) u32);

/// Signedness semantics of an integer type (`iN`, `siN`, `uiN`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Signedness {
    /// `iN`: no signedness semantics.
    Signless,
    /// `siN`.
    Signed,
    /// `uiN`.
    Unsigned,
}

/// Marker for a dynamic dimension (`?`) in a shape, as in MLIR's
/// `ShapedType::kDynamic`.
pub const DYNAMIC: i64 = i64::MIN;

/// The structure of a type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TypeData {
    /// `iN`, `siN`, `uiN`.
    Integer {
        /// Bit width.
        width: u32,
        /// Signedness semantics.
        signedness: Signedness,
    },
    /// `index`.
    Index,
    /// `f16`, `bf16`, `f32`, `f64`, ….
    Float(FloatKind),
    /// `none`.
    None,
    /// `(inputs) -> results`.
    Function {
        /// Argument types.
        inputs: Vec<Type>,
        /// Result types.
        results: Vec<Type>,
    },
    /// `tensor<2x?xf32>` with optional encoding attribute.
    RankedTensor {
        /// Dimensions; [`DYNAMIC`] for `?`.
        shape: Vec<i64>,
        /// Element type.
        element: Type,
        /// Encoding attribute, if any.
        encoding: Option<Attribute>,
    },
    /// `tensor<*xf32>`.
    UnrankedTensor {
        /// Element type.
        element: Type,
    },
    /// `vector<[4]x2xf32>`.
    Vector {
        /// Dimensions (always static).
        shape: Vec<i64>,
        /// Per-dimension scalability flags (same length as `shape`).
        scalable: Vec<bool>,
        /// Element type.
        element: Type,
    },
    /// `memref<4x?xf32, layout, space>`.
    MemRef {
        /// Dimensions; [`DYNAMIC`] for `?`.
        shape: Vec<i64>,
        /// Element type.
        element: Type,
        /// Layout attribute, if not the identity.
        layout: Option<Attribute>,
        /// Memory space attribute, if any.
        memory_space: Option<Attribute>,
    },
    /// `memref<*xf32, space>`.
    UnrankedMemRef {
        /// Element type.
        element: Type,
        /// Memory space attribute, if any.
        memory_space: Option<Attribute>,
    },
    /// `tuple<…>`.
    Tuple(Vec<Type>),
    /// `complex<f32>`.
    Complex(Type),
    /// A type the runtime does not model, kept as its exact source text
    /// (including the leading `!`).
    Opaque(Box<str>),
}

impl TypeData {
    /// True for MLIR's `ShapedType`s: tensors, memrefs and vectors.
    pub fn is_shaped(&self) -> bool {
        matches!(
            self,
            TypeData::RankedTensor { .. }
                | TypeData::UnrankedTensor { .. }
                | TypeData::Vector { .. }
                | TypeData::MemRef { .. }
                | TypeData::UnrankedMemRef { .. }
        )
    }
}
