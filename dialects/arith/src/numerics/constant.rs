//! [`Constant`]: a constant operand or fold result as MLIR's folders see
//! it — an `IntegerAttr`, a `FloatAttr`, or a dense elements attribute of
//! a vector or tensor type — and [`ValueType`], the type of an operand or
//! result, both independent of any IR.
//!
//! Invariants of [`Elements`] (kept by [`Elements::new`], as MLIR's
//! `DenseElementsAttr::get` keeps them): all values have the element type
//! of the shaped type; a constant whose elements are all equal (bitwise, as
//! `DenseElementsAttr` compares raw data) is stored as a splat of one
//! value, so `is_splat` is exactly MLIR's `isa<SplatElementsAttr>`;
//! otherwise there is one value per element in row-major order.

use drr_runtime::Type;
use drr_runtime::types::FloatKind;

use super::apfloat::ApFloat;
use super::apint::ApInt;

/// The scalar type of a value or of a shaped value's elements.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ScalarType {
    /// A signless integer type `iN`.
    Int(u32),
    /// `index` (folded as a 64-bit integer, as MLIR does).
    Index,
    /// A float type.
    Float(FloatKind),
}

impl ScalarType {
    /// The integer width (`64` for `index`), or `None` for floats.
    pub fn int_width(self) -> Option<u32> {
        match self {
            ScalarType::Int(w) => Some(w),
            ScalarType::Index => Some(64),
            ScalarType::Float(_) => None,
        }
    }

    /// The bit width (`getIntOrFloatBitWidth`, 64 for `index`).
    pub fn bit_width(self) -> u32 {
        match self {
            ScalarType::Int(w) => w,
            ScalarType::Index => 64,
            ScalarType::Float(k) => k.bit_width(),
        }
    }
}

/// A vector or tensor type as the folders need it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ShapedType {
    /// The runtime's (uniqued) handle of the shaped type: type equality is
    /// handle equality.
    pub ty: Type,
    /// The element type.
    pub element: ScalarType,
    /// The number of elements, or `None` for a dynamic shape.
    pub num_elements: Option<u64>,
}

/// The type of an operand or a result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ValueType {
    /// An integer, index or float scalar.
    Scalar(ScalarType),
    /// A vector or tensor of such scalars.
    Shaped(ShapedType),
}

impl ValueType {
    /// The scalar type, or the element type of a shaped type
    /// (`getElementTypeOrSelf`).
    pub fn element(&self) -> ScalarType {
        match self {
            ValueType::Scalar(s) => *s,
            ValueType::Shaped(s) => s.element,
        }
    }
}

/// The elements of an [`Elements`] constant.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ElementValues {
    /// Integer (or index) elements.
    Int(Vec<ApInt>),
    /// Float elements.
    Float(Vec<ApFloat>),
}

impl ElementValues {
    fn len(&self) -> usize {
        match self {
            ElementValues::Int(v) => v.len(),
            ElementValues::Float(v) => v.len(),
        }
    }
}

/// A dense elements constant of a vector or tensor type (see the module
/// docs for its invariants).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Elements {
    ty: ShapedType,
    values: ElementValues,
}

/// Keeps one value if all are equal (MLIR's splat detection).
fn canonical<T: PartialEq>(mut values: Vec<T>) -> Vec<T> {
    if values.len() > 1 && values.iter().all(|v| *v == values[0]) {
        values.truncate(1);
    }
    values
}

impl Elements {
    /// A dense constant of `ty` from one value (a splat) or one value per
    /// element; all-equal values become a splat. `None` if the number of
    /// values fits neither (or is zero for a non-empty shape).
    pub fn new(ty: ShapedType, values: ElementValues) -> Option<Elements> {
        let values = match values {
            ElementValues::Int(v) => ElementValues::Int(canonical(v)),
            ElementValues::Float(v) => ElementValues::Float(canonical(v)),
        };
        let n = values.len() as u64;
        let ok = match ty.num_elements {
            Some(count) => n == 1 || n == count,
            // Only a splat can have a dynamic shape (MLIR 22's
            // `getZeroAttr`/`getBoolAttribute` build such splats).
            None => n == 1,
        };
        ok.then_some(Elements { ty, values })
    }

    /// A splat of `ty`.
    pub fn splat_int(ty: ShapedType, value: ApInt) -> Elements {
        Elements {
            ty,
            values: ElementValues::Int(vec![value]),
        }
    }

    /// A float splat of `ty`.
    pub fn splat_float(ty: ShapedType, value: ApFloat) -> Elements {
        Elements {
            ty,
            values: ElementValues::Float(vec![value]),
        }
    }

    /// The shaped type.
    pub fn ty(&self) -> &ShapedType {
        &self.ty
    }

    /// The stored values: one for a splat, else one per element.
    pub fn values(&self) -> &ElementValues {
        &self.values
    }

    /// True if all elements are equal (`isa<SplatElementsAttr>`).
    pub fn is_splat(&self) -> bool {
        self.values.len() == 1
    }

