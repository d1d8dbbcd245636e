//! The builtin dialect's own type and attribute definitions used as
//! constraints (`BuiltinTypes.td`, `BuiltinAttributes.td`: WasmSSA's
//! `Builtin_IntegerAttr:$bitsToTake`, EmitC's `Builtin_StringAttr`): a
//! `TypeDef`/`AttrDef` record is a constraint whose predicate is
//! `::llvm::isa<::mlir::IntegerAttr>($_self)` and whose summary is the
//! record's. Each is a unit struct named after the record, testing the
//! runtime's structure (attributes the runtime keeps as text, such as
//! affine maps, by their printed prefix).

use super::constraint::{AttrConstraint, TypeConstraint};
use super::storage;
use crate::{AttrData, Attribute, Context, FloatKind, Type, TypeData};

macro_rules! builtin_types {
    ($($name:ident, $summary:literal, |$ctx:ident, $data:ident| $pred:expr;)*) => {$(
        super::types_lib::type_constraint!(
            #[doc = concat!("`", stringify!($name), "` (`BuiltinTypes.td`): ", $summary, ".")]
            #[allow(non_camel_case_types)]
            $name, $summary, |$ctx, $data| $pred
        );
    )*};
}

macro_rules! builtin_floats {
    ($($name:ident = $kind:ident, $summary:literal;)*) => {
        builtin_types! {
            $($name, $summary, |_c, d| matches!(d, TypeData::Float(FloatKind::$kind));)*
        }
    };
}

builtin_types! {
    Builtin_Integer, "Integer type with arbitrary precision up to a fixed limit",
        |_c, d| matches!(d, TypeData::Integer { .. });
    Builtin_Index, "Integer-like type with unknown platform-dependent bit width",
        |_c, d| matches!(d, TypeData::Index);
    Builtin_None, "A unit type", |_c, d| matches!(d, TypeData::None);
    Builtin_Function, "Map from a list of inputs to a list of results",
        |_c, d| matches!(d, TypeData::Function { .. });
    Builtin_RankedTensor, "Multi-dimensional array with a fixed number of dimensions",
        |_c, d| matches!(d, TypeData::RankedTensor { .. });
    Builtin_UnrankedTensor, "Multi-dimensional array with unknown dimensions",
        |_c, d| matches!(d, TypeData::UnrankedTensor { .. });
    Builtin_Vector, "Multi-dimensional SIMD vector type",
        |_c, d| matches!(d, TypeData::Vector { .. });
    Builtin_MemRef, "Shaped reference to a region of memory",
        |_c, d| matches!(d, TypeData::MemRef { .. });
    Builtin_UnrankedMemRef, "Shaped reference, with unknown rank, to a region of memory",
        |_c, d| matches!(d, TypeData::UnrankedMemRef { .. });
    Builtin_Tuple, "Fixed-sized collection of other types",
        |_c, d| matches!(d, TypeData::Tuple(_));
    Builtin_Complex, "Complex number with a parameterized element type",
        |_c, d| matches!(d, TypeData::Complex(_));
}

builtin_floats! {
    Builtin_BFloat16 = BF16, "bfloat16 floating-point type";
    Builtin_Float16 = F16, "16-bit floating-point type";
    Builtin_Float32 = F32, "32-bit floating-point type";
    Builtin_Float64 = F64, "64-bit floating-point type";
    Builtin_Float80 = F80, "80-bit floating-point type";
    Builtin_Float128 = F128, "128-bit floating-point type";
    Builtin_FloatTF32 = TF32, "TF32 floating-point type";
    Builtin_Float8E5M2 = F8E5M2, "8-bit floating point with 2 bit mantissa";
    Builtin_Float8E4M3 = F8E4M3, "8-bit floating point with 3 bit mantissa";
    Builtin_Float8E4M3FN = F8E4M3FN, "8-bit floating point with 3 bit mantissa";
    Builtin_Float8E5M2FNUZ = F8E5M2FNUZ, "8-bit floating point with 2 bit mantissa";
    Builtin_Float8E4M3FNUZ = F8E4M3FNUZ, "8-bit floating point with 3 bit mantissa";
    Builtin_Float8E4M3B11FNUZ = F8E4M3B11FNUZ, "8-bit floating point with 3 bit mantissa";
    Builtin_Float8E3M4 = F8E3M4, "8-bit floating point with 3 bits exponent and 4 bit mantissa";
    Builtin_Float8E8M0FNU = F8E8M0FNU, "8-bit floating point with 8-bit exponent, no mantissa or sign";
    Builtin_Float6E3M2FN = F6E3M2FN, "6-bit floating point with 3-bit exponent and 2-bit mantissa";
    Builtin_Float6E2M3FN = F6E2M3FN, "6-bit floating point with 2-bit exponent and 3-bit mantissa";
    Builtin_Float4E2M1FN = F4E2M1FN, "4-bit floating point with 2-bit exponent and 1-bit mantissa";
}

