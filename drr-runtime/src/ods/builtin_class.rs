//! The builtin C++ type and attribute classes a `TypeDef`/`AttrDef`
//! parameter may be declared with (`"mlir::IntegerType":$width`,
//! `"::mlir::StringAttr":$name`), as the parser mlir-tblgen generates from
//! a declarative format reads them: any type (attribute), then a check of
//! its class (`AsmParser::parseType<T>` / `parseAttribute<T>`, since the
//! builtin classes have no `parse` method of their own), printed whole.
//!
//! Only classes whose instances drr can tell apart exactly are here:
//! interfaces a dialect type or attribute may implement (`ShapedType`,
//! `ElementsAttr`, `TypedAttr`) are not, and such parameters keep their
//! format's text.

use crate::{AttrData, Attribute, Context, Type, TypeData};

/// A builtin type class (`mlir::IntegerType`, `mlir::VectorType`, …).
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BuiltinTypeClass {
    /// `IntegerType`.
    Integer,
    /// `IndexType`.
    Index,
    /// `NoneType`.
    None,
    /// `FunctionType`.
    Function,
    /// `RankedTensorType`.
    RankedTensor,
    /// `UnrankedTensorType`.
    UnrankedTensor,
    /// `TensorType`: ranked or unranked.
    Tensor,
    /// `VectorType`.
    Vector,
    /// `MemRefType`.
    MemRef,
    /// `UnrankedMemRefType`.
    UnrankedMemRef,
    /// `BaseMemRefType`: ranked or unranked.
    BaseMemRef,
    /// `TupleType`.
    Tuple,
    /// `ComplexType`.
    Complex,
    /// `FloatType`: any builtin float type.
    Float,
    /// One builtin float type (`Float32Type`, `BFloat16Type`, …).
    FloatOf(crate::FloatKind),
}

impl BuiltinTypeClass {
    /// The class's `name` (`builtin.integer`), which MLIR's `parseType<T>`
    /// quotes in its error; `None` for the abstract classes, which have
    /// none.
    pub fn name(self) -> Option<&'static str> {
        use crate::FloatKind as F;
        Some(match self {
            Self::Integer => "builtin.integer",
            Self::Index => "builtin.index",
            Self::None => "builtin.none",
            Self::Function => "builtin.function",
            Self::RankedTensor => "builtin.tensor",
            Self::UnrankedTensor => "builtin.unranked_tensor",
            Self::Vector => "builtin.vector",
            Self::MemRef => "builtin.memref",
            Self::UnrankedMemRef => "builtin.unranked_memref",
            Self::Tuple => "builtin.tuple",
            Self::Complex => "builtin.complex",
            Self::Tensor | Self::BaseMemRef | Self::Float => return Option::None,
            Self::FloatOf(kind) => match kind {
                F::F16 => "builtin.f16",
                F::BF16 => "builtin.bf16",
                F::F32 => "builtin.f32",
                F::F64 => "builtin.f64",
                F::TF32 => "builtin.tf32",
                F::F80 => "builtin.f80",
                F::F128 => "builtin.f128",
                F::F8E5M2 => "builtin.f8E5M2",
                F::F8E4M3FN => "builtin.f8E4M3FN",
                F::F8E4M3 => "builtin.f8E4M3",
                F::F8E5M2FNUZ => "builtin.f8E5M2FNUZ",
                F::F8E4M3FNUZ => "builtin.f8E4M3FNUZ",
                F::F8E4M3B11FNUZ => "builtin.f8E4M3B11FNUZ",
                F::F8E3M4 => "builtin.f8E3M4",
                F::F8E8M0FNU => "builtin.f8E8M0FNU",
                F::F6E3M2FN => "builtin.f6E3M2FN",
                F::F6E2M3FN => "builtin.f6E2M3FN",
                F::F4E2M1FN => "builtin.f4E2M1FN",
            },
        })
    }

    /// True if `ty` is of this class (`dyn_cast<T>` succeeds).
    pub fn contains(self, ctx: &Context, ty: Type) -> bool {
        let data = ctx.type_data(ty);
        match self {
            Self::Integer => matches!(data, TypeData::Integer { .. }),
            Self::Index => matches!(data, TypeData::Index),
            Self::None => matches!(data, TypeData::None),
            Self::Function => matches!(data, TypeData::Function { .. }),
            Self::RankedTensor => matches!(data, TypeData::RankedTensor { .. }),
            Self::UnrankedTensor => matches!(data, TypeData::UnrankedTensor { .. }),
            Self::Tensor => matches!(
                data,
                TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. }
            ),
            Self::Vector => matches!(data, TypeData::Vector { .. }),
            Self::MemRef => matches!(data, TypeData::MemRef { .. }),
            Self::UnrankedMemRef => matches!(data, TypeData::UnrankedMemRef { .. }),
            Self::BaseMemRef => {
                matches!(
                    data,
                    TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. }
                )
            }
            Self::Tuple => matches!(data, TypeData::Tuple(_)),
            Self::Complex => matches!(data, TypeData::Complex(_)),
            Self::Float => matches!(data, TypeData::Float(_)),
            Self::FloatOf(kind) => matches!(data, TypeData::Float(k) if *k == kind),
        }
    }

    /// MLIR's error for a type `found` of another class, read at a
    /// parameter of this class.
    pub fn mismatch(self, found: &str) -> String {
        match self.name() {
            Some(name) => {
                format!("invalid kind of type specified: expected {name}, but found '{found}'")
            }
            Option::None => "invalid kind of type specified".into(),
        }
    }
}