    /// The number of elements (a splat of a dynamic shape counts as one).
    pub fn len(&self) -> u64 {
        if self.is_splat() {
            self.ty.num_elements.unwrap_or(1)
        } else {
            self.values.len() as u64
        }
    }

    /// True if there are no elements (`tensor<0xi32>`).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// A constant value: what `matchPattern(value, m_Constant())` yields.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Constant {
    /// An `IntegerAttr` of a signless integer or `index` type.
    Int {
        /// [`ScalarType::Int`] or [`ScalarType::Index`].
        ty: ScalarType,
        /// The value (its width is the type's, 64 for `index`).
        value: ApInt,
    },
    /// A `FloatAttr`.
    Float(ApFloat),
    /// A dense elements attribute of a vector or tensor type.
    Elements(Elements),
    /// `#ub.poison` (`ub::PoisonAttr`, what a `ub.poison` op holds): a
    /// fully poisoned value of any type, untyped as MLIR's attribute is.
    /// The folders propagate it where MLIR's `CommonFolders.h` does (an
    /// operand of `constFoldBinaryOp`, `constFoldUnaryOp` or
    /// `constFoldCastOp` that is poison makes the result poison, before
    /// the other operand is looked at) and the `select` and `bitcast`
    /// rules that name it; no matcher (`m_Zero`, `m_ConstantInt`, …)
    /// matches it.
    Poison,
}

impl Constant {
    /// An integer constant of `ty` (an integer or `index` type).
    pub fn int(ty: ScalarType, value: ApInt) -> Constant {
        Constant::Int { ty, value }
    }

    /// The constant's type (`None` for [`Constant::Poison`], which has
    /// none).
    pub fn ty(&self) -> Option<ValueType> {
        match self {
            Constant::Int { ty, .. } => Some(ValueType::Scalar(*ty)),
            Constant::Float(f) => Some(ValueType::Scalar(ScalarType::Float(f.kind()))),
            Constant::Elements(e) => Some(ValueType::Shaped(e.ty)),
            Constant::Poison => None,
        }
    }

    /// True for [`Constant::Poison`].
    pub fn is_poison(&self) -> bool {
        matches!(self, Constant::Poison)
    }

    /// The integer of a scalar or the value of an integer splat
    /// (`m_ConstantInt`).
    pub fn splat_int(&self) -> Option<&ApInt> {
        match self {
            Constant::Int { value, .. } => Some(value),
            Constant::Elements(e) => match &e.values {
                ElementValues::Int(v) if v.len() == 1 => Some(&v[0]),
                _ => None,
            },
            Constant::Float(_) | Constant::Poison => None,
        }
    }

    /// The float of a scalar or the value of a float splat (MLIR's
    /// `constant_float_value_binder`).
    pub fn splat_float(&self) -> Option<&ApFloat> {
        match self {
            Constant::Float(f) => Some(f),
            Constant::Elements(e) => match &e.values {
                ElementValues::Float(v) if v.len() == 1 => Some(&v[0]),
                _ => None,
            },
            Constant::Int { .. } | Constant::Poison => None,
        }
    }

    /// The zero constant of `ty` (`Builder::getZeroAttr`): a scalar zero
    /// or a zero splat (also for a dynamic shape, as MLIR 22 builds it).
    /// `None` for `f8E8M0FNU`, which has no zero.
    pub fn zero(ty: &ValueType) -> Option<Constant> {
        let scalar = |s: ScalarType| -> Option<ScalarValue> {
            Some(match s {
                ScalarType::Int(w) => ScalarValue::Int(ApInt::zero(w)),
                ScalarType::Index => ScalarValue::Int(ApInt::zero(64)),
                ScalarType::Float(k) => ScalarValue::Float(ApFloat::zero(k)?),
            })
        };
        match ty {
            ValueType::Scalar(s) => Some(scalar(*s)?.into_constant(*s)),
            ValueType::Shaped(sh) => Some(Constant::Elements(match scalar(sh.element)? {
                ScalarValue::Int(v) => Elements::splat_int(*sh, v),
                ScalarValue::Float(v) => Elements::splat_float(*sh, v),
            })),
        }
    }

    /// The boolean constant of an `i1`-element type (MLIR 22's
    /// `getBoolAttribute`: a scalar, or a splat of the shaped type).
    pub fn bool(ty: &ValueType, value: bool) -> Constant {
        let v = ApInt::from_u128(1, u128::from(value));
        match ty {
            ValueType::Scalar(_) => Constant::int(ScalarType::Int(1), v),
            ValueType::Shaped(sh) => Constant::Elements(Elements::splat_int(*sh, v)),
        }
    }
}

/// A scalar value before it gets its type.
enum ScalarValue {
    Int(ApInt),
    Float(ApFloat),
}

impl ScalarValue {
    fn into_constant(self, ty: ScalarType) -> Constant {
        match self {
            ScalarValue::Int(v) => Constant::int(ty, v),
            ScalarValue::Float(f) => Constant::Float(f),
        }
    }
}