/// An attribute the runtime keeps as its text, starting with `prefix`.
fn text_starts(d: &AttrData, prefix: &str) -> bool {
    matches!(d, AttrData::Opaque(t) if t.starts_with(prefix))
}

macro_rules! builtin_attrs {
    ($($name:ident, $summary:literal, $storage:ty, |$ctx:ident, $data:ident| $pred:expr;)*) => {$(
        super::attrs_lib::attr_constraint!(
            #[doc = concat!("`", stringify!($name), "` (`BuiltinAttributes.td`): ", $summary, ".")]
            #[allow(non_camel_case_types)]
            $name, $summary, $storage, |$ctx, $data| $pred
        );
    )*};
}

builtin_attrs! {
    Builtin_AffineMapAttr, "An Attribute containing an AffineMap object", Attribute,
        |_c, d| text_starts(d, "affine_map<");
    Builtin_IntegerSetAttr, "An Attribute containing an IntegerSet object", Attribute,
        |_c, d| text_starts(d, "affine_set<");
    Builtin_ArrayAttr, "A collection of other Attribute values", storage::ArrayAttr,
        |_c, d| matches!(d, AttrData::Array(_));
    Builtin_DenseArray, "A dense array of integer or floating point elements.", storage::DenseArrayAttr,
        |_c, d| matches!(d, AttrData::DenseArray { .. });
    Builtin_DenseIntOrFPElementsAttr, "An Attribute containing a dense multi-dimensional array of integer or floating-point values", storage::ElementsAttr,
        |_c, d| matches!(d, AttrData::DenseElements { .. });
    Builtin_DenseStringElementsAttr, "An Attribute containing a dense multi-dimensional array of strings", Attribute,
        |_c, d| matches!(d, AttrData::DenseStrings { .. });
    Builtin_DenseResourceElementsAttr, "An Attribute containing a dense multi-dimensional array backed by a resource", Attribute,
        |_c, d| text_starts(d, "dense_resource<");
    Builtin_SparseElementsAttr, "An opaque representation of a multi-dimensional array", Attribute,
        |_c, d| text_starts(d, "sparse<");
    Builtin_DictionaryAttr, "An dictionary of named Attribute values", storage::DictionaryAttr,
        |_c, d| matches!(d, AttrData::Dictionary(_));
    Builtin_FloatAttr, "An Attribute containing a floating-point value", storage::FloatAttr,
        |_c, d| matches!(d, AttrData::Float { .. });
    Builtin_IntegerAttr, "An Attribute containing a integer value", storage::IntegerAttr,
        |_c, d| matches!(d, AttrData::Integer { .. } | AttrData::BigInteger { .. });
    Builtin_StringAttr, "An Attribute containing a string", storage::StringAttr,
        |_c, d| matches!(d, AttrData::String { .. });
    Builtin_SymbolRefAttr, "An Attribute containing a symbolic reference to an Operation", storage::SymbolRefAttr,
        |_c, d| matches!(d, AttrData::SymbolRef { .. });
    Builtin_TypeAttr, "An Attribute containing a Type", storage::TypeAttr,
        |_c, d| matches!(d, AttrData::Type(_));
    Builtin_UnitAttr, "An Attribute value of `unit` type", storage::UnitAttr,
        |_c, d| matches!(d, AttrData::Unit);
}