/// A builtin attribute class (`mlir::StringAttr`, `mlir::IntegerAttr`, …).
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BuiltinAttrClass {
    /// `StringAttr`.
    String,
    /// `IntegerAttr` (of an integer or index type).
    Integer,
    /// `BoolAttr`: an `IntegerAttr` of `i1`.
    Bool,
    /// `FloatAttr`.
    Float,
    /// `ArrayAttr`.
    Array,
    /// `DictionaryAttr`.
    Dictionary,
    /// `TypeAttr`.
    Type,
    /// `UnitAttr`.
    Unit,
    /// `SymbolRefAttr`.
    SymbolRef,
    /// `FlatSymbolRefAttr`: a symbol reference without nested references.
    FlatSymbolRef,
    /// `DenseArrayAttr` (any element type).
    DenseArray,
    /// `DenseBoolArrayAttr`, `DenseI8ArrayAttr` … `DenseI64ArrayAttr`: a
    /// dense array of integers of this width (1 for booleans).
    DenseIntArray(u32),
    /// `DenseF32ArrayAttr`, `DenseF64ArrayAttr`.
    DenseFloatArray(crate::FloatKind),
    /// `DenseElementsAttr`: numbers or strings.
    DenseElements,
    /// `DenseIntOrFPElementsAttr`.
    DenseIntOrFpElements,
    /// `DenseIntElementsAttr`: of integer or index elements.
    DenseIntElements,
    /// `DenseFPElementsAttr`: of float elements.
    DenseFpElements,
    /// `DenseStringElementsAttr`.
    DenseStringElements,
    /// `LocationAttr`.
    Location,
    /// `AffineMapAttr` (`affine_map<…>`, kept as its text).
    AffineMap,
    /// `IntegerSetAttr` (`affine_set<…>`).
    IntegerSet,
    /// `DistinctAttr` (`distinct[N]<…>`).
    Distinct,
}

impl BuiltinAttrClass {
    /// True if `attr` is of this class (`dyn_cast<T>` succeeds).
    pub fn contains(self, ctx: &Context, attr: Attribute) -> bool {
        let data = ctx.attr_data(attr);
        let element_is = |ty: Type, int: bool| match ctx.type_data(ty) {
            TypeData::RankedTensor { element, .. } | TypeData::Vector { element, .. } => {
                let element = ctx.type_data(*element);
                if int {
                    matches!(element, TypeData::Integer { .. } | TypeData::Index)
                } else {
                    matches!(element, TypeData::Float(_))
                }
            }
            _ => false,
        };
        match self {
            Self::String => matches!(data, AttrData::String { .. }),
            Self::Integer => matches!(data, AttrData::Integer { .. } | AttrData::BigInteger { .. }),
            Self::Bool => matches!(
                data,
                AttrData::Integer { ty, .. }
                    if matches!(ctx.type_data(*ty), TypeData::Integer { width: 1, signedness }
                        if *signedness == crate::Signedness::Signless)
            ),
            Self::Float => matches!(data, AttrData::Float { .. }),
            Self::Array => matches!(data, AttrData::Array(_)),
            Self::Dictionary => matches!(data, AttrData::Dictionary(_)),
            Self::Type => matches!(data, AttrData::Type(_)),
            Self::Unit => matches!(data, AttrData::Unit),
            Self::SymbolRef => matches!(data, AttrData::SymbolRef { .. }),
            Self::FlatSymbolRef => {
                matches!(data, AttrData::SymbolRef { nested, .. } if nested.is_empty())
            }
            Self::DenseArray => matches!(data, AttrData::DenseArray { .. }),
            Self::DenseIntArray(bits) => matches!(
                data,
                AttrData::DenseArray { element, .. }
                    if matches!(ctx.type_data(*element), TypeData::Integer { width, .. } if *width == bits)
            ),
            Self::DenseFloatArray(kind) => matches!(
                data,
                AttrData::DenseArray { element, .. }
                    if matches!(ctx.type_data(*element), TypeData::Float(k) if *k == kind)
            ),
            Self::DenseElements => {
                matches!(
                    data,
                    AttrData::DenseElements { .. } | AttrData::DenseStrings { .. }
                )
            }
            Self::DenseIntOrFpElements => matches!(data, AttrData::DenseElements { .. }),
            Self::DenseIntElements => {
                matches!(data, AttrData::DenseElements { ty, .. } if element_is(*ty, true))
            }
            Self::DenseFpElements => {
                matches!(data, AttrData::DenseElements { ty, .. } if element_is(*ty, false))
            }
            Self::DenseStringElements => matches!(data, AttrData::DenseStrings { .. }),
            Self::Location => matches!(data, AttrData::Location(_)),
            Self::AffineMap => matches!(data, AttrData::Opaque(t) if t.starts_with("affine_map<")),
            Self::IntegerSet => matches!(data, AttrData::Opaque(t) if t.starts_with("affine_set<")),
            Self::Distinct => matches!(data, AttrData::Opaque(t) if t.starts_with("distinct[")),
        }
    }
}
